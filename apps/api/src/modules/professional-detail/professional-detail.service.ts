import {
  type Attachment,
  PROFESSIONAL_DETAIL_ERROR_CODES as CODES,
  CURRENCY_OPTIONS,
  candidateLabel,
  candidateStep,
  clearUntickedSalaries,
  emptyRecruiterInputs,
  fileUrlOf,
  isProcessFinished,
  isSalaryExpectationValid,
  type ProfessionalProcess,
  type ProfessionalRecruiterView,
  type ProfessionalWithOpportunities,
  type RecruiterInputs,
  type RecruiterInputsBody,
  type RecruiterSalaryBody,
  recruiterInputsBodySchema,
  SALARY_RANGE_VALUES,
  UNSET,
} from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import type { CurrentUser } from '../../lib/auth';
import { RECRUITER_ROLES } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { badgesOf } from '../../lib/professional-badges';
import { cardEvaluationsByProfessional } from '../evaluations';
import { toUserProfile } from '../users';
import * as repository from './professional-detail.repository';

type Ctx = Pick<AppContext, 'database'>;
type Found = NonNullable<Awaited<ReturnType<typeof repository.findProfessional>>>;

function requireRecruiterCaller(viewer: CurrentUser): void {
  // The access table already admits recruiters only; the service says so too, as every rule is enforced here.
  if (!viewer.isRecruiter) throw new AppError(403, 'FORBIDDEN');
}

const isRecruiterAccount = (roles: readonly string[]) =>
  roles.some((role) => (RECRUITER_ROLES as readonly string[]).includes(role));

/** The person or 404 'Profissional não encontrado' (002 §8); recruiters' own accounts are not professionals. */
async function requireProfessional(ctx: Ctx, id: string): Promise<Found> {
  const found = await repository.findProfessional(ctx.database.db, id);
  if (!found || isRecruiterAccount(found.user.roles)) throw new AppError(404, CODES.notFound);
  return found;
}

function sheetOf(found: Found): RecruiterInputs {
  if (!found.sheet?.values) return emptyRecruiterInputs();
  // Stored by saveRecruiterInputs after parsing; parsed again so a field added later reads as empty.
  const parsed = recruiterInputsBodySchema.safeParse(found.sheet.values);
  const values = parsed.success ? parsed.data : emptyRecruiterInputs();
  const { lastUpdated: _l, lastUpdatedBy: _b, ...fields } = { ...emptyRecruiterInputs(), ...values };
  return {
    ...fields,
    lastUpdated: found.sheet.updatedAt ? found.sheet.updatedAt.toISOString() : null,
    lastUpdatedBy: found.updater?.id
      ? { _id: found.updater.id, displayName: found.updater.displayName }
      : null,
  };
}

function toAttachment(row: repository.CvJson): Attachment {
  return {
    _id: row.id,
    fileName: row.fileName,
    url: fileUrlOf(row.id),
    comment: row.comment,
    uploadDate: row.uploadDate,
  };
}

function toProcess(row: Awaited<ReturnType<typeof repository.listProcesses>>[number]): ProfessionalProcess {
  const step = candidateStep(row.steps);
  return {
    id: row.opportunityId,
    idOpportunity: row.idOpportunity,
    title: row.title,
    cliente: row.client,
    kind: row.kind,
    currentStatus: row.statusCurrent,
    candidateStep: step,
    candidateLabel: candidateLabel(step, row.statusCurrent),
    // DECISIONS: an opportunity without vacancies is closed too.
    opportunityFinished: row.isFinished || row.quantidadeVagas === 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The person as a recruiter sees them: contacts masked by their channels (002 §6), the sheet, `deleted`. */
function recruiterView(
  found: Found,
  evaluations: ReadonlyArray<{ resultado: number; created: string }>,
): ProfessionalRecruiterView {
  const deleted = found.user.deletedAt !== null;
  // An erased registration keeps only an anonymous row: nothing of the person is sent.
  const skills = deleted
    ? []
    : found.skills.map((skill) => ({ ...skill, userId: found.user.id, position: 0 }));
  const attachments = deleted ? [] : found.cvs.map(toAttachment);
  const profile = toUserProfile(found.user, { skills, attachments, ownView: false });
  return {
    ...profile,
    // The deleted row carries a placeholder address; the screen shows 'Cadastro excluído' instead.
    email: deleted ? '' : profile.email,
    recruiterInputs: deleted ? emptyRecruiterInputs() : sheetOf(found),
    deleted,
    badges: deleted ? [] : badgesOf(found.user, evaluations),
  };
}

/** GET users/user-without-opportunities/{id} (002 §7.3). */
export async function getProfessionalWithoutOpportunities(
  ctx: Ctx,
  viewer: CurrentUser,
  id: string,
): Promise<{ user: ProfessionalRecruiterView }> {
  requireRecruiterCaller(viewer);
  const [found, evaluations] = await Promise.all([
    requireProfessional(ctx, id),
    cardEvaluationsByProfessional(ctx.database.db, [id]),
  ]);
  return { user: recruiterView(found, evaluations.get(id) ?? []) };
}

/**
 * GET users/user-with-opportunities/{id} (002 §7.3): the user and the processes they are in, split into those in
 * progress and previous ones (isProcessFinished). Three statements, run at once, whatever the number of
 * processes: the person (with sheet, skills and CVs), every process with its opportunity, and her evaluations (for
 * the badges).
 */
export async function getProfessionalWithOpportunities(
  ctx: Ctx,
  viewer: CurrentUser,
  id: string,
): Promise<ProfessionalWithOpportunities> {
  requireRecruiterCaller(viewer);
  const [found, rows, evaluations] = await Promise.all([
    requireProfessional(ctx, id),
    repository.listProcesses(ctx.database.db, id),
    cardEvaluationsByProfessional(ctx.database.db, [id]),
  ]);
  const user = recruiterView(found, evaluations.get(id) ?? []);
  const processes = rows.map(toProcess);
  return {
    user,
    opportunitiesRelated: {
      inProgressOpportunities: processes.filter((process) => !isProcessFinished(process)),
      finishedOpportunities: processes.filter(isProcessFinished),
    },
  };
}

/** A person recruiters may change: found, a professional, not deleted (002 §4: no actions for a deleted one). */
async function requireEditable(ctx: Ctx, viewer: CurrentUser, id: string): Promise<Found> {
  requireRecruiterCaller(viewer);
  const found = await requireProfessional(ctx, id);
  if (found.user.deletedAt !== null) throw new AppError(409, CODES.deleted);
  return found;
}

/**
 * PUT users/{id}/salary-expectation (002 §5 "Professional profile edits by recruiter"): known currencies and
 * ranges (400 INVALID_SALARY_RANGE), then, for every ticked hiring model, BRL needs a range and a range needs a
 * currency (400 PROFESSIONAL_SALARY_REQUIRED, 'Pretensao salarial obrigatoria…'); unticking a model resets its
 * entry. Answers the user as user-without-opportunities does.
 */
export async function updateSalaryExpectation(
  ctx: Ctx,
  viewer: CurrentUser,
  id: string,
  body: RecruiterSalaryBody,
): Promise<{ user: ProfessionalRecruiterView }> {
  await requireEditable(ctx, viewer, id);
  const entries = Object.entries(body.pretensao.tipo);
  for (const [model, entry] of entries) {
    if (!(CURRENCY_OPTIONS as readonly string[]).includes(entry.moeda)) {
      throw new AppError(400, CODES.salaryRange, {}, { field: `pretensao.tipo.${model}.moeda` });
    }
    if (![UNSET, ...SALARY_RANGE_VALUES].includes(entry.valor as never)) {
      throw new AppError(400, CODES.salaryRange, {}, { field: `pretensao.tipo.${model}.valor` });
    }
  }
  if (!isSalaryExpectationValid(body.hiringModel, body.pretensao)) throw new AppError(400, CODES.salary);
  await repository.saveSalary(ctx.database.db, id, body.hiringModel, {
    tipo: clearUntickedSalaries(body.hiringModel, body.pretensao),
  });
  return getProfessionalWithoutOpportunities(ctx, viewer, id);
}

/** PUT users/{id}/recruiter-inputs (002 §3 recruiterInputs, §6): replaces the recruiter sheet. */
export async function updateRecruiterInputs(
  ctx: Ctx,
  viewer: CurrentUser,
  id: string,
  body: RecruiterInputsBody,
): Promise<RecruiterInputs> {
  await requireEditable(ctx, viewer, id);
  const values = recruiterInputsBodySchema.parse(body);
  await repository.saveRecruiterInputs(ctx.database.db, id, values, viewer.id);
  return sheetOf(await requireProfessional(ctx, id));
}
