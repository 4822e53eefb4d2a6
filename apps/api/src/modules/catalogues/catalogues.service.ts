import {
  CATALOGUE_ERROR_CODES,
  type Career,
  type CreateCareersBody,
  type CriterionTemplate,
  cleanTerms,
  fileUrlOf,
  type Language,
  type OpportunityTemplate,
  opportunityTemplatesFor,
  type Responsible,
  type Squad,
} from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import * as repository from './catalogues.repository';

type Ctx = Pick<AppContext, 'database'>;

export async function squads(ctx: Ctx): Promise<Squad[]> {
  return (await repository.listSquads(ctx.database.db)).map((row) => ({ _id: row.id, name: row.name }));
}

export async function responsibles(ctx: Ctx): Promise<Responsible[]> {
  return (await repository.listRecruiters(ctx.database.db)).map((row) => ({
    _id: row.id,
    displayName: row.displayName,
    userImageUrl: row.userImageFileId ? fileUrlOf(row.userImageFileId) : null,
  }));
}

export async function criteria(ctx: Ctx): Promise<CriterionTemplate[]> {
  return (await repository.listCriteria(ctx.database.db)).map((row) => ({
    _id: row.id,
    nome: row.nome,
    termos: row.termos,
    global: row.global,
  }));
}

export async function criterionNameExists(ctx: Ctx, nome: string): Promise<{ exists: boolean }> {
  return { exists: await repository.globalCriterionNamed(ctx.database.db, nome.trim()) };
}

/** POST criteria (001 §2.2): name trimmed, at least one synonym; a global name is unique ignoring case. */
export async function createCriterion(
  ctx: Ctx,
  body: { nome: string; termos: string[]; global: boolean },
): Promise<CriterionTemplate> {
  const termos = cleanTerms(body.termos);
  if (termos.length === 0) throw new AppError(400, CATALOGUE_ERROR_CODES.criterionTermsRequired);
  const nome = body.nome.trim();
  if (body.global && (await repository.globalCriterionNamed(ctx.database.db, nome))) {
    throw new AppError(409, CATALOGUE_ERROR_CODES.criterionDuplicate);
  }
  const row = await repository.insertCriterion(ctx.database.db, { nome, termos, global: body.global });
  return { _id: row.id, nome: row.nome, termos: row.termos, global: row.global };
}

function career(row: Awaited<ReturnType<typeof repository.listCareers>>[number]): Career {
  return { _id: row.id, nome: row.nome, created: row.createdAt.toISOString(), user: row.createdBy };
}

export async function careers(ctx: Ctx): Promise<Career[]> {
  return (await repository.listCareers(ctx.database.db)).map(career);
}

/**
 * POST carreiras/{userId} (001 §2.2): the names typed, trimmed and unique; any that exists already (ignoring
 * case) refuses the whole list with 'Ops parece que essa carreira já existe'. The creator is the caller.
 */
export async function createCareers(
  ctx: Ctx,
  caller: CurrentUser,
  body: CreateCareersBody,
): Promise<Career[]> {
  const names = cleanTerms(body.map((entry) => entry.nome));
  if (names.length === 0) throw new AppError(400, CATALOGUE_ERROR_CODES.careerNameRequired);
  const existing = await repository.existingCareerNames(ctx.database.db, names);
  if (existing.length > 0)
    throw new AppError(409, CATALOGUE_ERROR_CODES.careerDuplicate, { name: existing[0] ?? '' });
  const rows = await repository.insertCareers(
    ctx.database.db,
    names.map((nome) => ({ nome, createdBy: caller.id })),
  );
  return rows.map(career);
}

/**
 * DELETE carreiras/{id}: the career leaves the list; opportunities and profiles that chose it keep their copy
 * ({_id, nome}), and the profile shows its 'career no longer exists' banner (issue 7).
 */
export async function deleteCareer(ctx: Ctx, id: string): Promise<{ _id: string; deleted: true }> {
  if (!(await repository.deleteCareer(ctx.database.db, id))) {
    throw new AppError(404, CATALOGUE_ERROR_CODES.careerNotFound);
  }
  return { _id: id, deleted: true };
}

export async function evaluationTypes(ctx: Ctx) {
  return (await repository.listEvaluationTypes(ctx.database.db)).map((row) => ({
    _id: row.id,
    name: row.name,
  }));
}

export function opportunityTemplates(language: Language): OpportunityTemplate[] {
  return opportunityTemplatesFor(language);
}

export async function clientNames(ctx: Ctx): Promise<string[]> {
  const names = await repository.clientNames(ctx.database.db);
  return names.sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }));
}

export async function clientOpportunities(ctx: Ctx, client: string) {
  return (await repository.opportunitiesOfClient(ctx.database.db, client)).map((row) => ({
    _id: row.id,
    idOpportunity: row.idOpportunity,
    titulo: row.titulo,
    isPublic: row.isPublic,
    isFinished: row.isFinished,
    created: row.createdAt.toISOString(),
  }));
}
