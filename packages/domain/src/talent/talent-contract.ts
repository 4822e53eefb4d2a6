import { z } from 'zod';
import { professionalBadgeSchema } from '../profile/badges';
import { hiringModelFlagsSchema } from '../profile/hiring';
import { salaryEntrySchema } from '../profile/salary';
import { oneLineText } from '../shared/one-line';
import {
  ALL_RESPONSIBLES_ID,
  DEFAULT_TALENT_SORT,
  TALENT_BOARD_MAX_PAGE_SIZE,
  TALENT_GROUP_FILTERS,
} from './talent-board';

export const talentSortSchema = z.number().int().min(0).max(6);
export const talentGroupFilterSchema = z.enum(TALENT_GROUP_FILTERS);

/**
 * The talent board's contract shapes (002 §3 'Talent card item', 'Board response', 'Group'; §7.3), used by the API
 * and the web app alike.
 */

/** Keyword chips: at most 20, each at most 100 characters (a 10,000-character keyword is a 400). */
export const TALENT_KEYWORDS_MAX = 20;
export const TALENT_KEYWORD_MAX_LENGTH = 100;

const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'not a calendar day');

export const talentBoardParamsSchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(TALENT_BOARD_MAX_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(100_000),
});

/** keywords: chips joined by '|' (002 §7.3); empty pieces are dropped. */
const keywordsSchema = oneLineText()
  .max(TALENT_KEYWORDS_MAX * (TALENT_KEYWORD_MAX_LENGTH + 1))
  .default('')
  .transform((value) =>
    value
      .split('|')
      .map((word) => word.trim())
      .filter((word) => word.length > 0),
  )
  .pipe(z.array(z.string().max(TALENT_KEYWORD_MAX_LENGTH)).max(TALENT_KEYWORDS_MAX));

export const talentBoardQuerySchema = z
  .object({
    /** A recruiter's id, or '-1' for all. */
    responsable: oneLineText().trim().min(1).max(64).default(ALL_RESPONSIBLES_ID),
    group: talentGroupFilterSchema.default('all'),
    sort: z.coerce.number().pipe(talentSortSchema).default(DEFAULT_TALENT_SORT),
    keywords: keywordsSchema,
    /** First day of the period (YYYY-MM-DD, included). */
    dateStart: isoDaySchema,
    /** The day after the period's last day (the client sends end + 1 day, 002 §5; excluded). */
    dateEnd: isoDaySchema,
  })
  .refine((query) => query.dateStart < query.dateEnd, {
    message: 'dateStart must come before dateEnd',
    path: ['dateStart'],
  });
export type TalentBoardQuery = z.infer<typeof talentBoardQuerySchema>;
export type TalentBoardQueryInput = z.input<typeof talentBoardQuerySchema>;

export const talentGroupSchema = z.object({ _id: z.string(), name: z.string(), description: z.string() });
export type TalentGroup = z.infer<typeof talentGroupSchema>;

export const talentInProgressOpportunitySchema = z.object({
  id: z.string(),
  idOpportunity: z.number(),
  title: z.string(),
  cliente: z.string().nullable(),
  currentStatus: z.number(),
  /** 1–5 (DECISIONS 'Stages and steps'): the five dots filled. */
  candidateStep: z.number(),
});
export type TalentInProgressOpportunity = z.infer<typeof talentInProgressOpportunitySchema>;

export const talentHighCompatibleSchema = z.object({
  id: z.string(),
  idOpportunity: z.number(),
  title: z.string(),
  nivelAderencia: z.number(),
});

export const talentOutcomeSchema = z.object({
  kind: z.enum(['hired', 'withdrawn']),
  /** ISO instant. */
  at: z.string(),
  opportunityId: z.string().nullable(),
  title: z.string().nullable(),
});

/** 002 §3 'Evaluation' as the talent card carries it (user_evaluations), newest first. */
export const talentEvaluationSchema = z.object({
  _id: z.string(),
  /** The evaluation type's name. */
  avaliacao: z.string(),
  /** Plain, multi-line text (docs/decisions: evaluations are never HTML). */
  conteudo: z.string(),
  resultado: z.number(),
  /** ISO instant. */
  created: z.string(),
  /** The evaluator; null once their registration is erased. */
  user: z.object({ _id: z.string(), displayName: z.string() }).nullable(),
  opportunity: z.object({ id: z.string() }).nullable(),
  /** isBehaviouralEvaluation: the expanded card lists only these (002 §2.6). */
  behavioural: z.boolean(),
});
export type TalentEvaluation = z.infer<typeof talentEvaluationSchema>;

export const talentCardSchema = z.object({
  _id: z.string(),
  id: z.string(),
  displayName: z.string(),
  /** Masked unless the e-mail channel is active (002 §6). */
  email: z.string(),
  contato: z.object({
    lista: z.array(z.object({ tipo: z.string(), contato: z.string(), locale: z.string() })),
  }),
  /** 'Hunting days': days in the current phase. */
  huntingTime: z.number(),
  phase: z.enum(['waiting', 'participating', 'finished']),
  /** Phase 3's reason (hire or withdrawal in the period). */
  outcome: talentOutcomeSchema.nullable(),
  talent: z.object({
    category: talentGroupSchema.nullable(),
    recruiter: z
      .object({ _id: z.string(), displayName: z.string(), userImageUrl: z.string().nullable() })
      .nullable(),
    hiredOrQuit: z.boolean(),
    /** When the professional entered the board (ISO instant). */
    enteredAt: z.string(),
  }),
  perfilUsuario: z.object({
    pretensao: z.object({
      tipo: z.object({ clt: salaryEntrySchema, pj: salaryEntrySchema, others: salaryEntrySchema }),
    }),
    digomais: z.object({
      lista: z.array(
        z.object({ nome: z.string(), level: z.number(), subclassif: z.string(), classif: z.string() }),
      ),
    }),
    interestLocations: z.array(z.object({ formatted_address: z.string() })),
  }),
  hiringModel: hiringModelFlagsSchema,
  opportunityType: z.object({ remote: z.boolean(), hybrid: z.boolean(), inPerson: z.boolean() }),
  homeOffice: z.boolean(),
  inProgressOpportunities: z.array(talentInProgressOpportunitySchema),
  highCompatibleOpportunities: z.array(talentHighCompatibleSchema),
  /** Behavioural and technical evaluations, newest first. */
  avaliacoesUsuario: z.array(talentEvaluationSchema),
  /** 002 §6 badges by the one rule (profile/badges.ts), evaluations and flags included. */
  badges: z.array(professionalBadgeSchema),
});
export type TalentCard = z.infer<typeof talentCardSchema>;

/** 002 §3 'Board response': one page of talents split by phase, and how many talents the filters keep. */
export const talentBoardResponseSchema = z.object({
  waiting: z.array(talentCardSchema),
  participating: z.array(talentCardSchema),
  finished: z.array(talentCardSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TalentBoardResponse = z.infer<typeof talentBoardResponseSchema>;

/** The expanded card (002 §2.6): the card plus current and previous processes. */
export const talentDetailSchema = talentCardSchema.extend({
  opportunitiesRelated: z.object({
    inProgressOpportunities: z.array(talentInProgressOpportunitySchema),
    finishedOpportunities: z.array(talentInProgressOpportunitySchema),
  }),
});
export type TalentDetail = z.infer<typeof talentDetailSchema>;

const idSchema = oneLineText().trim().min(1).max(64);

/** PUT talent/{id} (002 §7.3, §5): group required, responsible optional, salary per contract type. */
export const talentSaveBodySchema = z.object({
  talent: z
    .object({
      perfilUsuario: z
        .object({
          pretensao: z
            .object({
              tipo: z.object({
                clt: salaryEntrySchema.optional(),
                pj: salaryEntrySchema.optional(),
                others: salaryEntrySchema.optional(),
              }),
            })
            .optional(),
        })
        .optional(),
    })
    .optional(),
  // Empty means not chosen: the service answers TALENT_GROUP_REQUIRED ('Esse campo precisa ser preenchido').
  selectedGroup: oneLineText().trim().max(64).nullable().optional(),
  selectedResp: oneLineText().trim().max(64).nullable().optional(),
  hiredOrQuit: z.boolean().default(false),
});
export type TalentSaveBody = z.infer<typeof talentSaveBodySchema>;

export const talentMessageSchema = z.object({ message: z.string() });

/** PATCH users/talent/{id}: any of the record's fields. */
export const talentRecordPatchSchema = z
  .object({
    groupId: idSchema.nullable().optional(),
    recruiterId: idSchema.nullable().optional(),
    hiredOrQuit: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change', path: ['groupId'] });
export type TalentRecordPatch = z.infer<typeof talentRecordPatchSchema>;

export const talentRecordSchema = z.object({
  userId: z.string(),
  isTalent: z.boolean(),
  category: talentGroupSchema.nullable(),
  recruiterId: z.string().nullable(),
  hiredOrQuit: z.boolean(),
  hiredOrQuitAt: z.string().nullable(),
  enteredAt: z.string(),
});
export type TalentRecord = z.infer<typeof talentRecordSchema>;

/** The talent calls' error and message codes (translated in apps/api/src/lib/messages.ts). */
export const TALENT_CODES = {
  notFound: 'PROFESSIONAL_NOT_FOUND',
  groupRequired: 'TALENT_GROUP_REQUIRED',
  groupNotFound: 'TALENT_GROUP_NOT_FOUND',
  responsibleNotRecruiter: 'TALENT_RESPONSIBLE_NOT_RECRUITER',
  salaryRequired: 'TALENT_SALARY_REQUIRED',
  saved: 'TALENT_SAVED',
} as const;
