import {
  type BecomeCandidateResponse,
  CANDIDATE_STATUS,
  CANDIDATURE_SUCCESS_CODE,
  isOpportunityAvailableToProfessionals,
  type Language,
  mosaicPositionSchema,
  type OpportunityDetail,
  type OpportunityMosaicTile,
  opportunityDisplayStatus,
  opportunityStageLabel,
  ownApplicationCapture,
} from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import type { CandidateStep } from '../../db/schema';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { translateMessage } from '../../lib/messages';
import type { NotifiedCache } from '../../lib/notified-cache';
import { recordAutomaticEvent } from '../feed';
import { requestProfessionalMatch } from '../matching';
import { mayDeleteOpportunity } from '../opportunity-lifecycle';
import {
  findActiveUser,
  findCandidature,
  findOpportunity,
  findOpportunityWithTeam,
  insertCandidature,
  type OpportunityRow,
  storedCompatibility,
} from './opportunities.repository';

type Ctx = Pick<AppContext, 'database' | 'queue'>;

/** Opportunity rows kept until any opportunity changes (lib/notified-cache.ts), by id. */
export type OpportunityRowCache = NotifiedCache<Awaited<ReturnType<typeof findOpportunityWithTeam>>>;

/** The stored mosaic entries that are well-formed tiles (the editor's own data; odd entries are skipped). */
function mosaicTiles(row: OpportunityRow): OpportunityMosaicTile[] {
  const tiles: OpportunityMosaicTile[] = [];
  for (const entry of row.mosaic) {
    if (entry.selected === false) continue;
    const detalhe = entry.detalhe as { nome?: unknown } | undefined;
    const posicao = mosaicPositionSchema.safeParse(entry.posicao);
    if (typeof detalhe?.nome !== 'string' || !posicao.success) continue;
    tiles.push({ detalhe: { nome: detalhe.nome }, posicao: posicao.data });
  }
  return tiles;
}

function isAvailable(row: OpportunityRow): boolean {
  return isOpportunityAvailableToProfessionals(row);
}

/** GET opportunity/{id}/get-opportunity-preference (001 §7): the PCD preference that sets the default order. */
export async function getOpportunityPreference(ctx: Ctx, id: string): Promise<{ pcdPref: boolean }> {
  const row = await findOpportunity(ctx.database.db, id);
  if (!row) throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
  return { pcdPref: row.pcdPref };
}

/**
 * GET opportunity/{id} (001 §2.3): the whole opportunity for recruiters; for professionals and visitors while it
 * is available, otherwise only its title (restricted). 404 OPPORTUNITY_NOT_FOUND when there is none.
 */
export async function getOpportunityDetail(
  ctx: Ctx,
  viewer: CurrentUser | null,
  id: string,
  cache?: OpportunityRowCache,
): Promise<OpportunityDetail> {
  const db = ctx.database.db;
  // Professionals and visitors see nothing of the squad or responsible (other tables), so their row may come
  // from the cache that a change of the opportunity empties; recruiters always read the current team.
  const load = () => findOpportunityWithTeam(db, id);
  const found = cache && viewer?.isRecruiter !== true ? await cache.get(id, load) : await load();
  if (!found) throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
  const row = found.opportunity;
  const available = isAvailable(row);
  const candidature = viewer ? await findCandidature(db, row.id, viewer.id) : null;
  const isCandidate = candidature?.kind === 'candidate';
  const isEnrolled = candidature?.kind === 'enrolled';
  const recruiter = viewer?.isRecruiter === true;

  if (!available && !recruiter) {
    return { restricted: true, available: false, _id: row.id, titulo: row.titulo, isCandidate, isEnrolled };
  }

  let nivelAderencia: number | null = candidature ? candidature.nivelAderencia : null;
  if (viewer && !recruiter && !candidature) nivelAderencia = await storedCompatibility(db, row.id, viewer.id);

  return {
    restricted: false,
    available,
    _id: row.id,
    idOpportunity: row.idOpportunity,
    titulo: row.titulo,
    created: row.createdAt.toISOString(),
    detalhes: row.detalhes,
    detalhesEn: row.detalhesEn,
    location: row.locations.map((place) => ({
      place_id: place.place_id,
      formatted_address: place.formatted_address,
      ...(typeof place.lat === 'number' ? { lat: place.lat } : {}),
      ...(typeof place.lng === 'number' ? { lng: place.lng } : {}),
    })),
    homeOffice: row.homeOffice || row.opportunityType.remote === true,
    opportunityType: {
      remote: row.opportunityType.remote === true,
      hybrid: row.opportunityType.hybrid === true,
      inPerson: row.opportunityType.inPerson === true,
    },
    hiringModel: {
      clt: row.hiringModel.clt === true,
      pj: row.hiringModel.pj === true,
      others: row.hiringModel.others === true,
    },
    mosaico: mosaicTiles(row),
    criterias: row.criterias.map((criterion) => ({
      nome: criterion.nome,
      termos: criterion.termos ?? [],
      peso: criterion.peso,
      necessary: criterion.necessary === true,
    })),
    careers: row.careers,
    interests: row.interests,
    isPublic: row.isPublic,
    isFinished: row.isFinished,
    quantidadeVagas: row.quantidadeVagas,
    fase: row.fase,
    label: row.label,
    stage: opportunityStageLabel(row),
    status: opportunityDisplayStatus(row),
    isCandidate,
    isEnrolled,
    nivelAderencia,
    client: recruiter ? row.client : null,
    squad: recruiter && row.squadId && found.squadName ? { _id: row.squadId, name: found.squadName } : null,
    responsible:
      recruiter && row.responsibleId && found.responsibleName
        ? { _id: row.responsibleId, displayName: found.responsibleName }
        : null,
    specialReferAndEarn: recruiter ? row.specialReferAndEarn : null,
    rewardAmount: recruiter ? row.rewardAmount : null,
    publicationDate: recruiter ? (row.publicationDate?.toISOString() ?? null) : null,
    referAndEarnDate: recruiter ? (row.referAndEarnDate?.toISOString() ?? null) : null,
    canDelete: recruiter ? await mayDeleteOpportunity(ctx, row.id) : null,
  };
}

export interface BecomeCandidateInput {
  userId: string;
  indicadoPor: string | null;
}

/**
 * POST opportunity/{id}/becomeCandidate, a professional applying (000 §4, §7): status 1 Concorrendo, step 0 with
 * capture and channel, the referrer kept. The adherence starts from the engine's stored compatibility and the
 * professional's match is requested, which writes the pair's exact adherence into the candidature.
 */
export async function becomeCandidate(
  ctx: Ctx,
  caller: CurrentUser,
  opportunityId: string,
  input: BecomeCandidateInput,
  language: Language,
): Promise<BecomeCandidateResponse> {
  const db = ctx.database.db;
  if (input.userId !== caller.id && !caller.isRecruiter) throw new AppError(403, 'FORBIDDEN');
  const opportunity = await findOpportunity(db, opportunityId);
  if (!opportunity) throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
  const target = await findActiveUser(db, input.userId);
  if (!target) throw new AppError(404, 'PROFESSIONAL_NOT_FOUND');
  if (target.roles.some((role) => role === 'rh' || role === 'rh_manager')) {
    throw new AppError(403, 'RECRUITERS_CANNOT_APPLY');
  }
  if (!isAvailable(opportunity)) throw new AppError(409, 'OPPORTUNITY_NOT_AVAILABLE');

  const date = new Date().toISOString();
  const { capture, source } = ownApplicationCapture(input.indicadoPor);
  const byRh = target.id !== caller.id;
  const step: CandidateStep = { key: 0, date, capture, source };
  const created = await insertCandidature(db, {
    opportunityId: opportunity.id,
    userId: target.id,
    capture,
    source,
    indicadoPor: input.indicadoPor,
    recruiterId: byRh ? caller.id : null,
    byRh,
    nivelAderencia: (await storedCompatibility(db, opportunity.id, target.id)) ?? 0,
    steps: [step],
    statusCurrent: CANDIDATE_STATUS.competing,
    statusHistory: [{ status: CANDIDATE_STATUS.competing, date }],
  });
  if (!created) throw new AppError(409, 'ALREADY_CANDIDATE');
  // The professional's feed (issue 23): their own application, or a recruiter's making them a candidate.
  await recordAutomaticEvent(db, {
    professionalId: target.id,
    kind: byRh ? 'made-candidate' : 'applied',
    actorId: caller.id,
    opportunityId: opportunity.id,
  });
  await requestProfessionalMatch(ctx, target.id);
  return {
    message: translateMessage(CANDIDATURE_SUCCESS_CODE, language),
    code: CANDIDATURE_SUCCESS_CODE,
    opportunityId: opportunity.id,
    candidatureId: created.id,
  };
}
