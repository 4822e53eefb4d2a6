import { z } from 'zod';
import { DETAILS_MAX_LENGTH, opportunityLabelSchema, truncateText } from './rules';

/**
 * The opportunity's expanded kanban card (002 §2.4, §4, §5, §7.5; 001 §2.4; issue 10): its data
 * (GET opportunity/kanban/{id}), its periods (GET opportunity/dates/{id}) and the update-* calls. Every update
 * answers the card's fresh data so the screen redraws from the answer.
 */

const idSchema = z.string().trim().min(1).max(100);

export const OPPORTUNITY_CARD_STATUSES = ['finished', 'published', 'unpublished'] as const;
export type OpportunityCardStatus = (typeof OPPORTUNITY_CARD_STATUSES)[number];

/** 002 §4 'Opportunity status on the expanded card': Finalizada, Publicada or Não publicada. */
export function opportunityCardStatus(opportunity: {
  isFinished: boolean;
  isPublic: boolean;
}): OpportunityCardStatus {
  if (opportunity.isFinished) return 'finished';
  return opportunity.isPublic ? 'published' : 'unpublished';
}

export const opportunityExpandedCardSchema = z.object({
  _id: z.string(),
  idOpportunity: z.number().int(),
  titulo: z.string(),
  /** Null shows 'Cliente Não Informado'. */
  cliente: z.string().nullable(),
  status: z.enum(OPPORTUNITY_CARD_STATUSES),
  /** Creation instant (ISO). */
  created: z.string(),
  label: opportunityLabelSchema,
  isPublic: z.boolean(),
  isFinished: z.boolean(),
  fase: z.number().int(),
  quantidadeVagas: z.number().int(),
  victories: z.number().int(),
  defeats: z.number().int(),
  /** The sanitised rich text as stored; the screen shows its first 600 characters of text (001 §2.4). */
  detalhes: z.string(),
  /** The English details, when written: the screen shows them in en-US as the opportunity page does (detailsForLanguage). */
  detalhesEn: z.string().nullable(),
  /** Professionals compatible above 60 % (DECISIONS 'Compatible'): the compatibles tab's count. */
  quantidadeCompativeis: z.number().int(),
  /** Enrolled professionals (the length of candidatosTriados): the enrolled tab. */
  quantidadeTriados: z.number().int(),
  /** Candidates (the length of candidatos): the candidates tab. */
  quantidadeCandidatos: z.number().int(),
  squad: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The responsible recruiter. */
  user: z
    .object({ _id: z.string(), displayName: z.string(), userImageUrl: z.string().nullable() })
    .nullable(),
  // 002 §7.5 'opportunity lite kanban by id'.
  criteriosMatch: z.array(z.object({ nome: z.string(), peso: z.number() })),
  geolocation: z.array(z.object({ formatted_address: z.string() })),
  /** The mosaic's pieces (attitudes the opportunity asks for). */
  atitudes: z.array(z.string()),
  carreiras: z.array(z.object({ _id: z.string(), nome: z.string() })),
});
export type OpportunityExpandedCard = z.infer<typeof opportunityExpandedCardSchema>;

/** One period of GET opportunity/dates/{id} (the domain's `OpportunityPeriod`, periods.ts). */
export const opportunityCardPeriodSchema = z.object({
  key: z.enum(['recruitment', 'evaluation', 'selection', 'presentation', 'closing']),
  stage: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  start: z.string().nullable(),
  end: z.string().nullable(),
  days: z.number().nullable(),
  outOfOrder: z.boolean(),
});
export const opportunityDatesResponseSchema = z.object({ periods: z.array(opportunityCardPeriodSchema) });
export type OpportunityDatesResponse = z.infer<typeof opportunityDatesResponseSchema>;

/** POST opportunity/update-label (002 §7.5 {label, opportunityId, fase}); `fase` is accepted and not changed. */
export const updateLabelBodySchema = z.object({
  label: opportunityLabelSchema,
  opportunityId: idSchema,
  fase: z.union([z.number(), z.string().max(10)]).nullish(),
});
export type UpdateLabelBody = z.input<typeof updateLabelBodySchema>;

/** A number typed in a field: the wire may carry a number, its text, an empty text or null. */
const typedNumberSchema = z.union([z.number(), z.string().max(30), z.null()]).optional();

/** POST opportunity/update-amount {amount, opportunityId} (002 §5 'Amount'). */
export const updateAmountBodySchema = z.object({ amount: typedNumberSchema, opportunityId: idSchema });
export type UpdateAmountBody = z.input<typeof updateAmountBodySchema>;

/** POST opportunity/update-defeats {defeats, opportunityId} (002 §5 'Defeats'). */
export const updateDefeatsBodySchema = z.object({ defeats: typedNumberSchema, opportunityId: idSchema });
export type UpdateDefeatsBody = z.input<typeof updateDefeatsBodySchema>;

/** POST opportunity/update-squad {squadId, opportunityId}: null clears. */
export const updateSquadBodySchema = z.object({ squadId: idSchema.nullable(), opportunityId: idSchema });
export type UpdateSquadBody = z.input<typeof updateSquadBodySchema>;

/** POST opportunity/update-responsable {userId, opportunityId}: null clears. */
export const updateResponsableBodySchema = z.object({ userId: idSchema.nullable(), opportunityId: idSchema });
export type UpdateResponsableBody = z.input<typeof updateResponsableBodySchema>;

export const OPPORTUNITY_CARD_ERROR_CODES = {
  /** The kanban toggle can change only while not public (002 §4). */
  kanbanLockedWhilePublic: 'OPPORTUNITY_KANBAN_LOCKED_WHILE_PUBLIC',
  alreadyFinished: 'OPPORTUNITY_ALREADY_FINISHED',
  amountInvalid: 'OPPORTUNITY_AMOUNT_INVALID',
  defeatsRequired: 'OPPORTUNITY_DEFEATS_REQUIRED',
  defeatsInvalid: 'OPPORTUNITY_DEFEATS_INVALID',
  defeatsNegative: 'OPPORTUNITY_DEFEATS_NEGATIVE',
  defeatsUnchanged: 'OPPORTUNITY_DEFEATS_UNCHANGED',
  squadNotFound: 'OPPORTUNITY_SQUAD_NOT_FOUND',
  responsibleNotRecruiter: 'OPPORTUNITY_RESPONSIBLE_NOT_RECRUITER',
} as const;
export type OpportunityCardErrorCode =
  (typeof OPPORTUNITY_CARD_ERROR_CODES)[keyof typeof OPPORTUNITY_CARD_ERROR_CODES];

/** Positions and defeats stay within a plain integer column. */
export const OPPORTUNITY_COUNT_MAX = 100_000;

type Typed = number | string | null | undefined;

/** The typed value as a number: null when empty, NaN when not a number. */
function typedNumber(value: Typed): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

export type AmountChange =
  | { kind: 'ignore' }
  | { kind: 'set'; quantidadeVagas: number }
  | { kind: 'invalid'; code: OpportunityCardErrorCode };

/** 002 §5 'Amount': empty or unchanged is ignored; negative becomes 0; a whole number. */
export function amountChange(current: number, typed: Typed): AmountChange {
  const value = typedNumber(typed);
  if (value === null) return { kind: 'ignore' };
  if (!Number.isInteger(value) || Math.abs(value) > OPPORTUNITY_COUNT_MAX) {
    return { kind: 'invalid', code: OPPORTUNITY_CARD_ERROR_CODES.amountInvalid };
  }
  const next = Math.max(0, value);
  return next === current ? { kind: 'ignore' } : { kind: 'set', quantidadeVagas: next };
}

export interface DefeatsState {
  defeats: number;
  quantidadeVagas: number;
  /** Days (YYYY-MM-DD) of the defeats, for the board's 'Vitórias e Derrotas'. */
  defeatDates: readonly string[];
}

export type DefeatsChange =
  | { kind: 'set'; state: DefeatsState }
  | { kind: 'invalid'; code: OpportunityCardErrorCode };

/**
 * 002 §5 'Defeats': non-empty, changed and ≥ 0. 002 §4: the positions change by the difference (n more defeats,
 * n fewer positions, never below 0; fewer defeats give positions back). The defeat days stay as many as the
 * defeats: each added defeat is dated `today`, a lowered count drops the latest days (docs/decisions/boards.md).
 */
export function defeatsChange(current: DefeatsState, typed: Typed, today: string): DefeatsChange {
  const value = typedNumber(typed);
  if (value === null) return { kind: 'invalid', code: OPPORTUNITY_CARD_ERROR_CODES.defeatsRequired };
  if (!Number.isInteger(value) || value > OPPORTUNITY_COUNT_MAX) {
    return { kind: 'invalid', code: OPPORTUNITY_CARD_ERROR_CODES.defeatsInvalid };
  }
  if (value < 0) return { kind: 'invalid', code: OPPORTUNITY_CARD_ERROR_CODES.defeatsNegative };
  if (value === current.defeats)
    return { kind: 'invalid', code: OPPORTUNITY_CARD_ERROR_CODES.defeatsUnchanged };
  const difference = value - current.defeats;
  const days = [...current.defeatDates].sort();
  while (days.length < value) days.push(today);
  return {
    kind: 'set',
    state: {
      defeats: value,
      quantidadeVagas: Math.max(0, current.quantidadeVagas - difference),
      defeatDates: days.slice(0, value),
    },
  };
}

/** Why the kanban label may not change now, or null: finished, or public (the mural forces it on). */
export function labelChangeProblem(opportunity: {
  isPublic: boolean;
  isFinished: boolean;
}): OpportunityCardErrorCode | null {
  if (opportunity.isFinished) return OPPORTUNITY_CARD_ERROR_CODES.alreadyFinished;
  if (opportunity.isPublic) return OPPORTUNITY_CARD_ERROR_CODES.kanbanLockedWhilePublic;
  return null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of sanitised rich text: block ends become line breaks, tags go, common entities are read. */
function detailsText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const hex = name[1] === 'x' || name[1] === 'X';
        const code = hex ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** 001 §2.4: the expanded card shows the details' first 600 characters of text. */
export function cardDetailsExcerpt(html: string, max = DETAILS_MAX_LENGTH): string {
  return truncateText(detailsText(html), max);
}
