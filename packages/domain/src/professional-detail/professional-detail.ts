import { z } from 'zod';
import { type CandidateProgressLabelKey, candidateProgressLabel } from '../candidature/progress';
import { CANDIDATE_STATUS } from '../candidature/status';
import { type Attachment, isAddedByHr } from '../files/attachments';
import { professionalBadgeSchema } from '../profile/badges';
import { hiringModelFlagsSchema } from '../profile/hiring';
import { oneLineText } from '../shared/one-line';
import { userProfileSchema } from '../users/user-profile';

/**
 * 002 §2.8 / §3 "Professional (profile, recruiter view)": what GET users/user-with-opportunities/{id} and
 * users/user-without-opportunities/{id} answer. The contacts in it are already masked by the server as the
 * person's channels say (002 §6): the screen never receives what it must not show.
 */

// 002 §3 recruiterInputs: the recruiter sheet's free-text inputs. Short fields are one line; notes may wrap.
const line = () => oneLineText().trim().max(300).default('');
const note = () => z.string().trim().max(4_000).default('');
const salaryEntrySchema = z.object({
  moeda: oneLineText().max(10).default('-'),
  valor: oneLineText().max(20).default('-'),
});

export const recruiterInputsBodySchema = z.object({
  contato: z.object({ principal: line(), residencial: line(), email: line(), localidade: line() }).default({
    principal: '',
    residencial: '',
    email: '',
    localidade: '',
  }),
  linkedinUrl: line(),
  pretensao: z
    .object({
      tipo: z.object({
        clt: salaryEntrySchema.default({ moeda: '-', valor: '-' }),
        pj: salaryEntrySchema.default({ moeda: '-', valor: '-' }),
        others: salaryEntrySchema.default({ moeda: '-', valor: '-' }),
      }),
    })
    .default({
      tipo: {
        clt: { moeda: '-', valor: '-' },
        pj: { moeda: '-', valor: '-' },
        others: { moeda: '-', valor: '-' },
      },
    }),
  formacaoEIdiomas: z.object({ formacao: note(), idiomas: note() }).default({ formacao: '', idiomas: '' }),
  infosComplementares: z.object({ pcd: note(), indicacao: note() }).default({ pcd: '', indicacao: '' }),
  carreiraEObjetivos: z
    .object({
      ondeGostariaDeTrabalhar: note(),
      interesses: note(),
      comOQueGostariaDeTrabalhar: note(),
      principaisCompetencias: note(),
    })
    .default({
      ondeGostariaDeTrabalhar: '',
      interesses: '',
      comOQueGostariaDeTrabalhar: '',
      principaisCompetencias: '',
    }),
});
export type RecruiterInputsBody = z.input<typeof recruiterInputsBodySchema>;
export type RecruiterInputsValues = z.output<typeof recruiterInputsBodySchema>;

/** The sheet as answered: the saved values, when they were last saved and by whom (null when never). */
export const recruiterInputsSchema = recruiterInputsBodySchema.extend({
  lastUpdated: z.string().nullable(),
  lastUpdatedBy: z.object({ _id: z.string(), displayName: z.string() }).nullable(),
});
export type RecruiterInputs = z.infer<typeof recruiterInputsSchema>;

/** The empty sheet (a professional no recruiter has written about yet). */
export function emptyRecruiterInputs(): RecruiterInputs {
  return { ...recruiterInputsBodySchema.parse({}), lastUpdated: null, lastUpdatedBy: null };
}

/** PUT users/{id}/salary-expectation (002 §5): the ticked hiring models and the entry of each. */
export const recruiterSalaryBodySchema = z.object({
  hiringModel: hiringModelFlagsSchema,
  pretensao: z.object({
    tipo: z.object({ clt: salaryEntrySchema, pj: salaryEntrySchema, others: salaryEntrySchema }),
  }),
});
export type RecruiterSalaryBody = z.infer<typeof recruiterSalaryBodySchema>;

/** Codes the professional-detail calls answer (translated by the API). */
export const PROFESSIONAL_DETAIL_ERROR_CODES = {
  notFound: 'PROFESSIONAL_NOT_FOUND',
  deleted: 'PROFESSIONAL_DELETED',
  salary: 'PROFESSIONAL_SALARY_REQUIRED',
  salaryRange: 'INVALID_SALARY_RANGE',
} as const;

// 002 §3 talent card item inProgressOpportunities: {id, idOpportunity, title, cliente, currentStatus, candidateStep}.
export const professionalProcessSchema = z.object({
  /** The opportunity's id (links go to /opportunity/{id} and /opportunity/{id}/application/{userId}). */
  id: z.string(),
  idOpportunity: z.number().int(),
  title: z.string(),
  cliente: z.string().nullable(),
  /** 'enrolled' (triado) or 'candidate'. */
  kind: z.enum(['enrolled', 'candidate']),
  currentStatus: z.number().int(),
  /** 1 + stages met in order (1 to 5), as everywhere else in the product. */
  candidateStep: z.number().int().min(1).max(5),
  /** 002 §4 "Candidate label on professional detail", decided by candidateLabel() below. */
  candidateLabel: z.enum([
    'recruited',
    'evaluated',
    'cvSelected',
    'presented',
    'selected',
    'dismissed',
    'refused',
    'quit',
  ]),
  /** The opportunity is finished or has no vacancies left. */
  opportunityFinished: z.boolean(),
  createdAt: z.string(),
});
export type ProfessionalProcess = z.infer<typeof professionalProcessSchema>;

/**
 * 002 §4 "Candidate label on professional detail": candidateStep minus 1 gives 0 Recrutado … 4 Selecionado,
 * overridden by currentStatus 6 Selecionado, 3 Dispensado, 5 Desistiu, 4 Recusado. The same rule as the
 * candidature progress screen's label, so there is one function for it (candidateProgressLabel).
 */
export function candidateLabel(
  candidateStep: number | null | undefined,
  currentStatus: number | null | undefined,
): CandidateProgressLabelKey {
  return candidateProgressLabel(candidateStep, currentStatus);
}

const ENDED_STATUSES: readonly number[] = [
  CANDIDATE_STATUS.dismissed,
  CANDIDATE_STATUS.refused,
  CANDIDATE_STATUS.quit,
  CANDIDATE_STATUS.selected,
];

/**
 * Whether a process is a previous one (002 §2.8 "processes in progress and previous ones"): the opportunity is
 * finished, or the professional's own part in it ended (Dispensado, Recusou, Desistiu, Selecionado).
 */
export function isProcessFinished(process: { opportunityFinished: boolean; currentStatus: number }): boolean {
  return process.opportunityFinished || ENDED_STATUSES.includes(process.currentStatus);
}

const { opportunitiesRelated: _ownList, ...profileShape } = userProfileSchema.shape;

/** users/user-without-opportunities/{id}: the person, contacts masked, plus the recruiter sheet and `deleted`. */
export const professionalRecruiterViewSchema = z.object({
  ...profileShape,
  recruiterInputs: recruiterInputsSchema,
  /** 002 §4 "Deleted candidate": the registration was erased; the screen shows 'Cadastro excluído', no actions. */
  deleted: z.boolean(),
  /** 002 §6 badges, by the one rule (profile/badges.ts); none for an erased registration. */
  badges: z.array(professionalBadgeSchema),
});
export type ProfessionalRecruiterView = z.infer<typeof professionalRecruiterViewSchema>;

/** users/user-with-opportunities/{id} (002 §7.3): the user and opportunitiesRelated. */
export const professionalWithOpportunitiesSchema = z.object({
  user: professionalRecruiterViewSchema,
  opportunitiesRelated: z.object({
    inProgressOpportunities: z.array(professionalProcessSchema),
    finishedOpportunities: z.array(professionalProcessSchema),
  }),
});
export type ProfessionalWithOpportunities = z.infer<typeof professionalWithOpportunitiesSchema>;

/** users/user-without-opportunities/{id} (002 §7.3). */
export const professionalWithoutOpportunitiesSchema = z.object({ user: professionalRecruiterViewSchema });
export type ProfessionalWithoutOpportunities = z.infer<typeof professionalWithoutOpportunitiesSchema>;

/**
 * 002 §5: a recruiter may delete a CV only if HR added it and more than one CV exists. The server enforces it
 * (DELETE documents/file/deleteCv); the screen uses the same rule to offer the delete button.
 */
export function canRecruiterDeleteCv(
  attachment: Pick<Attachment, 'comment'>,
  attachments: readonly unknown[],
): boolean {
  return isAddedByHr(attachment) && attachments.length > 1;
}
