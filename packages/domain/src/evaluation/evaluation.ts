import { z } from 'zod';
import { oneLineText } from '../shared/one-line';
import { evaluationScoreSchema } from './flags';

// 002 §2.11, §3 'Evaluation', §4 'Evaluation wizard', §5 'Evaluation', §7.3, §8.

/** 002 §5: shown but disabled in the wizard, with the warning 'Avaliação Indisponível'; refused by the server. */
export const UNAVAILABLE_EVALUATION_TYPES: readonly string[] = ['Desenvolvedor Java'];
/** 002 §5: never offered and refused by the server. */
export const HIDDEN_EVALUATION_TYPES: readonly string[] = ['Technical advice'];
/** 002 §4: the type whose step 2 shows the criteria form. */
export const TECHNICAL_EVALUATION_TYPE = 'Parecer Técnico';
/** The behavioural opinion (002 §2.8 accordion 'Behavioural opinion'). */
export const BEHAVIOURAL_EVALUATION_TYPE = 'Parecer Comportamental';
/** 002 §3: criteria with peso 3 show as required, peso 1 as desirable. */
export const REQUIRED_CRITERION_PESO = 3;
export const DESIRABLE_CRITERION_PESO = 1;
/** The spec fixes no maximum; 5,000 characters keeps an opinion a page. */
export const EVALUATION_CONTENT_MAX_LENGTH = 5000;
export const EVALUATION_CRITERIA_MAX = 30;

export function isHiddenEvaluationType(name: string): boolean {
  return HIDDEN_EVALUATION_TYPES.includes(name.trim());
}
export function isUnavailableEvaluationType(name: string): boolean {
  return UNAVAILABLE_EVALUATION_TYPES.includes(name.trim());
}
/** 002 §3: no opportunity means a behavioural opinion; the behavioural type is one too wherever it was given. */
export function isBehaviouralEvaluation(typeName: string, opportunityId: string | null): boolean {
  return opportunityId === null || typeName.trim() === BEHAVIOURAL_EVALUATION_TYPE;
}

export const EVALUATION_ERROR_CODES = {
  /** 002 §5: 'Preencha o campo Avaliação'. */
  contentRequired: 'EVALUATION_CONTENT_REQUIRED',
  typeNotFound: 'EVALUATION_TYPE_NOT_FOUND',
  /** 002 §5: 'Avaliação Indisponível' (disabled or hidden types). */
  typeUnavailable: 'EVALUATION_TYPE_UNAVAILABLE',
  notFound: 'EVALUATION_NOT_FOUND',
  dateInFuture: 'EVALUATION_DATE_IN_FUTURE',
  /** 002 §8 'Erro ao atualizar criterios' reason: criteria belong to an evaluation of an opportunity. */
  criteriaNeedOpportunity: 'EVALUATION_CRITERIA_NEED_OPPORTUNITY',
} as const;

export const evaluationCriterionSchema = z.object({
  name: oneLineText().trim().min(1).max(200),
  peso: z.union([z.literal(REQUIRED_CRITERION_PESO), z.literal(DESIRABLE_CRITERION_PESO)]),
});
export type EvaluationCriterion = z.infer<typeof evaluationCriterionSchema>;
export const evaluationCriteriaSchema = z.array(evaluationCriterionSchema).max(EVALUATION_CRITERIA_MAX);

/** The text: multi-line plain text (never HTML; the screens show it as text). Emptiness is the service's check. */
const conteudoSchema = z.string().max(EVALUATION_CONTENT_MAX_LENGTH);

/** POST userevaluation/{id}/registrar-avaliacao (002 §7.3); {id} is the professional evaluated. */
export const registerEvaluationBodySchema = z.object({
  /** The evaluation type's _id (GET userevaluation). */
  avaliacao: oneLineText().min(1).max(100),
  /** The opportunity's id, or null/absent for a behavioural opinion. */
  opportunity: z.string().min(1).max(100).nullable().optional(),
  /** The evaluator named by the client; the server records the caller whatever this says. */
  user: z.string().max(100).optional(),
  conteudo: conteudoSchema,
  /** 002 §3: defaults to now; never in the future. */
  created: z.string().datetime({ offset: true }).optional(),
  resultado: evaluationScoreSchema,
  /** 'Parecer Técnico' with an opportunity: the criteria form (002 §4). */
  avaliationCriteria: evaluationCriteriaSchema.optional(),
});
export type RegisterEvaluationBody = z.infer<typeof registerEvaluationBodySchema>;

/** PUT userevaluation/{evaluationId}: the edit modal (002 §2.11, §5). */
export const updateEvaluationBodySchema = z.object({
  conteudo: conteudoSchema,
  resultado: evaluationScoreSchema,
});
export type UpdateEvaluationBody = z.infer<typeof updateEvaluationBodySchema>;

/** PUT userevaluation/{evaluationId}/criteria: 'Criterios atualizados com sucesso!!' (002 §8). */
export const updateEvaluationCriteriaBodySchema = z.object({ avaliationCriteria: evaluationCriteriaSchema });
export type UpdateEvaluationCriteriaBody = z.infer<typeof updateEvaluationCriteriaBodySchema>;

/** 002 §3 'Evaluation', with its flags from the one rule (flags.ts) computed by the server. */
export const evaluationSchema = z.object({
  _id: z.string(),
  /** The evaluation type's name. */
  avaliacao: z.string(),
  avaliacaoId: z.string().nullable(),
  behavioural: z.boolean(),
  /** Absent (null) means a behavioural opinion. */
  opportunity: z
    .object({ id: z.string(), title: z.string(), avaliationCriteria: z.array(evaluationCriterionSchema) })
    .nullable(),
  /** The evaluator, drawn when read; null when that account no longer exists. */
  user: z.object({ _id: z.string(), displayName: z.string() }).nullable(),
  conteudo: z.string(),
  created: z.string(),
  resultado: evaluationScoreSchema,
  flags: z.object({ star: z.boolean(), negative: z.boolean(), expired: z.boolean() }),
});
export type Evaluation = z.infer<typeof evaluationSchema>;
export const evaluationsResponseSchema = z.array(evaluationSchema);

export const evaluationSavedResponseSchema = z.object({
  /** EVALUATION_REGISTERED ('Avaliação registrada com sucesso.') or EVALUATION_UPDATED or CRITERIA_UPDATED. */
  message: z.string(),
  evaluation: evaluationSchema,
});
export type EvaluationSavedResponse = z.infer<typeof evaluationSavedResponseSchema>;

/** GET userevaluation's item with what the wizard needs: disabled types shown greyed; hidden ones never listed. */
export const evaluationTypeOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  disabled: z.boolean(),
  criteria: z.array(evaluationCriterionSchema),
});
export type EvaluationTypeOption = z.infer<typeof evaluationTypeOptionSchema>;

/** A card's evaluation (002 §3 Candidate card user avaliacoesUsuario), newest first. */
export const cardEvaluationSchema = z.object({
  resultado: z.number(),
  created: z.string(),
  /** The evaluation's _id. */
  _avaliacaoUsuario: z.string().nullable(),
  /** The type's name and whether it is behavioural, for the flag rule. */
  avaliacao: z.string().optional(),
  behavioural: z.boolean().optional(),
});
export type CardEvaluation = z.infer<typeof cardEvaluationSchema>;
