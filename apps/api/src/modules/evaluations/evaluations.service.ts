import {
  type CardEvaluation,
  DESIRABLE_CRITERION_PESO,
  EVALUATION_ERROR_CODES,
  type Evaluation,
  type EvaluationCriterion,
  type EvaluationSavedResponse,
  type EvaluationTypeOption,
  evaluationFlags,
  isBehaviouralEvaluation,
  isHiddenEvaluationType,
  isUnavailableEvaluationType,
  REQUIRED_CRITERION_PESO,
  type RegisterEvaluationBody,
  TECHNICAL_EVALUATION_TYPE,
  type UpdateEvaluationBody,
  type UpdateEvaluationCriteriaBody,
} from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { recordAutomaticEvent } from '../feed';
import * as repository from './evaluations.repository';

type Ctx = Pick<AppContext, 'database'>;

/** A client's clock may run a little ahead of ours; a later 'created' is a date in the future. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** Plain text, trimmed, line ends normalised; 002 §5 'Preencha o campo Avaliação' when nothing is left. */
function cleanContent(conteudo: string): string {
  const text = conteudo.replace(/\r\n?/g, '\n').trim();
  if (text.length === 0) throw new AppError(400, EVALUATION_ERROR_CODES.contentRequired);
  return text;
}

function toEvaluation(
  row: NonNullable<Awaited<ReturnType<typeof repository.findEvaluation>>>,
  now: Date,
): Evaluation {
  const e = row.evaluation;
  return {
    _id: e.id,
    avaliacao: e.typeName,
    avaliacaoId: e.typeId,
    behavioural: isBehaviouralEvaluation(e.typeName, e.opportunityId),
    opportunity:
      e.opportunityId === null
        ? null
        : { id: e.opportunityId, title: row.opportunityTitle ?? '', avaliationCriteria: e.criteria },
    // Drawn now: an erased evaluator leaves no name behind.
    user:
      e.evaluatorId !== null && row.evaluatorName !== null && row.evaluatorDeletedAt === null
        ? { _id: e.evaluatorId, displayName: row.evaluatorName }
        : null,
    conteudo: e.conteudo,
    created: e.created.toISOString(),
    resultado: e.result,
    flags: evaluationFlags(e.result, e.created, now),
  };
}

async function reread(ctx: Ctx, evaluationId: string): Promise<Evaluation> {
  const row = await repository.findEvaluation(ctx.database.db, evaluationId);
  if (!row) throw new AppError(404, EVALUATION_ERROR_CODES.notFound);
  return toEvaluation(row, new Date());
}

/** The wizard's type list: hidden types never listed, disabled ones flagged (002 §5), by name. */
export async function evaluationTypeOptions(ctx: Ctx): Promise<EvaluationTypeOption[]> {
  const rows = await repository.listEvaluationTypes(ctx.database.db);
  return rows
    .filter((row) => !isHiddenEvaluationType(row.name))
    .map((row) => ({
      _id: row.id,
      name: row.name,
      disabled: row.disabled || isUnavailableEvaluationType(row.name),
      criteria: row.criteria.map(toCriterion),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' }));
}

function toCriterion(criterion: { name: string; peso: number }): EvaluationCriterion {
  return {
    name: criterion.name,
    peso: criterion.peso >= REQUIRED_CRITERION_PESO ? REQUIRED_CRITERION_PESO : DESIRABLE_CRITERION_PESO,
  };
}

/** The criteria form's starting point: the opportunity's match criteria (necessary → required), else the type's. */
function defaultCriteria(
  opportunityCriteria: ReadonlyArray<{ nome: string; necessary: boolean }>,
  typeCriteria: ReadonlyArray<{ name: string; peso: number }>,
): EvaluationCriterion[] {
  if (opportunityCriteria.length > 0) {
    return opportunityCriteria.map((c) => ({
      name: c.nome,
      peso: c.necessary ? REQUIRED_CRITERION_PESO : DESIRABLE_CRITERION_PESO,
    }));
  }
  return typeCriteria.map(toCriterion);
}

/**
 * POST userevaluation/{id}/registrar-avaliacao (002 §7.3). The evaluator is the caller.
 * The lead adds recordAutomaticEvent(kind 'evaluated') here, after the insert.
 */
export async function registerEvaluation(
  ctx: Ctx,
  caller: CurrentUser,
  professionalId: string,
  body: RegisterEvaluationBody,
): Promise<EvaluationSavedResponse> {
  const db = ctx.database.db;
  const conteudo = cleanContent(body.conteudo);
  const professional = await repository.findLivingUser(db, professionalId);
  if (!professional) throw new AppError(404, 'PROFESSIONAL_NOT_FOUND');

  const type = await repository.findEvaluationType(db, body.avaliacao);
  if (!type || isHiddenEvaluationType(type.name))
    throw new AppError(400, EVALUATION_ERROR_CODES.typeNotFound);
  if (type.disabled || isUnavailableEvaluationType(type.name)) {
    throw new AppError(400, EVALUATION_ERROR_CODES.typeUnavailable);
  }

  const now = new Date();
  const created = body.created ? new Date(body.created) : now;
  if (created.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw new AppError(400, EVALUATION_ERROR_CODES.dateInFuture);

  let criteria: EvaluationCriterion[] = [];
  const opportunityId = body.opportunity ?? null;
  if (opportunityId !== null) {
    const opportunity = await repository.findOpportunity(db, opportunityId);
    if (!opportunity) throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
    if (body.avaliationCriteria) criteria = body.avaliationCriteria;
    else if (type.name === TECHNICAL_EVALUATION_TYPE)
      criteria = defaultCriteria(opportunity.criterias, type.criteria);
  } else if (body.avaliationCriteria && body.avaliationCriteria.length > 0) {
    throw new AppError(400, EVALUATION_ERROR_CODES.criteriaNeedOpportunity);
  }

  const row = await repository.insertEvaluation(db, {
    professionalId,
    evaluatorId: caller.id,
    typeId: type.id,
    typeName: type.name,
    opportunityId,
    criteria,
    conteudo,
    result: body.resultado,
    created,
  });
  await recordAutomaticEvent(db, { professionalId, kind: 'evaluated', actorId: caller.id, opportunityId });
  return { message: 'EVALUATION_REGISTERED', evaluation: await reread(ctx, row.id) };
}

/** PUT userevaluation/{evaluationId}: the edit modal; conteudo must stay non-empty (002 §5). */
export async function updateEvaluation(
  ctx: Ctx,
  evaluationId: string,
  body: UpdateEvaluationBody,
): Promise<EvaluationSavedResponse> {
  const conteudo = cleanContent(body.conteudo);
  const found = await repository.updateEvaluation(ctx.database.db, evaluationId, {
    conteudo,
    result: body.resultado,
  });
  if (!found) throw new AppError(404, EVALUATION_ERROR_CODES.notFound);
  return { message: 'EVALUATION_UPDATED', evaluation: await reread(ctx, evaluationId) };
}

/** PUT userevaluation/{evaluationId}/criteria: 'Criterios atualizados com sucesso!!' (002 §8). */
export async function updateEvaluationCriteria(
  ctx: Ctx,
  evaluationId: string,
  body: UpdateEvaluationCriteriaBody,
): Promise<EvaluationSavedResponse> {
  const row = await repository.findEvaluation(ctx.database.db, evaluationId);
  if (!row) throw new AppError(404, EVALUATION_ERROR_CODES.notFound);
  if (row.evaluation.opportunityId === null)
    throw new AppError(400, EVALUATION_ERROR_CODES.criteriaNeedOpportunity);
  await repository.updateEvaluation(ctx.database.db, evaluationId, { criteria: body.avaliationCriteria });
  return { message: 'CRITERIA_UPDATED', evaluation: await reread(ctx, evaluationId) };
}

/** GET userevaluation/user/{id}: newest first, flags from the one rule. A deleted professional's still list. */
export async function listEvaluations(ctx: Ctx, professionalId: string): Promise<Evaluation[]> {
  const db = ctx.database.db;
  if (!(await repository.userExists(db, professionalId))) throw new AppError(404, 'PROFESSIONAL_NOT_FOUND');
  const now = new Date();
  return (await repository.listEvaluations(db, professionalId)).map((row) => toEvaluation(row, now));
}

/**
 * The cards' `avaliacoesUsuario` for a page of professionals, in one query (002 §3 Candidate card user):
 * resultado, created, _avaliacaoUsuario, and the type with whether it is behavioural, newest first.
 */
export async function cardEvaluationsByProfessional(
  db: Database,
  professionalIds: readonly string[],
): Promise<Map<string, CardEvaluation[]>> {
  const byProfessional = new Map<string, CardEvaluation[]>();
  for (const row of await repository.cardEvaluationsOf(db, professionalIds)) {
    const list = byProfessional.get(row.professionalId) ?? [];
    list.push(toCardEvaluation(row));
    byProfessional.set(row.professionalId, list);
  }
  return byProfessional;
}

/** A card evaluation as the cards show it, from its row or from `cardEvaluationsJsonSql`'s JSON. */
export function toCardEvaluation(
  row: Pick<repository.CardEvaluationJson, 'id' | 'typeName' | 'opportunityId' | 'result'> & {
    created: Date | string;
  },
): CardEvaluation {
  return {
    resultado: row.result,
    // The JSON's text carries microseconds and an offset; the row's Date does not: both give the same instant.
    created: new Date(row.created).toISOString(),
    _avaliacaoUsuario: row.id,
    avaliacao: row.typeName,
    behavioural: isBehaviouralEvaluation(row.typeName, row.opportunityId),
  };
}
