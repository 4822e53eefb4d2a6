import { z } from 'zod';
import type { Language } from '../i18n/languages';
import { MOSAIC_COLUMNS, mosaicPositionSchema } from '../mosaic/grid';
import { localizedAddress } from '../places/place-names';
import { oneLineText } from '../shared/one-line';
import {
  closeReasonSchema,
  FINISH_DESCRIPTION_MAX_LENGTH,
  OPPORTUNITY_LABELS,
  opportunityLabelSchema,
} from './rules';

// 001 §2.3–§2.5, §4, §5, §7: what a recruiter does to an opportunity after creating it (mosaic, publishing,
// finishing, deleting, LinkedIn texts). The API validates with these schemas and the web sends them.

// ------------------------------------------------------------------------------------------------ mosaic editor

// The grid's size and font sizes are in ../mosaic/editor.ts (MOSAIC_EDITOR_*, MOSAIC_FONT_SIZES_PX).
/** Rows a tile may reach (the editor grows downwards; a bound keeps a saved mosaic a mosaic). */
export const OPPORTUNITY_MOSAIC_MAX_ROWS = 12;
export const OPPORTUNITY_MOSAIC_MAX_TILES = 30;

const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb');

export const opportunityMosaicTileInputSchema = z.object({
  detalhe: z.object({ nome: oneLineText().trim().min(1).max(100) }),
  posicao: mosaicPositionSchema.extend({
    row: z
      .number()
      .int()
      .min(0)
      .max(OPPORTUNITY_MOSAIC_MAX_ROWS - 1),
    sizey: z.number().int().min(1).max(OPPORTUNITY_MOSAIC_MAX_ROWS),
    color: hexColorSchema.optional(),
  }),
});
export type OpportunityMosaicTileInput = z.infer<typeof opportunityMosaicTileInputSchema>;

/** PUT opportunity/{id}/mosaic (001 §7 'chosen pieces'): the tiles in the shape GET opportunity/{id} answers. */
export const saveOpportunityMosaicBodySchema = z.object({
  escolhidas: z.array(opportunityMosaicTileInputSchema).max(OPPORTUNITY_MOSAIC_MAX_TILES),
});
export type SaveOpportunityMosaicBody = z.input<typeof saveOpportunityMosaicBodySchema>;

export const OPPORTUNITY_MOSAIC_ERROR_CODES = {
  /** 001 §5 rule 9: an opportunity keeps at least one piece. */
  empty: 'OPPORTUNITY_MOSAIC_EMPTY',
  /** A tile past the 6th column, over another tile, or a name used twice. */
  invalid: 'OPPORTUNITY_MOSAIC_INVALID',
} as const;

/** The first problem of a mosaic the editor would never produce, or null. */
export function opportunityMosaicProblem(
  tiles: readonly OpportunityMosaicTileInput[],
): (typeof OPPORTUNITY_MOSAIC_ERROR_CODES)[keyof typeof OPPORTUNITY_MOSAIC_ERROR_CODES] | null {
  if (tiles.length === 0) return OPPORTUNITY_MOSAIC_ERROR_CODES.empty;
  const names = new Set<string>();
  const taken = new Set<string>();
  for (const { detalhe, posicao } of tiles) {
    const name = detalhe.nome.trim().toLocaleLowerCase('pt-BR');
    if (names.has(name)) return OPPORTUNITY_MOSAIC_ERROR_CODES.invalid;
    names.add(name);
    if (posicao.col + posicao.sizex > MOSAIC_COLUMNS) return OPPORTUNITY_MOSAIC_ERROR_CODES.invalid;
    if (posicao.row + posicao.sizey > OPPORTUNITY_MOSAIC_MAX_ROWS)
      return OPPORTUNITY_MOSAIC_ERROR_CODES.invalid;
    for (let r = posicao.row; r < posicao.row + posicao.sizey; r++) {
      for (let c = posicao.col; c < posicao.col + posicao.sizex; c++) {
        const cell = `${r}:${c}`;
        if (taken.has(cell)) return OPPORTUNITY_MOSAIC_ERROR_CODES.invalid;
        taken.add(cell);
      }
    }
  }
  return null;
}

// ------------------------------------------------------------------------------------------------ publishing

/**
 * PUT opportunity/update-public (001 §7 {label, status, opportunityId}). `status` true publishes ('Exibir no
 * Mural'), which forces the kanban on (label '1', 001 §4); false unpublishes and keeps the label unless one is
 * sent.
 */
export const updatePublicBodySchema = z.object({
  opportunityId: z.string().min(1).max(100),
  status: z.boolean(),
  label: opportunityLabelSchema.optional(),
});
export type UpdatePublicBody = z.input<typeof updatePublicBodySchema>;

/** The label an opportunity takes when its public state changes (001 §4: public forces the kanban on). */
export function labelAfterPublicChange(
  isPublic: boolean,
  current: string,
  requested?: string,
): (typeof OPPORTUNITY_LABELS)[keyof typeof OPPORTUNITY_LABELS] {
  if (isPublic) return OPPORTUNITY_LABELS.active;
  const label = requested ?? current;
  return label === OPPORTUNITY_LABELS.active ? OPPORTUNITY_LABELS.active : OPPORTUNITY_LABELS.inactive;
}

/** The answer of the state-changing calls: the opportunity's state after the change. */
export const opportunityStateSchema = z.object({
  _id: z.string(),
  isPublic: z.boolean(),
  isFinished: z.boolean(),
  label: opportunityLabelSchema,
  publicationDate: z.string().nullable(),
});
export type OpportunityState = z.infer<typeof opportunityStateSchema>;

// ------------------------------------------------------------------------------------------------ finishing

/**
 * POST opportunity/{id}/finalizar-processo-seletivo (001 §7): a reason from the list, a description (required,
 * at most 80 characters: judged by the service so each problem has its message), 'notify all candidates' on by
 * default.
 */
export const finishOpportunityBodySchema = z.object({
  activeLanguage: oneLineText().max(35).optional(),
  sendMailToProfessionals: z.boolean().default(true),
  selectedReason: z.object({ label: closeReasonSchema }),
  description: z.string().max(1000),
});
export type FinishOpportunityBody = z.input<typeof finishOpportunityBodySchema>;

export const FINISH_ERROR_CODES = {
  /** 'Campo Descrição é de preenchimento obrigatório.' */
  descriptionRequired: 'FINISH_DESCRIPTION_REQUIRED',
  /** 'Até 80 caracteres' */
  descriptionTooLong: 'FINISH_DESCRIPTION_TOO_LONG',
  /** Finishing is disabled once finished (001 §4). */
  alreadyFinished: 'OPPORTUNITY_ALREADY_FINISHED',
} as const;

/** The description's problem, in the order the form shows them, or null. */
export function finishDescriptionProblem(description: string): string | null {
  const text = description.trim();
  if (text === '') return FINISH_ERROR_CODES.descriptionRequired;
  if ([...text].length > FINISH_DESCRIPTION_MAX_LENGTH) return FINISH_ERROR_CODES.descriptionTooLong;
  return null;
}

export const finishOpportunityResponseSchema = opportunityStateSchema.extend({
  /** Candidates and enrolled professionals dismissed by the finishing. */
  dismissed: z.number().int(),
  /** Not-selected e-mails queued (only to those whose e-mail channel is on). */
  notified: z.number().int(),
});
export type FinishOpportunityResponse = z.infer<typeof finishOpportunityResponseSchema>;

// ------------------------------------------------------------------------------------------------ deleting

export const DELETE_OPPORTUNITY_ERROR_CODES = {
  /** 001 §4: deleting is disabled while candidates or enrolled professionals exist. */
  hasApplicants: 'OPPORTUNITY_HAS_APPLICANTS',
} as const;

export const deleteOpportunityResponseSchema = z.object({ _id: z.string(), deleted: z.literal(true) });

// ------------------------------------------------------------------------------------------------ LinkedIn texts

/** GET opportunity/{id}/generat-key-word (001 §2.3): a LinkedIn job title and the keywords to tag the post. */
export const linkedInTextsSchema = z.object({ title: z.string(), keywords: z.array(z.string()) });
export type LinkedInTexts = z.infer<typeof linkedInTextsSchema>;

export const LINKEDIN_MAX_KEYWORDS = 20;

export interface LinkedInSource {
  titulo: string;
  /** First location's address ("Lisboa, Lisboa, Portugal"), or null. */
  place: string | null;
  remote: boolean;
  hiringModel: { clt: boolean; pj: boolean; others: boolean };
  criterias: ReadonlyArray<{ nome: string; termos: readonly string[]; necessary?: boolean; peso?: number }>;
}

const HIRING_MODEL_LABELS = { clt: 'CLT', pj: 'PJ', others: null } as const;

// The post is written for the recruiter's readers: its place and 'remote' in the recruiter's language (issue 22).
const REMOTE_WORD: Record<Language, string> = { 'en-US': 'Remote', 'pt-BR': 'Remoto', 'pt-PT': 'Remoto' };

/**
 * The LinkedIn title "Title (CLT/PJ) – City (Remote)" and the keywords: the criteria (required first) then their
 * synonyms, trimmed, de-duplicated case-insensitively, at most 20. City and 'Remote' are in `language`.
 */
export function linkedInTexts(source: LinkedInSource, language: Language = 'en-US'): LinkedInTexts {
  const models = (['clt', 'pj'] as const)
    .filter((m) => source.hiringModel[m])
    .map((m) => HIRING_MODEL_LABELS[m]);
  const city = (source.place ? localizedAddress(source.place, language) : '').split(',')[0]?.trim() || null;
  const where = [city, source.remote ? REMOTE_WORD[language] : null].filter(Boolean).join(' · ');
  const title = [source.titulo.trim() + (models.length > 0 ? ` (${models.join('/')})` : ''), where || null]
    .filter(Boolean)
    .join(' – ');
  const ordered = [...source.criterias].sort(
    (a, b) => Number(Boolean(b.necessary) || b.peso === 3) - Number(Boolean(a.necessary) || a.peso === 3),
  );
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const word of [...ordered.map((c) => c.nome), ...ordered.flatMap((c) => c.termos)]) {
    const text = word.trim();
    const key = text.toLocaleLowerCase('pt-BR');
    if (!text || seen.has(key)) continue;
    seen.add(key);
    keywords.push(text);
    if (keywords.length === LINKEDIN_MAX_KEYWORDS) break;
  }
  return { title, keywords };
}
