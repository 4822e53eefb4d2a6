import {
  type CompatibleOpportunity,
  type CompatiblesResponse,
  contactsForRecruiter,
  explainMatch,
  fileUrlOf,
  isCompatible,
  isLocationEligible,
  MAX_SKILL_TIPS,
  type MatchPlace,
  type MatchStatus,
  type OpportunityCandidate,
  type ProfessionalCardItem,
  toApplicationCriterion,
  toCardExplanation,
} from '@mosaico/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { badgesOf } from '../../lib/professional-badges';
import { cardEvaluationsByProfessional } from '../evaluations';
import {
  allOpportunityIds,
  anyOpportunityRequested,
  type CompatiblesOrderKey,
  candidaturesOf,
  compatibleOpportunities,
  compatiblesPage,
  countCompatibles,
  cvTextOf,
  findOpportunity,
  findProfessional,
  isProcessing,
  loadUsers,
  type MatchKind,
  markCompleted,
  markManyRequested,
  markRequested,
  type OpportunityRow,
  recomputeOpportunity,
  recomputeProfessional,
  requestedSeq,
  skillsOf,
  type UserRow,
  unmatchedCriteria,
} from './matching.repository';

/** What the engine needs from the app context (the benchmark builds just this). */
export type MatchingContext = Pick<AppContext, 'database' | 'queue'>;

// ---------------------------------------------------------------------------------------------------------
// Jobs

export const MATCH_OPPORTUNITY_JOB = 'match-opportunity';
export const MATCH_PROFESSIONAL_JOB = 'match-professional';

/**
 * Stately queues coalesce requests per subject: at most one queued and one running job per opportunity or
 * professional; a job reads the newest request's sequence when it starts, so a request that was coalesced is
 * still covered. The status turns 'completed' only when no newer request is waiting.
 */
const JOB_OPTIONS = {
  policy: 'stately',
  retryLimit: 5,
  retryDelay: 1,
  retryBackoff: true,
  expireInSeconds: 10 * 60,
  // Local requests wake the worker at once; this bounds the wait for requests made on another instance.
  pollingIntervalSeconds: 1,
} as const;

/**
 * A person's change (an opportunity saved, a profile edited) is ranked before bulk work (every opportunity queued
 * at a first start or a rebuild): pg-boss fetches higher priorities first, so a save waits for at most the job
 * running now, not for a backfill of thousands (issue 28 item 3).
 */
export const PERSON_MATCH_PRIORITY = 10;
export const BULK_MATCH_PRIORITY = 0;

async function runJob(ctx: MatchingContext, kind: MatchKind, subjectId: string): Promise<void> {
  const db = ctx.database.db;
  const seq = await requestedSeq(db, kind, subjectId);
  if (kind === 'opportunity') await recomputeOpportunity(db, subjectId);
  else await recomputeProfessional(db, subjectId);
  await markCompleted(db, kind, subjectId, seq);
}

/** Starts this instance's matching workers (called once when the module registers). */
export async function registerMatchingJobs(ctx: MatchingContext): Promise<void> {
  await ctx.queue.work<{ opportunityId: string }>(
    MATCH_OPPORTUNITY_JOB,
    async ({ opportunityId }) => runJob(ctx, 'opportunity', opportunityId),
    JOB_OPTIONS,
  );
  await ctx.queue.work<{ userId: string }>(
    MATCH_PROFESSIONAL_JOB,
    async ({ userId }) => runJob(ctx, 'professional', userId),
    JOB_OPTIONS,
  );
}

/**
 * Recomputes an opportunity's compatibles in the background (opportunity saved with sendToQueue, 001 §2.2).
 * Call it after the saving transaction commits. The status reads 'processing' until the job is done.
 */
export async function requestOpportunityMatch(ctx: MatchingContext, opportunityId: string): Promise<void> {
  await markRequested(ctx.database.db, 'opportunity', opportunityId);
  await ctx.queue.send(
    MATCH_OPPORTUNITY_JOB,
    { opportunityId },
    { singletonKey: opportunityId, priority: PERSON_MATCH_PRIORITY },
  );
}

/**
 * Recomputes a professional's compatible opportunities in the background (skills, levels or places changed,
 * 000 §4). Call it after the saving transaction commits.
 */
export async function requestProfessionalMatch(ctx: MatchingContext, userId: string): Promise<void> {
  await markRequested(ctx.database.db, 'professional', userId);
  await ctx.queue.send(
    MATCH_PROFESSIONAL_JOB,
    { userId },
    { singletonKey: userId, priority: PERSON_MATCH_PRIORITY },
  );
}

/** Enqueues every unfinished opportunity (after the demo world loads, or to rebuild everything). */
export async function requestAllMatches(ctx: MatchingContext, log?: FastifyBaseLogger): Promise<number> {
  const ids = await allOpportunityIds(ctx.database.db);
  await markManyRequested(ctx.database.db, 'opportunity', ids);
  for (const opportunityId of ids) {
    await ctx.queue.send(
      MATCH_OPPORTUNITY_JOB,
      { opportunityId },
      { singletonKey: opportunityId, priority: BULK_MATCH_PRIORITY },
    );
  }
  log?.info({ opportunities: ids.length }, 'matching requested for every opportunity');
  return ids.length;
}

export async function matchStatus(
  ctx: MatchingContext,
  kind: MatchKind,
  subjectId: string,
): Promise<MatchStatus> {
  return (await isProcessing(ctx.database.db, kind, subjectId)) ? 'processing' : 'completed';
}

// ---------------------------------------------------------------------------------------------------------
// Reads

async function requireOpportunity(ctx: MatchingContext, id: string): Promise<OpportunityRow> {
  const opportunity = await findOpportunity(ctx.database.db, id);
  if (!opportunity) throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
  return opportunity;
}

async function requireProfessional(ctx: MatchingContext, id: string): Promise<UserRow> {
  const user = await findProfessional(ctx.database.db, id);
  if (!user) throw new AppError(404, 'PROFESSIONAL_NOT_FOUND');
  return user;
}

function isAvailable(opportunity: OpportunityRow): boolean {
  return opportunity.isPublic && !opportunity.isFinished && opportunity.quantidadeVagas > 0;
}

function flag(user: UserRow, name: string): boolean {
  return user.flags[name]?.status === true;
}

function interestLocationsOf(user: UserRow): MatchPlace[] {
  const list = user.profile.interestLocations;
  if (!Array.isArray(list)) return [];
  return list.filter((item): item is MatchPlace => typeof item === 'object' && item !== null);
}

function isoOrNull(value: Date | string | null | undefined): string | null {
  if (!value) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** GET opportunity/{id}/compatibles/{pageSize}/{page}/{order} (001 §2.6, §7, §9). */
export async function listCompatibles(
  ctx: MatchingContext,
  opportunityId: string,
  pageSize: number,
  page: number,
  order: CompatiblesOrderKey,
  weaker = false,
): Promise<CompatiblesResponse> {
  const db = ctx.database.db;
  const opportunity = await requireOpportunity(ctx, opportunityId);
  // DECISIONS 'Compatible': the compatible ones; the explicit switch also lists every eligible professional scored
  // above 0 (the screen marks those that are not compatible).
  const { total, page: rows } = await compatiblesPage(
    db,
    opportunityId,
    order,
    pageSize,
    (page - 1) * pageSize,
    weaker ? 'scored' : 'compatible',
  );
  const usersList = await professionalCards(ctx, opportunity, rows);
  return { usersList, total, title: opportunity.titulo, isFinished: opportunity.isFinished };
}

/**
 * `quantidadeCompativeis` (002 §2.4): the compatibles tab's count, above 60 % (DECISIONS 'Compatible'), for other
 * modules (the expanded kanban card).
 */
export async function compatiblesCount(
  ctx: Pick<AppContext, 'database'>,
  opportunityId: string,
): Promise<number> {
  return countCompatibles(ctx.database.db, opportunityId, 'compatible');
}

/**
 * Professional cards (001 §3 'Professional card item') for one opportunity, in the order given: the person as a
 * recruiter may see them (contacts masked by the channels, 002 §6), their candidature here, and the explanation
 * of the adherence. Shared by the compatibles, enrolled and candidates tabs.
 */
export async function professionalCards(
  ctx: MatchingContext,
  opportunity: Pick<OpportunityRow, 'id' | 'criterias'>,
  rows: ReadonlyArray<{ userId: string; adherence: number }>,
): Promise<ProfessionalCardItem[]> {
  const db = ctx.database.db;
  const ids = rows.map((row) => row.userId);
  const [people, skills, cvs, applied, evaluations] = await Promise.all([
    loadUsers(db, ids),
    skillsOf(db, ids),
    cvTextOf(db, ids),
    candidaturesOf(db, opportunity.id, ids),
    // One query for the page's evaluations (002 §3 Candidate card user avaliacoesUsuario), not one per card.
    cardEvaluationsByProfessional(db, ids),
  ]);
  const usersList: ProfessionalCardItem[] = [];
  for (const row of rows) {
    const user = people.get(row.userId);
    if (!user) continue;
    const candidature = applied.get(row.userId);
    const explanation = explainMatch({
      criteria: opportunity.criterias,
      skills: skills.get(row.userId) ?? [],
      cvText: cvs.get(row.userId) ?? null,
    });
    // 002 §6: full contact data only where the matching notification channel is active.
    const visible = contactsForRecruiter(user, user.notificationsSettings);
    const pcdUser = user.personalData.pcdUser as { isUserPCD?: unknown } | undefined;
    // The evaluations module fills this list (one query per page); the badges read the same list.
    const avaliacoesUsuario = evaluations.get(user.id) ?? [];
    const deleted = user.deletedAt !== null;
    usersList.push({
      _usuario: {
        _id: user.id,
        displayName: user.displayName,
        email: visible.email,
        contato: {
          lista: visible.contacts.map((contact) => ({ tipo: contact.tipo, contato: contact.contato })),
        },
        notificationsSettings: {
          isActive: user.notificationsSettings.isActive,
          channels: user.notificationsSettings.channels.map((channel) => ({
            name: channel.name,
            isActive: channel.isActive,
          })),
        },
        dadosPessoais: {
          pcdUser: { isUserPCD: pcdUser?.isUserPCD === true },
          preferredLanguage: user.preferredLanguage,
        },
        userImageUrl: user.userImageFileId ? fileUrlOf(user.userImageFileId) : null,
        provider: user.provider,
        preRegister: user.preRegister,
        validRegistration: user.validRegistration,
        eluminer: { status: flag(user, 'eluminer') },
        talent: { status: flag(user, 'talent') },
        europeanUnionCitizenship: { status: flag(user, 'europeanUnionCitizenship') },
        avaliacoesUsuario,
        deleted,
      },
      nivelAderencia: row.adherence,
      byRH: candidature?.byRh ?? false,
      status: { current: candidature ? candidature.statusCurrent : null },
      steps: (candidature?.steps ?? []).map((step) => ({
        key: step.key,
        meetsTheRequirements: step.meetsTheRequirements ?? null,
      })),
      createdAt: isoOrNull(candidature?.createdAt),
      capture: candidature?.capture ?? null,
      source: candidature?.source ?? null,
      candidatureKind: candidature?.kind ?? null,
      notifyOnFinish: candidature?.notifyOnFinish ?? true,
      explanation: toCardExplanation(explanation),
      // 002 §6, by the one rule (lib/professional-badges.ts); a deleted registration shows none (001 §2.7).
      badges: deleted ? [] : badgesOf(user, avaliacoesUsuario),
    });
  }
  return usersList;
}

/** A professional's compatible open opportunities, best first, as home cards (000 §2). */
export async function listCompatibleOpportunities(
  ctx: MatchingContext,
  userId: string,
  // DECISIONS 'Compatible': every list called compatible holds only compatible pairs (compatibility-sql.ts).
  scope: 'compatible' | 'high' = 'compatible',
): Promise<CompatibleOpportunity[]> {
  await requireProfessional(ctx, userId);
  const found = await compatibleOpportunities(ctx.database.db, userId, { scope });
  return found.map((row) => ({
    _id: row.id,
    id: row.id,
    idOpportunity: row.idOpportunity,
    title: row.titulo,
    client: row.client,
    location: row.locations.map((place) => place.formatted_address).join(' | '),
    homeOffice: row.homeOffice || row.opportunityType.remote,
    hybrid: row.opportunityType.hybrid,
    geolocation: row.locations.map((place) => ({
      place_id: place.place_id,
      formatted_address: place.formatted_address,
    })),
    isCandidate: row.candidatureKind === 'candidate',
    isEnrolled: row.candidatureKind === 'enrolled',
    // A stored pair is location-eligible; the flag is the domain's rule, as on every other card.
    isCompatibleCandidate: isCompatible(row.adherence, true),
    isCompatibleCandidateLevel: row.adherence,
    nivelAderencia: row.adherence,
  }));
}

/** GET users/talent/high-compatibles-opportunities/{id}: high compatibility, above 60 % (001 §5, 002 §7.3). */
export async function listHighCompatibles(ctx: MatchingContext, userId: string) {
  const list = await listCompatibleOpportunities(ctx, userId, 'high');
  return list.map((item) => ({
    _id: item._id,
    id: item.id,
    idOpportunity: item.idOpportunity,
    title: item.title,
    nivelAderencia: item.nivelAderencia,
  }));
}

/** GET opportunity/list/criteria-unmatch/{id}: up to 3 skill tips (000 §2). */
export async function listCriteriaUnmatch(
  ctx: MatchingContext,
  userId: string,
): Promise<Array<{ nome: string }>> {
  await requireProfessional(ctx, userId);
  const names = await unmatchedCriteria(ctx.database.db, userId, MAX_SKILL_TIPS);
  return names.map((nome) => ({ nome }));
}

/**
 * GET opportunity/{id}/candidate/{userId}: the opportunity with the professional's level on each criterion
 * and how it was found. A professional sees an opportunity no longer available only when taking part in it.
 */
export async function opportunityWithCandidate(
  ctx: MatchingContext,
  viewer: CurrentUser,
  opportunityId: string,
  userId: string,
): Promise<OpportunityCandidate> {
  const db = ctx.database.db;
  const [opportunity, user] = await Promise.all([
    requireOpportunity(ctx, opportunityId),
    requireProfessional(ctx, userId),
  ]);
  const [skills, cvs, applied] = await Promise.all([
    skillsOf(db, [userId]),
    cvTextOf(db, [userId]),
    candidaturesOf(db, opportunityId, [userId]),
  ]);
  const candidature = applied.get(userId) ?? null;
  if (!viewer.isRecruiter && !candidature && !isAvailable(opportunity)) {
    throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
  }
  const explanation = explainMatch({
    criteria: opportunity.criterias,
    skills: skills.get(userId) ?? [],
    cvText: cvs.get(userId) ?? null,
  });
  const eligible = isLocationEligible(
    {
      remote: opportunity.homeOffice || opportunity.opportunityType.remote,
      locations: opportunity.locations,
      rangeKm: opportunity.rangeKm,
    },
    {
      address: { formatted_address: user.formattedAddress, lat: user.latitude, lng: user.longitude },
      interestLocations: interestLocationsOf(user),
    },
  );
  const criterias = explanation.criteria.map(toApplicationCriterion);
  return {
    _id: opportunity.id,
    idOpportunity: opportunity.idOpportunity,
    titulo: opportunity.titulo,
    title: opportunity.titulo,
    client: opportunity.client,
    isFinished: opportunity.isFinished,
    isPublic: opportunity.isPublic,
    label: opportunity.label,
    fase: opportunity.fase,
    nivelAderencia: explanation.adherence,
    eligible,
    // The same rule as the compatibles tab and every list (DECISIONS 'Compatible'): not merely scored above 0.
    isCompatible: isCompatible(explanation.adherence, eligible),
    candidature: candidature
      ? {
          _id: candidature.id,
          kind: candidature.kind,
          nivelAderencia: candidature.nivelAderencia,
          currentStatus: candidature.statusCurrent,
          createdAt: candidature.createdAt.toISOString(),
        }
      : null,
    criterias,
    requiredCriterias: criterias.filter((criterion) => criterion.required),
    desirableCriterias: criterias.filter((criterion) => !criterion.required),
  };
}

export async function opportunityStatus(ctx: MatchingContext, opportunityId: string): Promise<MatchStatus> {
  await requireOpportunity(ctx, opportunityId);
  return matchStatus(ctx, 'opportunity', opportunityId);
}

export async function professionalStatus(ctx: MatchingContext, userId: string): Promise<MatchStatus> {
  await requireProfessional(ctx, userId);
  return matchStatus(ctx, 'professional', userId);
}

/**
 * At start-up: when no opportunity was ever matched (a freshly seeded demo world, or a database that predates
 * the engine) but opportunities exist, enqueues them all. Other starts do nothing.
 */
export async function ensureMatchesComputed(ctx: MatchingContext, log?: FastifyBaseLogger): Promise<number> {
  if (await anyOpportunityRequested(ctx.database.db)) return 0;
  return requestAllMatches(ctx, log);
}
