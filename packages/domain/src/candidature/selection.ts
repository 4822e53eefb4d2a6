import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { professionalCardItemSchema } from '../matching/match-contract';
import { type ApplicantsOrder, ENROLLED_FILTER } from '../opportunity/listing';
import { PRE_REGISTER_TYPES } from '../opportunity/rules';
import type { SelectionStage } from '../opportunity/stage';
import { professionalBadgeSchema } from '../profile/badges';
import { oneLineText } from '../shared/one-line';
import { candidateChannels, captureSourceSchema, DEFAULT_PROVIDER_NAME } from './sources';
import { ENTRY_STEP_KEY, MEETS_REQUIREMENTS } from './stages';
import { CANDIDATE_STATUS, type CandidateStatus, FINAL_CANDIDATE_STATUSES } from './status';

/**
 * The recruiter's side of a candidature (001 §2.8, §4 'Candidate status changes', §5 'Other rules'): registering
 * the four stages and changing the status, each rule in the order the screen and the server check it. Dates are
 * calendar days ('YYYY-MM-DD'); "today" is the caller's.
 */

export const SELECTION_STAGE_NUMBERS: readonly SelectionStage[] = [1, 2, 3, 4];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const calendarDaySchema = z
  .string()
  .regex(DAY)
  .refine((value) => !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()), 'not a date');

/** A stage as the progress screen registers it: result, day and note (rich text). */
export const stageEntrySchema = z.object({
  key: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  meetsTheRequirements: z.union([z.literal(0), z.literal(1)]).nullable(),
  date: calendarDaySchema.nullable(),
  details: z.string().max(20_000).default(''),
});
export type StageEntry = z.infer<typeof stageEntrySchema>;

/** The candidature a recruiter reads and writes back: `version` is what stale writes are told from (issue 9). */
const candidateRefSchema = z
  .union([z.string().min(1).max(100), z.object({ _id: z.string().min(1).max(100) })])
  .transform((value) => (typeof value === 'string' ? value : value._id));

/** POST opportunity/{id}/change-step-candidate (001 §7): the candidate and their stages 1–4. */
export const changeStepBodySchema = z.object({
  candidate: candidateRefSchema,
  steps: z.array(stageEntrySchema).max(4),
  version: z.number().int().min(0),
});
export type ChangeStepBody = z.input<typeof changeStepBodySchema>;

/** Statuses a recruiter sets on the progress screen; Dispensado has its own call (dispenseTriaged). */
export const settableStatusSchema = z.union([
  z.literal(CANDIDATE_STATUS.registered),
  z.literal(CANDIDATE_STATUS.competing),
  z.literal(CANDIDATE_STATUS.reserved),
  z.literal(CANDIDATE_STATUS.refused),
  z.literal(CANDIDATE_STATUS.quit),
  z.literal(CANDIDATE_STATUS.selected),
]);

/** POST opportunity/{id}/change-info-candidate (001 §7). */
export const changeInfoBodySchema = z.object({
  candidate: candidateRefSchema,
  status: settableStatusSchema,
  capture: captureSourceSchema.nullable().optional(),
  source: oneLineText().max(60).nullable().optional(),
  dateVictory: calendarDaySchema.nullable().optional(),
  dateRefused: calendarDaySchema.nullable().optional(),
  dateQuit: calendarDaySchema.nullable().optional(),
  version: z.number().int().min(0),
});
export type ChangeInfoBody = z.input<typeof changeInfoBodySchema>;

/** The candidature as the progress screen shows it (001 §2.8, §3 'Candidate entry'). */
export const candidateEntrySchema = z.object({
  _id: z.string(),
  opportunityId: z.string(),
  userId: z.string(),
  displayName: z.string(),
  deleted: z.boolean(),
  kind: z.enum(['enrolled', 'candidate']),
  status: z.object({
    current: z.number().int(),
    history: z.array(z.object({ status: z.number().int(), date: z.string() })),
  }),
  capture: z.string().nullable(),
  source: z.string().nullable(),
  recruiter: z.object({ _id: z.string(), displayName: z.string() }).nullable(),
  entry: z.object({ date: z.string().nullable(), details: z.string() }),
  steps: z.array(stageEntrySchema),
  dateVictory: z.string().nullable(),
  dateRefused: z.string().nullable(),
  dateQuit: z.string().nullable(),
  createdAt: z.string(),
  nivelAderencia: z.number().int(),
  byRH: z.boolean(),
  version: z.number().int(),
  /** The opportunity's kanban label: '2' (inactive) refuses every change (001 §4). */
  opportunityLabel: z.enum(['1', '2']),
  opportunityTitle: z.string(),
  /** The professional's 002 §6 badges for the progress header (profile/badges.ts); empty for a deleted user. */
  badges: z.array(professionalBadgeSchema),
});
export type CandidateEntry = z.infer<typeof candidateEntrySchema>;

/** A change refused for a rule: the code (apps/api messages) and its parameters. */
export interface SelectionRuleFailure {
  code: SelectionRuleCode;
  params?: Record<string, string>;
}

export const SELECTION_RULE_CODES = [
  'OPPORTUNITY_INACTIVE_IN_KANBAN',
  'CANDIDATE_DISMISSED',
  'CANDIDATE_STATUS_LOCKED',
  'STEP_DATE_REQUIRED',
  'STEP_DATES_OUT_OF_ORDER',
  'STEP_DETAILS_REQUIRED',
  'SELECT_FUTURE_STEP',
  'SELECT_STEPS_MISSING',
  'REFUSE_STEPS_MISSING',
  'CURRENT_STEP_UNKNOWN',
  'STATUS_DATE_UNCHECKABLE',
  'STATUS_DATE_OUT_OF_RANGE',
] as const;
export type SelectionRuleCode = (typeof SELECTION_RULE_CODES)[number];

export interface CandidatureState {
  /** The opportunity's kanban label ('1' active). */
  opportunityLabel: string;
  statusCurrent: number;
  /** The entry step's day (key 0), when known. */
  entryDate: string | null;
  steps: readonly StageEntry[];
  dateVictory: string | null;
  dateRefused: string | null;
  dateQuit: string | null;
}

const isFilled = (stage: StageEntry | undefined): stage is StageEntry =>
  stage !== undefined && stage.meetsTheRequirements !== null;

function byKey(steps: readonly StageEntry[]): Map<number, StageEntry> {
  return new Map(steps.map((step) => [step.key, step]));
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

/** The day a status is dated with, per status (001 §3). */
export function statusDateOf(
  state: Pick<CandidatureState, 'dateVictory' | 'dateRefused' | 'dateQuit'>,
  status: number,
) {
  if (status === CANDIDATE_STATUS.selected) return state.dateVictory;
  if (status === CANDIDATE_STATUS.refused) return state.dateRefused;
  if (status === CANDIDATE_STATUS.quit) return state.dateQuit;
  return null;
}

/** 001 §4: Selecionado, Recusou and Desistiu are locked once their date is saved. */
export function isStatusLocked(state: CandidatureState): boolean {
  return (
    FINAL_CANDIDATE_STATUSES.includes(state.statusCurrent as CandidateStatus) &&
    statusDateOf(state, state.statusCurrent) !== null
  );
}

function commonFailure(state: CandidatureState): SelectionRuleFailure | null {
  if (state.opportunityLabel !== '1') return { code: 'OPPORTUNITY_INACTIVE_IN_KANBAN' };
  if (state.statusCurrent === CANDIDATE_STATUS.dismissed) return { code: 'CANDIDATE_DISMISSED' };
  if (isStatusLocked(state)) return { code: 'CANDIDATE_STATUS_LOCKED' };
  return null;
}

/**
 * 001 §4: clearing a stage (no result) wipes that stage and every later one; what is kept is the stages up to
 * the first cleared one, in key order, each with its note.
 */
export function normalizeStages(steps: readonly StageEntry[]): StageEntry[] {
  const map = byKey(steps);
  const kept: StageEntry[] = [];
  for (const key of SELECTION_STAGE_NUMBERS) {
    const stage = map.get(key);
    if (!isFilled(stage)) break;
    kept.push(stage);
  }
  return kept;
}

/**
 * Saving stages (001 §4, §5), first failure wins: the opportunity active on the kanban, the candidate neither
 * dismissed nor locked; every registered stage dated ('Necessário o preenchimento da data.'); days in order from
 * the entry day through stage 4 ('Datas fora da ordem cronologica.').
 */
export function checkStagesChange(
  state: CandidatureState,
  next: readonly StageEntry[],
): SelectionRuleFailure | null {
  const common = commonFailure(state);
  if (common) return common;
  const stages = normalizeStages(next);
  if (stages.some((stage) => stage.date === null)) return { code: 'STEP_DATE_REQUIRED' };
  let previous = state.entryDate;
  for (const stage of stages) {
    if (previous !== null && stage.date !== null && stage.date < previous)
      return { code: 'STEP_DATES_OUT_OF_ORDER' };
    previous = stage.date;
  }
  return null;
}

export interface StatusChange {
  status: number;
  dateVictory?: string | null;
  dateRefused?: string | null;
  dateQuit?: string | null;
}

/** The stage whose day opens a status's window: stage 4 for Selecionado and Recusou, the last registered for Desistiu. */
function windowStart(state: CandidatureState, status: number): string | null {
  const stages = normalizeStages(state.steps);
  if (status === CANDIDATE_STATUS.quit) return stages.at(-1)?.date ?? state.entryDate;
  return stages.find((stage) => stage.key === 4)?.date ?? null;
}

/**
 * Changing the status (001 §4, §5), first failure wins: the common checks; Selecionado needs no stage dated in
 * the future and stages 1–4 met; Recusou needs all four stages filled; a final status needs the stages' notes
 * and a day ('Necessário o preenchimento da data.') between its window's start and today ('Você deve escolher
 * uma data entre X e Y'). Moving between Registrado, Concorrendo and Reservado needs only the common checks.
 */
export function checkStatusChange(
  state: CandidatureState,
  change: StatusChange,
  today: string,
): SelectionRuleFailure | null {
  const common = commonFailure(state);
  if (common) return common;
  const status = change.status;
  if (!FINAL_CANDIDATE_STATUSES.includes(status as CandidateStatus)) return null;
  const stages = normalizeStages(state.steps);
  if (status === CANDIDATE_STATUS.selected) {
    if (stages.some((stage) => stage.date !== null && stage.date > today))
      return { code: 'SELECT_FUTURE_STEP' };
    const allMet =
      stages.length === 4 && stages.every((stage) => stage.meetsTheRequirements === MEETS_REQUIREMENTS.met);
    if (!allMet) return { code: 'SELECT_STEPS_MISSING' };
  }
  if (status === CANDIDATE_STATUS.refused && stages.length < 4) return { code: 'REFUSE_STEPS_MISSING' };
  if (stages.some((stage) => plainText(stage.details) === '')) return { code: 'STEP_DETAILS_REQUIRED' };
  const date = statusDateOf(
    {
      dateVictory: change.dateVictory ?? null,
      dateRefused: change.dateRefused ?? null,
      dateQuit: change.dateQuit ?? null,
    },
    status,
  );
  if (!date) return { code: 'STEP_DATE_REQUIRED' };
  const from = windowStart(state, status);
  if (from === null) {
    return status === CANDIDATE_STATUS.quit
      ? { code: 'CURRENT_STEP_UNKNOWN' }
      : { code: 'STATUS_DATE_UNCHECKABLE' };
  }
  if (date < from || date > today) return { code: 'STATUS_DATE_OUT_OF_RANGE', params: { from, to: today } };
  return null;
}

/**
 * change-info-candidate as a whole (001 §4): a status change runs every status rule; resending the same status (to
 * change capture or channel) still needs the opportunity active on the kanban, a candidate not dismissed and no dated
 * final status, as the screen locks the whole form in those cases.
 */
export function checkInfoChange(
  state: CandidatureState,
  change: StatusChange,
  today: string,
): SelectionRuleFailure | null {
  if (change.status !== state.statusCurrent) return checkStatusChange(state, change, today);
  return commonFailure(state);
}

/**
 * Who may have stages and statuses at all (001 §2.7, §2.8): only a candidate (an enrolled professional is made one
 * first) whose account still exists (a deleted user shows 'Cadastro excluído' with no actions). Checked before
 * every rule of the progress screen's two saves; the reading of the candidature stays open.
 */
export const CANDIDATURE_GUARD_CODES = ['CANDIDATURE_NOT_CANDIDATE', 'CANDIDATE_ACCOUNT_DELETED'] as const;
export type CandidatureGuardCode = (typeof CANDIDATURE_GUARD_CODES)[number];
export function checkCandidatureEditable(candidature: {
  kind: 'enrolled' | 'candidate';
  deleted: boolean;
}): { code: CandidatureGuardCode } | null {
  if (candidature.deleted) return { code: 'CANDIDATE_ACCOUNT_DELETED' };
  if (candidature.kind !== 'candidate') return { code: 'CANDIDATURE_NOT_CANDIDATE' };
  return null;
}

/** The entry step (key 0) of a stored step list: its day and note. */
export function entryStepOf(steps: ReadonlyArray<{ key: number; date?: string | null; details?: string }>): {
  date: string | null;
  details: string;
} {
  const entry = steps.find((step) => step.key === ENTRY_STEP_KEY);
  return { date: entry?.date ? entry.date.slice(0, 10) : null, details: entry?.details ?? '' };
}

// --- Enrolling and dismissing (001 §2.7, §7) --------------------------------------------------------------

export const triageOptionsSchema = z.object({
  details: z.string().max(2_000).default(''),
  date: calendarDaySchema,
  capture: captureSourceSchema,
  source: oneLineText().min(1).max(60),
});
export type TriageOptions = z.infer<typeof triageOptionsSchema>;

/**
 * A channel a recruiter may choose (001 §3 'Channel'): the list with the configured provider name, or with the
 * default one (the screens offer `candidateChannels()` with the default name).
 */
export function isCandidateChannel(value: string, providerName: string = DEFAULT_PROVIDER_NAME): boolean {
  return candidateChannels(providerName).includes(value) || candidateChannels().includes(value);
}

export const TRIAGE_RULE_CODES = ['ENTRY_DATE_IN_FUTURE', 'INVALID_CHANNEL'] as const;
export type TriageRuleCode = (typeof TRIAGE_RULE_CODES)[number];

/**
 * Enrolling or making a candidate (001 §2.7, §3), as the modal allows: the entry day not after today (a future
 * step-0 day would put every later stage out of chronological order) and the channel one of the list.
 */
export function checkTriageOptions(
  triage: Pick<TriageOptions, 'date' | 'source'>,
  today: string,
  providerName: string = DEFAULT_PROVIDER_NAME,
): { code: TriageRuleCode } | null {
  if (triage.date > today) return { code: 'ENTRY_DATE_IN_FUTURE' };
  if (!isCandidateChannel(triage.source, providerName)) return { code: 'INVALID_CHANNEL' };
  return null;
}

export const sendInviteBodySchema = z.object({
  profissionalId: oneLineText().min(1).max(100),
  profissionalEmail: oneLineText().max(320).optional(),
  profissionalNome: oneLineText().max(200).optional(),
  profissionalTel: oneLineText().max(60).optional(),
  activeLanguage: z.enum(LANGUAGES).optional(),
  notificationsSettings: z.unknown().optional(),
});

export const dismissBodySchema = z.object({
  _usuario: z.object({ _id: z.string().min(1).max(100) }),
  type: z.enum(['dispensar-triado', 'dispensar-candidato', 'dispensar-trido']),
  activeLanguage: z.enum(LANGUAGES).optional(),
  sendDispensedMail: z.boolean().default(false),
  byRh: z.boolean().optional(),
});

export const dismissAllBodySchema = z.object({
  activeLanguage: z.enum(LANGUAGES).optional(),
  sendDispensedMail: z.boolean().default(false),
  allProfessionals: z.unknown().optional(),
});

/** POST opportunity/{id}/final-dispense: the candidates to dismiss; only those without a victory date are. */
export const finalDispenseBodySchema = z.object({
  users: z.array(z.string().min(1).max(100)).max(2_000),
});

/**
 * GET opportunity/{id}/get-statistics-dismissed-professionals (001 §7; its answer is not shown, so designed here):
 * how many of the opportunity's professionals are dismissed, enrolled and candidates apart, and how many candidates
 * 'Dispensar candidatos sem vitória' (final-dispense) would still dismiss — open, with no victory date.
 */
export const dismissedStatisticsSchema = z.object({
  dismissed: z.number().int(),
  dismissedEnrolled: z.number().int(),
  dismissedCandidates: z.number().int(),
  candidatesWithoutVictory: z.number().int(),
});
export type DismissedStatistics = z.infer<typeof dismissedStatisticsSchema>;

export const selectionMessageSchema = z.object({
  message: z.string(),
  code: z.string(),
  count: z.number().int().optional(),
});
export type SelectionMessage = z.infer<typeof selectionMessageSchema>;

// --- The enrolled and candidates tabs (001 §2.6, §9) ------------------------------------------------------

export interface ParticipantLine {
  userId: string;
  adherence: number;
  createdAt: Date | string;
  isPcd: boolean;
  isTalent: boolean;
  byRh: boolean;
  statusCurrent: number;
  recruiterId: string | null;
  steps: readonly { key: number; meetsTheRequirements?: number | null }[];
}

const time = (value: Date | string) => new Date(value).getTime();

/** Orders a tab's lines by an order key; ties go by adherence, then by id, so pages never overlap. */
export function orderParticipants<T extends ParticipantLine>(
  lines: readonly T[],
  order: ApplicantsOrder,
): T[] {
  const byAdherence = (a: T, b: T) => b.adherence - a.adherence || a.userId.localeCompare(b.userId);
  const flagFirst = (flag: (line: T) => boolean) => (a: T, b: T) =>
    Number(flag(b)) - Number(flag(a)) || byAdherence(a, b);
  const compare: Record<ApplicantsOrder, (a: T, b: T) => number> = {
    0: byAdherence,
    1: (a, b) => time(a.createdAt) - time(b.createdAt) || byAdherence(a, b),
    2: (a, b) => time(b.createdAt) - time(a.createdAt) || byAdherence(a, b),
    3: flagFirst((line) => line.isPcd),
    4: flagFirst((line) => line.isTalent),
  };
  return [...lines].sort(compare[order]);
}

export interface CandidateFilter {
  stage: number;
  status: number;
  /** A recruiter's id, or '-1' / '99' for all. */
  responsible: string;
}

export const ALL_RESPONSIBLES = ['-1', '99'] as const;

/** The candidates tab's filters: current stage (DECISIONS), status and the recruiter who made them candidates. */
export function filterCandidates<T extends ParticipantLine>(
  lines: readonly T[],
  filter: CandidateFilter,
  stageOf: (steps: T['steps']) => number,
): T[] {
  return lines.filter(
    (line) =>
      (filter.stage === 99 || stageOf(line.steps) === filter.stage) &&
      (filter.status === 99 || line.statusCurrent === filter.status) &&
      ((ALL_RESPONSIBLES as readonly string[]).includes(filter.responsible) ||
        line.recruiterId === filter.responsible),
  );
}

/** The enrolled tab's filter: by a recruiter (0) or own (1). */
export function filterEnrolled<T extends ParticipantLine>(lines: readonly T[], filter: number): T[] {
  if (filter === ENROLLED_FILTER.selectedByRh) return lines.filter((line) => line.byRh);
  if (filter === ENROLLED_FILTER.ownApplications) return lines.filter((line) => !line.byRh);
  return [...lines];
}

export const participantsResponseSchema = z.object({
  usersList: z.array(professionalCardItemSchema),
  /** How many lines the filters keep (the pages' total). */
  total: z.number().int(),
  /** Tab counters: enrolled and candidates, unfiltered. */
  triadosTotal: z.number().int(),
  candidatosTotal: z.number().int(),
  title: z.string(),
  isFinished: z.boolean(),
});
export type ParticipantsResponse = z.infer<typeof participantsResponseSchema>;

/** GET opportunity/{id}/all-candidates: every candidate, light, for the candidate kanban (001 §4). */
export const kanbanCandidateSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  userImageUrl: z.string().nullable(),
  nivelAderencia: z.number().int(),
  statusCurrent: z.number().int(),
  stage: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  deleted: z.boolean(),
});
export type KanbanCandidate = z.infer<typeof kanbanCandidateSchema>;
export const allCandidatesResponseSchema = z.object({
  title: z.string(),
  label: z.enum(['1', '2']),
  candidates: z.array(kanbanCandidateSchema),
});
export type AllCandidatesResponse = z.infer<typeof allCandidatesResponseSchema>;

/**
 * POST opportunity/addProfessionalPreRegisterToRegisteredInOpportunity and …ToCandidateInOpportunity (001 §7):
 * a pre-registered professional enrolled in, or made a candidate of, an opportunity. `password` and `recruiter`
 * are the contract's and ignored (the caller is the recruiter; the professional chooses a password by the link).
 */
const refSchema = z
  .union([z.string().min(1).max(100), z.object({ _id: z.string().min(1).max(100) })])
  .transform((value) => (typeof value === 'string' ? value : value._id));
export const addPreRegisteredBodySchema = z.object({
  user: refSchema,
  opportunity: refSchema,
  password: z.unknown().optional(),
  recruiter: z.unknown().optional(),
  triageRecruitmentOptions: triageOptionsSchema.optional(),
});
export type AddPreRegisteredBody = z.input<typeof addPreRegisteredBodySchema>;

/**
 * POST opportunity/{id}/escolher-profissional (001 §7 {professionalId, professionalStatus}; 002 §4 'Selection
 * toggle: the professional status flips on each click of "Não comunicar encerramento"'): `professionalStatus` is the
 * card's `isSelected`, true when the box is ticked, i.e. finishing the opportunity does not e-mail this professional.
 */
export const chooseProfessionalBodySchema = z.object({
  professionalId: z.string().min(1).max(100),
  professionalStatus: z.boolean(),
});
export type ChooseProfessionalBody = z.input<typeof chooseProfessionalBodySchema>;
export const chooseProfessionalResponseSchema = z.object({
  professionalId: z.string(),
  professionalStatus: z.boolean(),
  notifyOnFinish: z.boolean(),
});

/**
 * POST opportunity/{id}/changeStatusPreRegister (001 §7, payload not shown; designed): a pre-registered
 * professional's place in the opportunity, by the pre-register type of 001 §3: 'registered' (enrolled) or
 * 'candidate'. The conversions of addProfessionalPreRegisterTo…; `triageRecruitmentOptions` as theirs.
 */
export const changeStatusPreRegisterBodySchema = z.object({
  user: refSchema,
  type: z.enum(PRE_REGISTER_TYPES),
  triageRecruitmentOptions: triageOptionsSchema.optional(),
});
export type ChangeStatusPreRegisterBody = z.input<typeof changeStatusPreRegisterBodySchema>;

/** POST opportunity/{id}/change-finish-notice (designed): 'Não comunicar encerramento' on a card (001 §2.7). */
export const finishNoticeBodySchema = z.object({
  candidate: z.string().min(1).max(100),
  notifyOnFinish: z.boolean(),
});
export type FinishNoticeBody = z.input<typeof finishNoticeBodySchema>;
