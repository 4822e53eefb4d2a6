import {
  type AllCandidatesResponse,
  type ApplicantsOrder,
  type BecomeCandidateResponse,
  CANDIDATE_STATUS,
  type CandidateEntry,
  type CandidatureState,
  type ChangeInfoBody,
  type ChangeStepBody,
  captureSourceSchema,
  changeInfoBodySchema,
  changeStepBodySchema,
  checkCandidatureEditable,
  checkInfoChange,
  checkStagesChange,
  checkTriageOptions,
  currentStage,
  DISMISS_TYPES,
  type DismissedStatistics,
  type DismissType,
  entryStepOf,
  fileUrlOf,
  filterCandidates,
  filterEnrolled,
  isCandidateChannel,
  isChannelActive,
  isLanguage,
  type Language,
  NOTIFICATION_CHANNELS,
  normalizeDismissType,
  normalizeStages,
  orderParticipants,
  type ParticipantsResponse,
  type SelectionMessage,
  type SelectionRuleFailure,
  type StageEntry,
  type TriageOptions,
} from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import { setActor, withActor } from '../../db/actor';
import type { CandidateStep } from '../../db/schema';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { translateMessage } from '../../lib/messages';
import { badgesOf } from '../../lib/professional-badges';
import { sanitizeRichText } from '../../lib/rich-text';
import { recordAutomaticEvent, recordAutomaticEvents } from '../feed';
import { sendTemplateMail } from '../mail';
import { professionalCards, requestProfessionalMatch } from '../matching';
import * as repository from './selection.repository';

type Ctx = Pick<AppContext, 'database' | 'queue' | 'mailer' | 'config'>;
type ReadCtx = Pick<AppContext, 'database' | 'queue'>;
type WriteCtx = Pick<AppContext, 'database' | 'queue' | 'config'>;

/**
 * "Today" for the date rules: the calendar day in the easternmost time zone (UTC+14), so a recruiter anywhere
 * (Brazil, Europe, the USA) may use their own today and never a later day. The browser checks with its own day.
 */
export function selectionToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

const dayOf = (value: Date | string | null | undefined): string | null =>
  value ? new Date(value).toISOString().slice(0, 10) : null;

async function requireOpportunity(ctx: ReadCtx, id: string): Promise<repository.SelectionOpportunity> {
  const row = await repository.findOpportunity(ctx.database.db, id);
  if (!row) throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
  return row;
}

// --- Tabs ----------------------------------------------------------------------------------------------

interface PageInput {
  pageSize: number;
  page: number;
  order: ApplicantsOrder;
}

async function pageOf(
  ctx: ReadCtx,
  opportunity: repository.SelectionOpportunity,
  kept: repository.ParticipantRow[],
  input: PageInput,
  totals: { triadosTotal: number; candidatosTotal: number },
): Promise<ParticipantsResponse> {
  const ordered = orderParticipants(kept, input.order);
  const slice = ordered.slice((input.page - 1) * input.pageSize, input.page * input.pageSize);
  const usersList = await professionalCards(
    ctx,
    opportunity,
    slice.map((line) => ({ userId: line.userId, adherence: line.adherence })),
  );
  return {
    usersList,
    total: kept.length,
    ...totals,
    title: opportunity.titulo,
    isFinished: opportunity.isFinished,
  };
}

/** One tab's lines, and both tabs' counters. */
async function linesOf(ctx: ReadCtx, opportunityId: string, kind: 'enrolled' | 'candidate') {
  const [lines, counted] = await Promise.all([
    repository.participants(ctx.database.db, opportunityId, kind),
    repository.countKinds(ctx.database.db, opportunityId),
  ]);
  return { lines, totals: { triadosTotal: counted.enrolled, candidatosTotal: counted.candidate } };
}

/** GET opportunity/{id}/enrolled/{pageSize}/{page}/{filter}/{order} (001 §2.6, §7, §9). */
export async function listEnrolled(
  ctx: ReadCtx,
  opportunityId: string,
  input: PageInput & { filter: number },
): Promise<ParticipantsResponse> {
  const opportunity = await requireOpportunity(ctx, opportunityId);
  const { lines, totals } = await linesOf(ctx, opportunityId, 'enrolled');
  return pageOf(ctx, opportunity, filterEnrolled(lines, input.filter), input, totals);
}

/** GET opportunity/{id}/candidates/{pageSize}/{page}/{step}/{status}/{origin}/{order}/{responsible} (001 §7). */
export async function listCandidates(
  ctx: ReadCtx,
  opportunityId: string,
  input: PageInput & { stage: number; status: number; origin: number; responsible: string },
): Promise<ParticipantsResponse> {
  const opportunity = await requireOpportunity(ctx, opportunityId);
  const { lines, totals } = await linesOf(ctx, opportunityId, 'candidate');
  const kept = filterEnrolled(
    filterCandidates(lines, input, (steps) => currentStage(steps)),
    input.origin,
  );
  return pageOf(ctx, opportunity, kept, input, totals);
}

/** GET opportunity/{id}/all-candidates: every candidate in their current stage, for the candidate kanban. */
export async function allCandidates(ctx: ReadCtx, opportunityId: string): Promise<AllCandidatesResponse> {
  const opportunity = await requireOpportunity(ctx, opportunityId);
  const lines = await repository.participants(ctx.database.db, opportunityId, 'candidate');
  return {
    title: opportunity.titulo,
    label: opportunity.label,
    candidates: orderParticipants(lines, 0).map((line) => ({
      userId: line.userId,
      displayName: line.displayName,
      userImageUrl: line.userImageFileId ? fileUrlOf(line.userImageFileId) : null,
      nivelAderencia: line.adherence,
      statusCurrent: line.statusCurrent,
      stage: currentStage(line.steps),
      deleted: line.deleted,
    })),
  };
}

// --- Candidature progress -------------------------------------------------------------------------------

function stagesOf(steps: readonly CandidateStep[]): StageEntry[] {
  const stages: StageEntry[] = [];
  for (const step of steps) {
    if (step.key < 1 || step.key > 4) continue;
    stages.push({
      key: step.key as 1 | 2 | 3 | 4,
      meetsTheRequirements: step.meetsTheRequirements ?? null,
      date: dayOf(step.date),
      details: step.details ?? '',
    });
  }
  return normalizeStages(stages);
}

type Found = NonNullable<Awaited<ReturnType<typeof repository.findCandidature>>>;

function entryOf(found: Found, opportunity: repository.SelectionOpportunity): CandidateEntry {
  const row = found.candidature;
  return {
    _id: row.id,
    opportunityId: row.opportunityId,
    userId: row.userId,
    displayName: found.displayName,
    deleted: found.deleted,
    kind: row.kind,
    status: { current: row.statusCurrent, history: row.statusHistory },
    capture: row.capture,
    source: row.source,
    recruiter: row.recruiterId ? { _id: row.recruiterId, displayName: found.recruiterName ?? '' } : null,
    entry: entryStepOf(row.steps),
    steps: stagesOf(row.steps),
    dateVictory: dayOf(row.dateVictory),
    dateRefused: dayOf(row.dateRefused),
    dateQuit: dayOf(row.dateQuit),
    createdAt: row.createdAt.toISOString(),
    nivelAderencia: row.nivelAderencia,
    byRH: row.byRh,
    version: row.version,
    opportunityLabel: opportunity.label,
    opportunityTitle: opportunity.titulo,
    // 002 §6 by the one rule; the evaluations module's list goes here once this answer carries it.
    badges: found.deleted ? [] : badgesOf(found, []),
  };
}

function stateOf(entry: CandidateEntry): CandidatureState {
  return {
    opportunityLabel: entry.opportunityLabel,
    statusCurrent: entry.status.current,
    entryDate: entry.entry.date,
    steps: entry.steps,
    dateVictory: entry.dateVictory,
    dateRefused: entry.dateRefused,
    dateQuit: entry.dateQuit,
  };
}

async function load(ctx: ReadCtx, opportunityId: string, userId: string) {
  const opportunity = await requireOpportunity(ctx, opportunityId);
  const found = await repository.findCandidature(ctx.database.db, opportunityId, userId);
  if (!found) throw new AppError(404, 'CANDIDATURE_NOT_FOUND');
  return { opportunity, found, entry: entryOf(found, opportunity) };
}

/**
 * The candidature the progress screen's saves change: only a candidate whose account exists (400
 * CANDIDATURE_NOT_CANDIDATE, 400 CANDIDATE_ACCOUNT_DELETED), checked before the version and every rule.
 */
async function loadEditable(ctx: ReadCtx, opportunityId: string, userId: string) {
  const loaded = await load(ctx, opportunityId, userId);
  const guard = checkCandidatureEditable(loaded.entry);
  if (guard) throw new AppError(400, guard.code);
  return loaded;
}

/** GET opportunity/{id}/candidature/{userId}: the candidature progress screen's data (001 §2.8). */
export async function candidatureOf(
  ctx: ReadCtx,
  opportunityId: string,
  userId: string,
): Promise<CandidateEntry> {
  return (await load(ctx, opportunityId, userId)).entry;
}

function refuse(failure: SelectionRuleFailure, language: Language): never {
  const params = { ...failure.params };
  for (const key of ['from', 'to']) {
    const day = params[key];
    if (day) params[key] = formatDay(day, language);
  }
  throw new AppError(400, failure.code, params);
}

/** DD/MM/YYYY in Portuguese, MM/DD/YYYY in American English (the screens' formats). */
export function formatDay(day: string, language: Language): string {
  const [year, month, date] = day.split('-');
  return language === 'en-US' ? `${month}/${date}/${year}` : `${date}/${month}/${year}`;
}

async function stale(ctx: ReadCtx, opportunityId: string, userId: string): Promise<never> {
  const fresh = (await load(ctx, opportunityId, userId)).entry;
  throw new AppError(409, 'CANDIDATURE_CHANGED', {}, { candidate: fresh });
}

/**
 * POST opportunity/{id}/change-step-candidate (001 §4, §5): stages 1–4 with result, day and note; a cleared stage
 * wipes the later ones. Refused with the fresh state when somebody saved since `version` was read.
 */
export async function changeSteps(
  ctx: ReadCtx,
  caller: CurrentUser,
  opportunityId: string,
  body: ChangeStepBody,
  language: Language,
): Promise<CandidateEntry> {
  const input = changeStepBodySchema.parse(body);
  const { found, entry } = await loadEditable(ctx, opportunityId, input.candidate);
  if (entry.version !== input.version) return stale(ctx, opportunityId, input.candidate);
  const next = normalizeStages(input.steps).map((stage) => ({
    ...stage,
    details: sanitizeRichText(stage.details),
  }));
  const failure = checkStagesChange(stateOf(entry), next);
  if (failure) refuse(failure, language);
  const entryStep = found.candidature.steps.filter((step) => step.key === 0);
  const steps: CandidateStep[] = [
    ...entryStep,
    ...next.map((stage) => ({
      key: stage.key,
      date: stage.date,
      meetsTheRequirements: stage.meetsTheRequirements ?? undefined,
      details: stage.details,
      user: caller.id,
      isChecked: true,
    })),
  ];
  const saved = await withActor(ctx.database.db, caller.id, (tx) =>
    repository.updateIfVersion(tx, entry._id, input.version, { steps }),
  );
  if (!saved) return stale(ctx, opportunityId, input.candidate);
  await recordAutomaticEvent(ctx.database.db, {
    professionalId: entry.userId,
    kind: 'stage-changed',
    actorId: caller.id,
    opportunityId,
  });
  return (await load(ctx, opportunityId, input.candidate)).entry;
}

/**
 * POST opportunity/{id}/change-info-candidate (001 §4, §5): status (with its day for the final ones), capture
 * and channel (a new one from the list), all locked as the screen locks them (checkInfoChange). Selecting makes
 * the professional a member of the provider's programme and counts a victory (a position filled); refusing counts
 * a defeat. Every status change goes into the history.
 */
export async function changeInfo(
  ctx: WriteCtx,
  opportunityId: string,
  body: ChangeInfoBody,
  language: Language,
  today = selectionToday(),
  actorId: string | null = null,
): Promise<CandidateEntry> {
  const input = changeInfoBodySchema.parse(body);
  const { entry } = await loadEditable(ctx, opportunityId, input.candidate);
  if (entry.version !== input.version) return stale(ctx, opportunityId, input.candidate);
  const statusChanged = input.status !== entry.status.current;
  const failure = checkInfoChange(stateOf(entry), input, today);
  if (failure) refuse(failure, language);
  // A new channel is one of the list (001 §3); a stored one outside it (older data) may be kept as it is.
  if (
    input.source !== undefined &&
    input.source !== null &&
    input.source !== entry.source &&
    !isCandidateChannel(input.source, ctx.config.providerName)
  ) {
    throw new AppError(400, 'INVALID_CHANNEL');
  }
  const status = input.status;
  const day =
    status === CANDIDATE_STATUS.selected
      ? (input.dateVictory ?? null)
      : status === CANDIDATE_STATUS.refused
        ? (input.dateRefused ?? null)
        : status === CANDIDATE_STATUS.quit
          ? (input.dateQuit ?? null)
          : null;
  const db = ctx.database.db;
  const saved = await db.transaction(async (tx) => {
    const txDb = tx as unknown as typeof db;
    if (actorId) await setActor(txDb, actorId);
    const row = await repository.updateIfVersion(txDb, entry._id, input.version, {
      capture: input.capture === undefined ? entry.capture : input.capture,
      source: input.source === undefined ? entry.source : input.source,
      ...(statusChanged
        ? {
            statusCurrent: status,
            statusHistory: [...entry.status.history, { status, date: day ?? today }],
            dateVictory: status === CANDIDATE_STATUS.selected && day ? new Date(`${day}T12:00:00Z`) : null,
            dateRefused: status === CANDIDATE_STATUS.refused && day ? new Date(`${day}T12:00:00Z`) : null,
            dateQuit: status === CANDIDATE_STATUS.quit && day ? new Date(`${day}T12:00:00Z`) : null,
          }
        : {}),
    });
    if (!row) return null;
    if (statusChanged && status === CANDIDATE_STATUS.selected) {
      await repository.recordVictory(txDb, opportunityId, entry.userId);
    }
    if (statusChanged && status === CANDIDATE_STATUS.refused && day) {
      await repository.recordDefeat(txDb, opportunityId, day);
    }
    if (statusChanged) {
      await recordAutomaticEvent(txDb, {
        professionalId: entry.userId,
        kind: 'status-changed',
        actorId,
        opportunityId,
      });
    }
    return row;
  });
  if (!saved) return stale(ctx, opportunityId, input.candidate);
  return (await load(ctx, opportunityId, input.candidate)).entry;
}

// --- Enrolling, inviting, dismissing ----------------------------------------------------------------------

const languageOf = (value: string, fallback: Language): Language => (isLanguage(value) ? value : fallback);

/**
 * POST opportunity/{id}/becomeCandidate by a recruiter (001 §2.7, §7; 002 §7.5): conversionType 'inscribe' enrols
 * the professional (Registrado), 'candidate' makes them a candidate (Concorrendo), with the recruiter's capture,
 * channel, day and details as step 0. An enrolled professional made a candidate keeps their row and history.
 */
export async function enrolByRecruiter(
  ctx: WriteCtx,
  caller: CurrentUser,
  opportunityId: string,
  input: { userId: string; conversionType: 'inscribe' | 'candidate'; triage: TriageOptions },
  language: Language,
): Promise<BecomeCandidateResponse> {
  const db = ctx.database.db;
  const opportunity = await requireOpportunity(ctx, opportunityId);
  if (opportunity.isFinished) throw new AppError(409, 'OPPORTUNITY_NOT_AVAILABLE');
  // The modal's own limits (001 §2.7, §3): no entry day after today, a channel of the list.
  const triageFailure = checkTriageOptions(input.triage, selectionToday(), ctx.config.providerName);
  if (triageFailure) throw new AppError(400, triageFailure.code);
  const person = await repository.findPerson(db, input.userId);
  if (!person || person.deletedAt) throw new AppError(404, 'PROFESSIONAL_NOT_FOUND');
  if (person.roles.some((role) => role === 'rh' || role === 'rh_manager')) {
    throw new AppError(403, 'RECRUITERS_CANNOT_APPLY');
  }
  const asCandidate = input.conversionType === 'candidate';
  const status = asCandidate ? CANDIDATE_STATUS.competing : CANDIDATE_STATUS.registered;
  const step: CandidateStep = {
    key: 0,
    date: input.triage.date,
    capture: input.triage.capture,
    source: input.triage.source,
    details: sanitizeRichText(input.triage.details),
    user: caller.id,
  };
  const existing = await repository.findCandidature(db, opportunityId, input.userId);
  let candidatureId: string;
  if (!existing) {
    const created = await withActor(db, caller.id, (tx) =>
      repository.insertCandidature(tx, {
        opportunityId,
        userId: input.userId,
        kind: asCandidate ? 'candidate' : 'enrolled',
        statusCurrent: status,
        statusHistory: [{ status, date: input.triage.date }],
        capture: input.triage.capture,
        source: input.triage.source,
        recruiterId: caller.id,
        byRh: true,
        steps: [step],
      }),
    );
    if (!created)
      throw new AppError(
        409,
        asCandidate ? 'PROFESSIONAL_ALREADY_CANDIDATE' : 'PROFESSIONAL_ALREADY_ENROLLED',
      );
    candidatureId = created.id;
  } else {
    const row = existing.candidature;
    if (row.kind === 'candidate') throw new AppError(409, 'PROFESSIONAL_ALREADY_CANDIDATE');
    if (!asCandidate) throw new AppError(409, 'PROFESSIONAL_ALREADY_ENROLLED');
    if (row.statusCurrent === CANDIDATE_STATUS.dismissed) throw new AppError(409, 'CANDIDATE_DISMISSED');
    const saved = await withActor(db, caller.id, (tx) =>
      repository.updateIfVersion(tx, row.id, row.version, {
        kind: 'candidate',
        statusCurrent: status,
        statusHistory: [...row.statusHistory, { status, date: input.triage.date }],
        capture: input.triage.capture,
        source: input.triage.source,
        recruiterId: caller.id,
        byRh: true,
        steps: [step, ...row.steps.filter((s) => s.key !== 0)],
      }),
    );
    if (!saved) throw new AppError(409, 'CANDIDATURE_CHANGED');
    candidatureId = saved.id;
  }
  await recordAutomaticEvent(db, {
    professionalId: input.userId,
    kind: asCandidate ? 'made-candidate' : 'enrolled',
    actorId: caller.id,
    opportunityId,
  });
  // The candidature's adherence is the engine's: the professional's match writes it.
  await requestProfessionalMatch(ctx, input.userId);
  const code = asCandidate ? ('MADE_CANDIDATE_BY_RH' as const) : ('ENROLLED_BY_RH' as const);
  return { message: translateMessage(code, language), code, opportunityId, candidatureId };
}

/**
 * The conversions of a pre-registered professional (001 §4 "Pre-registered professionals can be … enrolled … or made
 * candidates"): the same enrolment, refused for anyone who is not pre-registered (NOT_PRE_REGISTERED). Without the
 * recruiter's triage options, step 0 reads capture Busca, channel Outros, today.
 */
export async function addPreRegistered(
  ctx: WriteCtx,
  caller: CurrentUser,
  input: {
    userId: string;
    opportunityId: string;
    conversionType: 'inscribe' | 'candidate';
    triage?: TriageOptions;
  },
  language: Language,
): Promise<BecomeCandidateResponse> {
  const person = await repository.findPerson(ctx.database.db, input.userId);
  if (!person || person.deletedAt) throw new AppError(404, 'PROFESSIONAL_NOT_FOUND');
  if (!person.preRegister) throw new AppError(409, 'NOT_PRE_REGISTERED');
  const triage = input.triage ?? { capture: 'Busca', source: 'Outros', date: selectionToday(), details: '' };
  return enrolByRecruiter(
    ctx,
    caller,
    input.opportunityId,
    { userId: input.userId, conversionType: input.conversionType, triage },
    language,
  );
}

function mayEmail(person: {
  notificationsSettings: Parameters<typeof isChannelActive>[0];
  deletedAt: Date | null;
}) {
  return (
    person.deletedAt === null && isChannelActive(person.notificationsSettings, NOTIFICATION_CHANNELS.email)
  );
}

/** POST opportunity/{id}/sendInvite (001 §2.7, §5): only with e-mail notifications and the E-mail channel on. */
export async function sendInvite(
  ctx: Ctx,
  opportunityId: string,
  professionalId: string,
  language: Language,
): Promise<SelectionMessage> {
  const opportunity = await requireOpportunity(ctx, opportunityId);
  const person = await repository.findPerson(ctx.database.db, professionalId);
  if (!person || person.deletedAt) throw new AppError(404, 'PROFESSIONAL_NOT_FOUND');
  if (!mayEmail(person)) throw new AppError(400, 'INVITE_NOT_ALLOWED');
  await sendTemplateMail(ctx, {
    to: person.email,
    template: 'invitation',
    language: languageOf(person.preferredLanguage, 'pt-BR'),
    data: {
      firstName: person.firstName,
      link: `${ctx.config.publicUrl}/opportunity/${opportunity.id}`,
      opportunityTitle: opportunity.titulo,
    },
  });
  return { message: translateMessage('INVITE_SENT', language), code: 'INVITE_SENT' };
}

/** Each dismissal is a status change in the professional's feed (issue 23). */
async function recordDismissals(ctx: Ctx, opportunityId: string, userIds: string[], actorId: string | null) {
  await recordAutomaticEvents(
    ctx.database.db,
    userIds.map((professionalId) => ({
      professionalId,
      kind: 'status-changed' as const,
      actorId,
      opportunityId,
    })),
  );
}

async function mailDismissed(ctx: Ctx, opportunity: repository.SelectionOpportunity, userIds: string[]) {
  let sent = 0;
  for (const person of await repository.recipients(ctx.database.db, userIds)) {
    if (!mayEmail(person)) continue;
    await sendTemplateMail(ctx, {
      to: person.email,
      template: 'dismissed',
      language: languageOf(person.preferredLanguage, 'pt-BR'),
      data: {
        firstName: person.firstName,
        link: `${ctx.config.publicUrl}/search`,
        opportunityTitle: opportunity.titulo,
      },
    });
    sent += 1;
  }
  return sent;
}

/**
 * POST opportunity/{id}/dispenseTriaged (001 §2.7, §4; DECISIONS 'Dismissing'): dismisses one enrolled
 * professional ('dispensar-triado') or candidate ('dispensar-candidato'), optionally with the e-mail.
 */
export async function dismissOne(
  ctx: Ctx,
  opportunityId: string,
  input: { userId: string; type: string; sendMail: boolean },
  language: Language,
  actorId: string | null = null,
): Promise<SelectionMessage> {
  const opportunity = await requireOpportunity(ctx, opportunityId);
  const type = normalizeDismissType(input.type) as DismissType;
  const found = await repository.findCandidature(ctx.database.db, opportunityId, input.userId);
  const kind = type === DISMISS_TYPES.candidate ? 'candidate' : 'enrolled';
  if (!found || found.candidature.kind !== kind) throw new AppError(404, 'CANDIDATURE_NOT_FOUND');
  if (found.candidature.statusCurrent === CANDIDATE_STATUS.dismissed)
    throw new AppError(409, 'CANDIDATE_DISMISSED');
  const dismissed = await repository.dismissMany(
    ctx.database.db,
    opportunityId,
    { kind, userIds: [input.userId] },
    selectionToday(),
    actorId,
  );
  if (dismissed.length === 0) throw new AppError(409, 'CANDIDATE_STATUS_LOCKED');
  await recordDismissals(ctx, opportunityId, dismissed, actorId);
  const mailed = input.sendMail ? await mailDismissed(ctx, opportunity, dismissed) : 0;
  const code = mailed > 0 ? 'DISMISSAL_MAIL_SENT' : 'CANDIDATE_DISMISSED_OK';
  return { message: translateMessage(code, language), code, count: dismissed.length };
}

/** POST opportunity/{id}/dispenseAllTriaged (001 §4): every enrolled professional still open, optionally mailed. */
export async function dismissAllEnrolled(
  ctx: Ctx,
  opportunityId: string,
  sendMail: boolean,
  language: Language,
  actorId: string | null = null,
): Promise<SelectionMessage> {
  const opportunity = await requireOpportunity(ctx, opportunityId);
  const dismissed = await repository.dismissMany(
    ctx.database.db,
    opportunityId,
    { kind: 'enrolled' },
    selectionToday(),
    actorId,
  );
  await recordDismissals(ctx, opportunityId, dismissed, actorId);
  if (sendMail) await mailDismissed(ctx, opportunity, dismissed);
  return {
    message: translateMessage('ALL_ENROLLED_DISMISSED', language),
    code: 'ALL_ENROLLED_DISMISSED',
    count: dismissed.length,
  };
}

/** POST opportunity/{id}/final-dispense (001 §4): the named candidates without a victory date. */
export async function finalDispense(
  ctx: Ctx,
  opportunityId: string,
  userIds: string[],
  language: Language,
  actorId: string | null = null,
): Promise<SelectionMessage> {
  await requireOpportunity(ctx, opportunityId);
  const dismissed = await repository.dismissMany(
    ctx.database.db,
    opportunityId,
    { kind: 'candidate', userIds, withoutVictory: true },
    selectionToday(),
    actorId,
  );
  await recordDismissals(ctx, opportunityId, dismissed, actorId);
  return {
    message: translateMessage('CANDIDATES_DISMISSED', language),
    code: 'CANDIDATES_DISMISSED',
    count: dismissed.length,
  };
}

/** GET opportunity/{id}/get-statistics-dismissed-professionals (001 §7): the opportunity's dismissal counts. */
export async function dismissedStatistics(ctx: ReadCtx, opportunityId: string): Promise<DismissedStatistics> {
  await requireOpportunity(ctx, opportunityId);
  return repository.dismissedStatistics(ctx.database.db, opportunityId);
}

/**
 * POST opportunity/{id}/change-finish-notice: sets 'Não comunicar encerramento' on a candidature, so finishing the
 * opportunity with 'notify all' leaves this professional out. Not a stage or status change: no version, no kanban rule.
 */
export async function changeFinishNotice(
  ctx: ReadCtx,
  opportunityId: string,
  userId: string,
  notifyOnFinish: boolean,
): Promise<{ notifyOnFinish: boolean }> {
  const { entry } = await load(ctx, opportunityId, userId);
  // A deleted user's card has no actions ('Cadastro excluído', 001 §2.7).
  if (entry.deleted) throw new AppError(400, 'CANDIDATE_ACCOUNT_DELETED');
  await repository.setFinishNotice(ctx.database.db, entry._id, notifyOnFinish);
  return { notifyOnFinish };
}

/**
 * POST opportunity/{id}/escolher-profissional (001 §7; 002 §4 'Selection toggle'): the contract's call for 'Não
 * comunicar encerramento'. `professionalStatus` true (the box ticked, the card's `isSelected`) means finishing the
 * opportunity sends this professional no e-mail; the same flag as change-finish-notice.
 */
export async function chooseProfessional(
  ctx: ReadCtx,
  opportunityId: string,
  professionalId: string,
  professionalStatus: boolean,
): Promise<{ professionalId: string; professionalStatus: boolean; notifyOnFinish: boolean }> {
  const { notifyOnFinish } = await changeFinishNotice(
    ctx,
    opportunityId,
    professionalId,
    !professionalStatus,
  );
  return { professionalId, professionalStatus, notifyOnFinish };
}

/**
 * POST opportunity/{id}/changeStatusPreRegister (001 §7, payload not shown): puts a pre-registered professional in
 * the opportunity as the pre-register type says (001 §3): 'registered' enrols, 'candidate' makes a candidate (an
 * enrolled one keeps the row and history), with the conversions' rules (NOT_PRE_REGISTERED, already enrolled or a
 * candidate, dismissed). Without triage options an enrolled professional keeps their entry (capture, channel, day,
 * details) where the list still offers it; anyone else gets the conversions' default (Busca, Outros, today).
 */
export async function changeStatusPreRegister(
  ctx: WriteCtx,
  caller: CurrentUser,
  opportunityId: string,
  input: { userId: string; type: 'registered' | 'candidate'; triage?: TriageOptions },
  language: Language,
): Promise<BecomeCandidateResponse> {
  await requireOpportunity(ctx, opportunityId);
  let triage = input.triage;
  if (!triage) {
    const found = await repository.findCandidature(ctx.database.db, opportunityId, input.userId);
    const step = found?.candidature.steps.find((item) => item.key === 0);
    const today = selectionToday();
    if (found && step) {
      const row = found.candidature;
      const capture = row.capture ?? step.capture;
      const source = row.source ?? step.source ?? '';
      const date = dayOf(step.date);
      triage = {
        capture: captureSourceSchema.safeParse(capture).data ?? 'Busca',
        source: isCandidateChannel(source, ctx.config.providerName) ? source : 'Outros',
        date: date && date <= today ? date : today,
        details: step.details ?? '',
      };
    }
  }
  return addPreRegistered(
    ctx,
    caller,
    {
      userId: input.userId,
      opportunityId,
      conversionType: input.type === 'candidate' ? 'candidate' : 'inscribe',
      triage,
    },
    language,
  );
}
