import {
  amountChange,
  defeatsChange,
  fileUrlOf,
  labelChangeProblem,
  OPPORTUNITY_CARD_ERROR_CODES,
  type OpportunityDatesResponse,
  type OpportunityExpandedCard,
  opportunityCardStatus,
  type UpdateAmountBody,
  type UpdateDefeatsBody,
  type UpdateLabelBody,
  type UpdateResponsableBody,
  type UpdateSquadBody,
} from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import { compatiblesCount } from '../matching';
import { periodsOf } from '../opportunity-board';
import * as repository from './opportunity-card.repository';

type Ctx = Pick<AppContext, 'database' | 'opportunityCaches'>;
type ReadCtx = Pick<AppContext, 'database'>;

async function existing(ctx: ReadCtx, id: string): Promise<repository.OpportunityRow> {
  const row = await repository.findOpportunity(ctx.database.db, id);
  if (!row) throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
  return row;
}

/** An opportunity that may still change: a finished one is read-only (409). */
async function changeable(ctx: ReadCtx, id: string): Promise<repository.OpportunityRow> {
  const row = await existing(ctx, id);
  if (row.isFinished) throw new AppError(409, 'OPPORTUNITY_ALREADY_FINISHED');
  return row;
}

async function cardOf(ctx: ReadCtx, row: repository.OpportunityRow): Promise<OpportunityExpandedCard> {
  const db = ctx.database.db;
  const [counts, compatibles, squad, responsible] = await Promise.all([
    repository.countCandidatures(db, row.id),
    compatiblesCount(ctx, row.id),
    row.squadId ? repository.findSquad(db, row.squadId) : null,
    row.responsibleId ? repository.findPerson(db, row.responsibleId) : null,
  ]);
  return {
    _id: row.id,
    idOpportunity: row.idOpportunity,
    titulo: row.titulo,
    cliente: row.client?.trim() ? row.client : null,
    status: opportunityCardStatus(row),
    created: row.createdAt.toISOString(),
    label: row.label,
    isPublic: row.isPublic,
    isFinished: row.isFinished,
    fase: row.fase,
    quantidadeVagas: row.quantidadeVagas,
    victories: row.victories,
    defeats: row.defeats,
    detalhes: row.detalhes,
    detalhesEn: row.detalhesEn ?? null,
    quantidadeCompativeis: compatibles,
    quantidadeTriados: counts.enrolled,
    quantidadeCandidatos: counts.candidate,
    squad: squad ? { _id: squad.id, name: squad.name } : null,
    user: responsible
      ? {
          _id: responsible.id,
          displayName: responsible.displayName,
          userImageUrl: responsible.userImageFileId ? fileUrlOf(responsible.userImageFileId) : null,
        }
      : null,
    criteriosMatch: row.criterias.map((criterion) => ({ nome: criterion.nome, peso: criterion.peso })),
    geolocation: row.locations.map((place) => ({ formatted_address: place.formatted_address })),
    atitudes: row.mosaicItems.map((item) => item.nome),
    carreiras: row.careers.map((career) => ({ _id: career._id, nome: career.nome })),
  };
}

/**
 * A change computed from the opportunity as it is: read with a row lock and written in one transaction, so two
 * recruiters changing the same card at once (positions here, defeats there) each start from the other's result
 * instead of one overwriting the other. `decide` answers the columns to write, or null to keep the row.
 */
async function changeLocked(
  ctx: Ctx,
  id: string,
  decide: (row: repository.OpportunityRow) => repository.OpportunityChanges | null,
): Promise<OpportunityExpandedCard> {
  const { row, changed } = await ctx.database.db.transaction(async (tx) => {
    const db = tx as unknown as typeof ctx.database.db;
    const current = await repository.findOpportunityForUpdate(db, id);
    if (!current) throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
    if (current.isFinished) throw new AppError(409, 'OPPORTUNITY_ALREADY_FINISHED');
    const changes = decide(current);
    if (!changes) return { row: current, changed: false };
    const updated = await repository.updateOpportunity(db, id, changes);
    if (!updated) throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
    return { row: updated, changed: true };
  });
  if (changed) ctx.opportunityCaches.clearAll({ opportunityIds: [id] });
  return cardOf(ctx, row);
}

/** Writes the changes, empties the derived caches, answers the fresh card. */
async function save(
  ctx: Ctx,
  id: string,
  changes: repository.OpportunityChanges,
): Promise<OpportunityExpandedCard> {
  const row = await repository.updateOpportunity(ctx.database.db, id, changes);
  ctx.opportunityCaches.clearAll({ opportunityIds: [id] });
  if (!row) throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
  return cardOf(ctx, row);
}

/** GET opportunity/kanban/{id} (002 §2.4, §7.5): the expanded card with the 'lite' fields. */
export async function opportunityCard(ctx: ReadCtx, id: string): Promise<OpportunityExpandedCard> {
  return cardOf(ctx, await existing(ctx, id));
}

/** GET opportunity/dates/{id} (002 §4 'Period definition'): open periods run to today or the finishing day. */
export async function opportunityDates(
  ctx: ReadCtx,
  id: string,
  today = new Date(),
): Promise<OpportunityDatesResponse> {
  const row = await existing(ctx, id);
  const periods = await periodsOf(
    ctx.database.db,
    [{ id: row.id, publicationDate: row.publicationDate, finishedAt: row.finishedAt }],
    today,
  );
  return { periods: periods.get(row.id) ?? [] };
}

/**
 * POST opportunity/update-label ('Ativar no Kanban', 002 §4): only while not public (publishing forces it on) and
 * not finished. Label '1' ⇔ showInKanban, as update-public keeps them. Checked and written under the row lock that
 * update-public also takes: a publication landing between the check and the write would otherwise leave a public
 * opportunity off the kanban.
 */
export async function updateLabel(ctx: Ctx, body: UpdateLabelBody): Promise<OpportunityExpandedCard> {
  return changeLocked(ctx, body.opportunityId, (row) => {
    const problem = labelChangeProblem(row);
    if (problem) throw new AppError(409, problem);
    return { label: body.label, showInKanban: body.label === '1' };
  });
}

/** POST opportunity/update-amount (002 §5 'Amount'): empty or unchanged answers the card as it is. */
export async function updateAmount(ctx: Ctx, body: UpdateAmountBody): Promise<OpportunityExpandedCard> {
  return changeLocked(ctx, body.opportunityId, (row) => {
    const change = amountChange(row.quantidadeVagas, body.amount);
    if (change.kind === 'invalid') throw new AppError(400, change.code);
    return change.kind === 'ignore' ? null : { quantidadeVagas: change.quantidadeVagas };
  });
}

/** POST opportunity/update-defeats (002 §4, §5 'Defeats'): positions move by the difference; days kept per defeat. */
export async function updateDefeats(
  ctx: Ctx,
  body: UpdateDefeatsBody,
  now = new Date(),
): Promise<OpportunityExpandedCard> {
  return changeLocked(ctx, body.opportunityId, (row) => {
    const change = defeatsChange(row, body.defeats, now.toISOString().slice(0, 10));
    if (change.kind === 'invalid') throw new AppError(400, change.code);
    return {
      defeats: change.state.defeats,
      quantidadeVagas: change.state.quantidadeVagas,
      defeatDates: [...change.state.defeatDates],
    };
  });
}

/** POST opportunity/update-squad: a squad of GET squad, or null to clear. */
export async function updateSquad(ctx: Ctx, body: UpdateSquadBody): Promise<OpportunityExpandedCard> {
  const row = await changeable(ctx, body.opportunityId);
  if (body.squadId !== null && !(await repository.findSquad(ctx.database.db, body.squadId))) {
    throw new AppError(400, OPPORTUNITY_CARD_ERROR_CODES.squadNotFound);
  }
  return save(ctx, row.id, { squadId: body.squadId });
}

/** POST opportunity/update-responsable: a live recruiter (GET responsables), or null to clear. */
export async function updateResponsable(
  ctx: Ctx,
  body: UpdateResponsableBody,
): Promise<OpportunityExpandedCard> {
  const row = await changeable(ctx, body.opportunityId);
  if (body.userId !== null && !(await repository.findRecruiter(ctx.database.db, body.userId))) {
    throw new AppError(400, OPPORTUNITY_CARD_ERROR_CODES.responsibleNotRecruiter);
  }
  return save(ctx, row.id, { responsibleId: body.userId });
}
