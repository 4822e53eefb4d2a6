import { z } from 'zod';
import { MOSAIC_EDITOR_COLUMNS } from '../mosaic/editor';
import { pieceWidth } from '../mosaic/pieces';
import { CURRENCIES, SALARY_RANGE_VALUES, UNSET } from '../profile/salary';
import { oneLineText } from '../shared/one-line';
import { placeRefSchema } from '../users/user-profile';
import { OPPORTUNITY_MOSAIC_ERROR_CODES } from './lifecycle';
import { PRIORITIES } from './priorities';
import { DEFAULT_RANGE_KM, REQUIRED_CRITERION_WEIGHT } from './rules';

// 001 §2.2, §3, §5, §7: creating and editing an opportunity. The schema is lenient in SHAPE (an empty title is a
// string, not a parse error) so that the thirteen rules of 001 §5 — not zod — answer each missing field with its
// own message, in the order the spec gives, on the form and on the server alike.

// Every text of the form is one line (issue 21) but the details, which are rich text.
const text = (max: number) => oneLineText().max(max);
const multiLineText = (max: number) => z.string().max(max);
const flags = <K extends string>(keys: readonly K[]) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, z.boolean().default(false)])) as Record<
      K,
      z.ZodDefault<z.ZodBoolean>
    >,
  );

const salaryEntrySchema = z.object({ moeda: text(10).nullish(), valor: text(20).nullish() });

export const opportunityCriterionInputSchema = z.object({
  nome: text(100),
  termos: z.array(text(100)).max(50).default([]),
  /** 'Necessary' (required); DECISIONS: required = weight 3, so a necessary criterion is stored with peso 3. */
  necessary: z.boolean().default(false),
  peso: z.number().int().min(1).max(3).optional(),
});

export const opportunityWriteSchema = z.object({
  titulo: text(200).default(''),
  client: text(200).nullish(),
  specialReferAndEarn: z.boolean().default(false),
  /** The reward in the currency's units (the form's mask '1.234,56' is sent as 1234.56). */
  rewardAmount: z.number().min(0).max(9_999_999_999).nullish(),
  /** YYYY-MM-DD or an ISO timestamp. */
  publicationDate: text(40).nullish(),
  location: z.array(placeRefSchema).max(20).default([]),
  range: z.number().int().min(1).max(20_000).default(DEFAULT_RANGE_KM),
  opportunityType: flags(['remote', 'hybrid', 'inPerson'] as const).default({
    remote: false,
    hybrid: false,
    inPerson: false,
  }),
  hiringModel: flags(['clt', 'pj', 'others'] as const).default({ clt: false, pj: false, others: false }),
  pretensao: z
    .object({
      tipo: z
        .object({
          clt: salaryEntrySchema.optional(),
          pj: salaryEntrySchema.optional(),
          others: salaryEntrySchema.optional(),
        })
        .default({}),
    })
    .default({ tipo: {} }),
  /** Alta 1, Média 2, Baixa 3 (default Alta); anything else is 'select' (rule 7). */
  selectedPriority: z.object({ label: text(30).optional(), value: z.number().int() }).nullish(),
  detalhes: multiLineText(50_000).default(''),
  detalhesEn: multiLineText(50_000).nullish(),
  criterias: z.array(opportunityCriterionInputSchema).max(50).default([]),
  interests: z
    .array(z.object({ _id: text(100).optional(), nome: text(100) }))
    .max(50)
    .default([]),
  careers: z
    .array(z.object({ _id: text(100), nome: text(100) }))
    .max(50)
    .default([]),
  evaluations: z
    .array(z.object({ _id: text(100), name: text(100) }))
    .max(20)
    .default([]),
  pcd: z.boolean().default(false),
  pcdPref: z.boolean().default(false),
  /** The pieces the opportunity offers (001 §3 mosaicItems; default weight 3); laid out in the mosaic editor. */
  mosaicItems: z
    .array(z.object({ nome: text(100), peso: z.number().int().min(1).max(3).default(3) }))
    .max(30)
    .default([]),
  quantidadeVagas: z.number().int().min(0).max(999).default(1),
  sendToQueue: z.boolean().optional(),
  global: z.boolean().optional(),
});
export type OpportunityWriteBody = z.input<typeof opportunityWriteSchema>;
export type OpportunityWrite = z.output<typeof opportunityWriteSchema>;

/** 001 §5, in order; each code's pt-BR text is the spec's message. */
export const OPPORTUNITY_SAVE_ERROR_CODES = [
  'OPPORTUNITY_TITLE_REQUIRED',
  'OPPORTUNITY_CLIENT_REQUIRED',
  'OPPORTUNITY_REWARD_REQUIRED',
  'OPPORTUNITY_PUBLICATION_DATE_REQUIRED',
  'OPPORTUNITY_LOCATION_REQUIRED',
  'OPPORTUNITY_TYPE_REQUIRED',
  'OPPORTUNITY_HIRING_MODEL_REQUIRED',
  'OPPORTUNITY_PRIORITY_REQUIRED',
  'OPPORTUNITY_SALARY_REQUIRED',
  OPPORTUNITY_MOSAIC_ERROR_CODES.empty,
  'OPPORTUNITY_DETAILS_REQUIRED',
  'OPPORTUNITY_CRITERION_REQUIRED',
  'OPPORTUNITY_INTEREST_REQUIRED',
  'OPPORTUNITY_CAREER_REQUIRED',
] as const;
/**
 * Beyond 001 §5's list: a publication date that is typed but is no real day, or lies more than a year before or
 * after today (issue 22: the form took 1999 and the year 22026). Checked at rule 3's place.
 */
export const OPPORTUNITY_PUBLICATION_DATE_INVALID = 'OPPORTUNITY_PUBLICATION_DATE_INVALID';
export type OpportunitySaveErrorCode =
  | (typeof OPPORTUNITY_SAVE_ERROR_CODES)[number]
  | typeof OPPORTUNITY_PUBLICATION_DATE_INVALID;

/** How far from today a refer-and-earn publication date may lie, either way. */
export const PUBLICATION_DATE_WINDOW_YEARS = 1;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The calendar day ('YYYY-MM-DD') of a 'YYYY-MM-DD' or ISO timestamp value, or null when it is no real day. */
export function publicationDay(value: string | null | undefined): string | null {
  const match = ISO_DAY.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, y, m, d] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  // 31/02 rolls over to March in Date: a real day reads back the same.
  if (
    date.getUTCFullYear() !== Number(y) ||
    date.getUTCMonth() !== Number(m) - 1 ||
    date.getUTCDate() !== Number(d)
  )
    return null;
  return `${y}-${m}-${d}`;
}

const dayOf = (date: Date, yearsAhead: number) =>
  [date.getFullYear() + yearsAhead, date.getMonth() + 1, date.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');

/** The first and last days a publication date may take, seen from `today` (local calendar). */
export function publicationDateWindow(today: Date): { min: string; max: string } {
  return {
    min: dayOf(today, -PUBLICATION_DATE_WINDOW_YEARS),
    max: dayOf(today, PUBLICATION_DATE_WINDOW_YEARS),
  };
}

/** What the save rules compare against: today, and on an edit the publication date already stored. */
export interface OpportunitySaveContext {
  today: Date;
  /** The stored date of the opportunity being edited: saving it unchanged is accepted even once out of the window. */
  keptPublicationDate?: string | null | undefined;
}

function publicationDateAcceptable(value: string, context: OpportunitySaveContext): boolean {
  const day = publicationDay(value);
  if (!day) return false;
  if (context.keptPublicationDate && publicationDay(context.keptPublicationDate) === day) return true;
  const { min, max } = publicationDateWindow(context.today);
  return day >= min && day <= max;
}

/** Rich text as the words a reader sees: tags dropped, common entities decoded, spaces collapsed. */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/div)[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;/gi, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const filled = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '' && value !== UNSET;

const isOffered = (options: readonly string[], value: string | null | undefined) =>
  typeof value === 'string' && options.includes(value.trim());

/**
 * 001 §5 rule 4 'location unless remote': a place is required unless the opportunity is remote only (a hybrid or
 * in-person opportunity needs one even when remote is also ticked; docs/decisions/opportunity-authoring.md).
 */
export function needsLocation(type: OpportunityWrite['opportunityType']): boolean {
  return !(type.remote && !type.hybrid && !type.inPerson);
}

/** The first rule of 001 §5 the opportunity breaks, in the spec's order, or null when it can be saved. */
export function validateOpportunityForSave(
  input: OpportunityWrite,
  context: OpportunitySaveContext = { today: new Date() },
): OpportunitySaveErrorCode | null {
  if (!filled(input.titulo)) return 'OPPORTUNITY_TITLE_REQUIRED';
  if (!filled(input.client)) return 'OPPORTUNITY_CLIENT_REQUIRED';
  if (input.specialReferAndEarn) {
    if (input.rewardAmount === null || input.rewardAmount === undefined || input.rewardAmount <= 0) {
      return 'OPPORTUNITY_REWARD_REQUIRED';
    }
    if (!filled(input.publicationDate)) return 'OPPORTUNITY_PUBLICATION_DATE_REQUIRED';
    if (!publicationDateAcceptable(input.publicationDate ?? '', context))
      return OPPORTUNITY_PUBLICATION_DATE_INVALID;
  }
  if (needsLocation(input.opportunityType) && input.location.length === 0)
    return 'OPPORTUNITY_LOCATION_REQUIRED';
  const { remote, hybrid, inPerson } = input.opportunityType;
  if (!remote && !hybrid && !inPerson) return 'OPPORTUNITY_TYPE_REQUIRED';
  const models = (['clt', 'pj', 'others'] as const).filter((model) => input.hiringModel[model]);
  if (models.length === 0) return 'OPPORTUNITY_HIRING_MODEL_REQUIRED';
  if (!PRIORITIES.some((p) => p.value === input.selectedPriority?.value))
    return 'OPPORTUNITY_PRIORITY_REQUIRED';
  for (const model of models) {
    const entry = input.pretensao.tipo[model];
    // Only an offered currency and range count (issue 22: 'None', '-' or a made-up currency is no salary).
    if (!isOffered(CURRENCIES, entry?.moeda) || !isOffered(SALARY_RANGE_VALUES, entry?.valor))
      return 'OPPORTUNITY_SALARY_REQUIRED';
  }
  if (!input.mosaicItems.some((item) => filled(item.nome))) return OPPORTUNITY_MOSAIC_ERROR_CODES.empty;
  if (richTextToPlain(input.detalhes) === '') return 'OPPORTUNITY_DETAILS_REQUIRED';
  const criteria = input.criterias.filter((c) => filled(c.nome));
  if (criteria.length === 0 || !criteria.some((c) => c.necessary)) return 'OPPORTUNITY_CRITERION_REQUIRED';
  if (!input.interests.some((i) => filled(i.nome))) return 'OPPORTUNITY_INTEREST_REQUIRED';
  if (input.careers.length === 0) return 'OPPORTUNITY_CAREER_REQUIRED';
  return null;
}

/** A criterion's stored weight: necessary is required (3); otherwise the given desirable weight, at most 2. */
export function criterionWeight(criterion: { necessary: boolean; peso?: number | undefined }): number {
  if (criterion.necessary) return REQUIRED_CRITERION_WEIGHT;
  return Math.min(Math.max(criterion.peso ?? 2, 1), REQUIRED_CRITERION_WEIGHT - 1);
}

export interface MosaicTileLayout {
  detalhe: { nome: string };
  posicao: { row: number; col: number; sizex: number; sizey: number; color?: string; fontsize?: 1 | 2 | 3 };
  selected?: boolean;
}

/**
 * The tiles of an opportunity's mosaic after its pieces change in the form: tiles of pieces still offered keep
 * their place, colour and size; new pieces go after them, row by row, as wide as their names (2 to 6 columns).
 */
export function layoutMosaicPieces(
  pieces: ReadonlyArray<{ nome: string }>,
  current: ReadonlyArray<MosaicTileLayout>,
  defaultColor: string,
): MosaicTileLayout[] {
  const key = (name: string) => name.trim().toLocaleLowerCase('pt-BR');
  const wanted = new Map(pieces.filter((p) => p.nome.trim()).map((p) => [key(p.nome), p.nome.trim()]));
  const kept = current.filter((tile) => wanted.has(key(tile.detalhe.nome)));
  const keptNames = new Set(kept.map((tile) => key(tile.detalhe.nome)));
  let row = kept.reduce((bottom, tile) => Math.max(bottom, tile.posicao.row + tile.posicao.sizey), 0);
  let col = 0;
  const added: MosaicTileLayout[] = [];
  for (const [name, nome] of wanted) {
    if (keptNames.has(name)) continue;
    const width = Math.min(pieceWidth(nome), MOSAIC_EDITOR_COLUMNS);
    if (col + width > MOSAIC_EDITOR_COLUMNS) {
      row += 1;
      col = 0;
    }
    added.push({
      detalhe: { nome },
      posicao: { row, col, sizex: width, sizey: 1, color: defaultColor, fontsize: 1 },
      selected: true,
    });
    col += width;
  }
  return [...kept, ...added];
}

/** POST opportunity answers the new opportunity's ids (the form then opens /opportunity/{_id}). */
export const opportunityCreatedSchema = z.object({ _id: z.string(), idOpportunity: z.number().int() });
export type OpportunityCreated = z.infer<typeof opportunityCreatedSchema>;

/** GET opportunity/{id}/edit: what the form edits, plus the ids and state it shows. */
export const opportunityEditSchema = z.object({
  _id: z.string(),
  idOpportunity: z.number().int(),
  isPublic: z.boolean(),
  isFinished: z.boolean(),
  titulo: z.string(),
  client: z.string().nullable(),
  specialReferAndEarn: z.boolean(),
  rewardAmount: z.number().nullable(),
  publicationDate: z.string().nullable(),
  location: z.array(placeRefSchema),
  range: z.number().int(),
  opportunityType: z.object({ remote: z.boolean(), hybrid: z.boolean(), inPerson: z.boolean() }),
  hiringModel: z.object({ clt: z.boolean(), pj: z.boolean(), others: z.boolean() }),
  pretensao: z.object({
    tipo: z.object({
      clt: salaryEntrySchema.optional(),
      pj: salaryEntrySchema.optional(),
      others: salaryEntrySchema.optional(),
    }),
  }),
  selectedPriority: z.object({ label: z.string(), value: z.number().int() }),
  detalhes: z.string(),
  detalhesEn: z.string().nullable(),
  criterias: z.array(
    z.object({
      nome: z.string(),
      termos: z.array(z.string()),
      necessary: z.boolean(),
      peso: z.number().int(),
    }),
  ),
  interests: z.array(z.object({ _id: z.string(), nome: z.string() })),
  careers: z.array(z.object({ _id: z.string(), nome: z.string() })),
  evaluations: z.array(z.object({ _id: z.string(), name: z.string() })),
  pcd: z.boolean(),
  pcdPref: z.boolean(),
  mosaicItems: z.array(z.object({ nome: z.string(), peso: z.number().int() })),
  quantidadeVagas: z.number().int(),
});
export type OpportunityEdit = z.infer<typeof opportunityEditSchema>;
