import {
  CANDIDATE_STATUS,
  type FinishOpportunityBody,
  type FinishOpportunityResponse,
  finishDescriptionProblem,
  isChannelActive,
  isLanguage,
  type Language,
  type LinkedInTexts,
  labelAfterPublicChange,
  linkedInTexts,
  NOTIFICATION_CHANNELS,
  type OpportunityState,
  opportunityMosaicProblem,
  type SaveOpportunityMosaicBody,
} from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import { recordAutomaticEvents } from '../feed';
import { sendTemplateMail } from '../mail';
import * as repository from './opportunity-lifecycle.repository';

type Ctx = Pick<AppContext, 'database' | 'mailer' | 'config' | 'opportunityCaches'>;
type WriteCtx = Pick<Ctx, 'database' | 'opportunityCaches'>;

/** Statuses a finishing dismisses: the ones whose process is still open (DECISIONS: candidate status). */
const OPEN_STATUSES = [CANDIDATE_STATUS.registered, CANDIDATE_STATUS.competing, CANDIDATE_STATUS.reserved];

async function existing(ctx: Pick<Ctx, 'database'>, id: string): Promise<repository.OpportunityRow> {
  const row = await repository.findOpportunity(ctx.database.db, id);
  if (!row) throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
  return row;
}

function stateOf(row: repository.OpportunityRow): OpportunityState {
  return {
    _id: row.id,
    isPublic: row.isPublic,
    isFinished: row.isFinished,
    label: row.label,
    publicationDate: row.publicationDate ? row.publicationDate.toISOString() : null,
  };
}

/** PUT opportunity/{id}/mosaic (001 §2.5): the editor's tiles, checked against the grid, replace the mosaic. */
export async function saveMosaic(
  ctx: WriteCtx,
  id: string,
  body: SaveOpportunityMosaicBody,
): Promise<OpportunityState> {
  await existing(ctx, id);
  const tiles = body.escolhidas.map((tile) => ({
    detalhe: { nome: tile.detalhe.nome.trim() },
    posicao: tile.posicao,
    selected: true,
  }));
  const problem = opportunityMosaicProblem(tiles);
  if (problem) throw new AppError(400, problem);
  const row = await repository.updateOpportunity(ctx.database.db, id, { mosaic: tiles });
  ctx.opportunityCaches.clearAll({ opportunityIds: [id] });
  if (!row) throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
  return stateOf(row);
}

/**
 * PUT opportunity/update-public (001 §4): publishing shows it on the public board and forces the kanban on; the
 * first publication dates the recruitment period (002 §4 'recruitment starts at publication'). A finished
 * opportunity stays as it is.
 */
export async function updatePublic(
  ctx: WriteCtx,
  body: { opportunityId: string; status: boolean; label?: '1' | '2' | undefined },
  now = new Date(),
): Promise<OpportunityState> {
  // Read and written under a row lock, as the expanded card's update-label: the label this computes from stays the
  // label it writes over, and a label change waits for the publication (then refused: public locks the kanban).
  const row = await ctx.database.db.transaction(async (tx) => {
    const db = tx as unknown as typeof ctx.database.db;
    const current = await repository.findOpportunityForUpdate(db, body.opportunityId);
    if (!current) throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
    if (current.isFinished) throw new AppError(409, 'OPPORTUNITY_ALREADY_FINISHED');
    const label = labelAfterPublicChange(body.status, current.label, body.label);
    const changes: repository.OpportunityChanges = {
      isPublic: body.status,
      label,
      showInKanban: label === '1',
    };
    if (body.status && !current.publicationDate) changes.publicationDate = now;
    return repository.updateOpportunity(db, current.id, changes);
  });
  ctx.opportunityCaches.clearAll({ opportunityIds: [body.opportunityId] });
  if (!row) throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
  return stateOf(row);
}

/**
 * POST opportunity/{id}/finalizar-processo-seletivo (001 §4, §5): a reason and a description (required, ≤ 80);
 * the open candidatures are dismissed and, when asked, each person is told in their own language that they were
 * not selected — by e-mail only when their e-mail channel is on (000 §3 notificationsSettings), never to a deleted
 * registration.
 */
export async function finishOpportunity(
  ctx: Ctx,
  id: string,
  body: FinishOpportunityBody,
  now = new Date(),
  actorId: string | null = null,
): Promise<FinishOpportunityResponse> {
  const current = await existing(ctx, id);
  if (current.isFinished) throw new AppError(409, 'OPPORTUNITY_ALREADY_FINISHED');
  const problem = finishDescriptionProblem(body.description);
  if (problem) throw new AppError(400, problem);
  const applicants = await repository.openApplicants(ctx.database.db, id, OPEN_STATUSES);
  const row = await repository.finishOpportunity(
    ctx.database.db,
    id,
    {
      isFinished: true,
      finishedAt: now,
      closeReason: body.selectedReason.label,
      closeDescription: body.description.trim(),
    },
    {
      candidatureIds: applicants.map((a) => a.candidatureId),
      status: CANDIDATE_STATUS.dismissed,
      date: now.toISOString(),
    },
    actorId,
  );
  ctx.opportunityCaches.clearAll({ opportunityIds: [id] });
  if (!row) throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
  // Each open candidature dismissed by the finishing is a status change in that professional's feed (issue 23).
  await recordAutomaticEvents(
    ctx.database.db,
    applicants.map((a) => ({
      professionalId: a.userId,
      kind: 'status-changed' as const,
      actorId,
      opportunityId: id,
      at: now,
    })),
  );
  let notified = 0;
  if (body.sendMailToProfessionals ?? true) {
    for (const person of applicants) {
      // 'Não comunicar encerramento' (001 §2.7) and the professional's own e-mail channel both hold the message back.
      if (
        !person.notifyOnFinish ||
        person.deletedAt ||
        !isChannelActive(person.notificationsSettings, NOTIFICATION_CHANNELS.email)
      )
        continue;
      await sendTemplateMail(ctx, {
        to: person.email,
        template: 'notSelected',
        language: isLanguage(person.preferredLanguage) ? person.preferredLanguage : 'pt-BR',
        data: {
          firstName: person.firstName,
          link: `${ctx.config.publicUrl}/search`,
          opportunityTitle: row.titulo,
        },
      });
      notified += 1;
    }
  }
  return { ...stateOf(row), dismissed: applicants.length, notified };
}

/**
 * 001 §4 'Deleting is disabled when candidates or triaged candidates exist': whatever their status, finished or
 * not. The one rule both DELETE opportunity/{id} and the detail answer's `canDelete` follow, so the screen never
 * offers a deletion the server refuses.
 */
export async function mayDeleteOpportunity(ctx: Pick<Ctx, 'database'>, id: string): Promise<boolean> {
  return (await repository.countApplicants(ctx.database.db, id)) === 0;
}

/** DELETE opportunity/{id} (001 §4): refused while it has candidates or enrolled professionals. */
export async function deleteOpportunity(ctx: WriteCtx, id: string): Promise<{ _id: string; deleted: true }> {
  await existing(ctx, id);
  if (!(await mayDeleteOpportunity(ctx, id))) throw new AppError(409, 'OPPORTUNITY_HAS_APPLICANTS');
  await repository.deleteOpportunity(ctx.database.db, id);
  ctx.opportunityCaches.clearAll({ opportunityIds: [id] });
  return { _id: id, deleted: true };
}

/** GET opportunity/{id}/generat-key-word (001 §2.3): the LinkedIn title and keywords. */
export async function linkedInKeywords(
  ctx: Pick<Ctx, 'database'>,
  id: string,
  language: Language,
): Promise<LinkedInTexts> {
  const row = await existing(ctx, id);
  return linkedInTexts(
    {
      titulo: row.titulo,
      place: row.locations[0]?.formatted_address ?? null,
      remote: row.homeOffice || row.opportunityType.remote,
      hiringModel: row.hiringModel,
      criterias: row.criterias,
    },
    language,
  );
}
