import { z } from 'zod';
import { cardEvaluationSchema } from '../evaluation/evaluation';
import { professionalBadgeSchema } from '../profile/badges';
import { CRITERION_LEVEL_KEYS } from '../profile/skill-levels';
import { levelDisplay } from './bands';
import { type CriterionExplanation, criterionExplanationSchema, type MatchExplanation } from './match-rule';

/**
 * Shapes of the matching calls (001 §7, 002 §7.3) where the documents show none (DECISIONS: design them and
 * document them in the OpenAPI description).
 */

// GET opportunity/{id}/get-status-compativeis and users/{id}/get-status-vagas: polled until 'completed'.
export const MATCH_STATUSES = ['processing', 'completed'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export const matchStatusResponseSchema = z.object({ status: z.enum(MATCH_STATUSES) });
export type MatchStatusResponse = z.infer<typeof matchStatusResponseSchema>;

// 000 §3: a criterion on an application (nome, termos, peso, level, color, caption, hasModification), plus
// the explanation of how the level was found.
export const applicationCriterionSchema = criterionExplanationSchema.extend({
  color: z.enum(['green', 'yellow', 'red', 'none']),
  /** Caption key of the level: notFound (not found in CV), basic, intermediate, advanced. */
  caption: z.enum(CRITERION_LEVEL_KEYS),
  /** Always false from the server; the screen sets it when a slider moves (000 §4). */
  hasModification: z.boolean(),
});
export type ApplicationCriterion = z.infer<typeof applicationCriterionSchema>;

export function toApplicationCriterion(explanation: CriterionExplanation): ApplicationCriterion {
  return {
    ...explanation,
    color: levelDisplay(explanation.level).color,
    caption: CRITERION_LEVEL_KEYS[explanation.level] ?? 'notFound',
    hasModification: false,
  };
}

export const cardExplanationSchema = z.object({
  adherence: z.number().int().min(0).max(100),
  criterias: z.array(applicationCriterionSchema),
});
export type CardExplanation = z.infer<typeof cardExplanationSchema>;

export function toCardExplanation(explanation: MatchExplanation): CardExplanation {
  return { adherence: explanation.adherence, criterias: explanation.criteria.map(toApplicationCriterion) };
}

// 001 §3 'Professional card item', as the compatibles tab lists it.
export const professionalCardItemSchema = z.object({
  _usuario: z.object({
    _id: z.string(),
    displayName: z.string(),
    email: z.string(),
    contato: z.object({ lista: z.array(z.object({ tipo: z.string(), contato: z.string() })) }),
    notificationsSettings: z.object({
      isActive: z.boolean(),
      channels: z.array(z.object({ name: z.string(), isActive: z.boolean() })),
    }),
    dadosPessoais: z.object({
      pcdUser: z.object({ isUserPCD: z.boolean() }),
      preferredLanguage: z.string(),
    }),
    userImageUrl: z.string().nullable(),
    provider: z.string().nullable(),
    preRegister: z.boolean(),
    validRegistration: z.boolean(),
    eluminer: z.object({ status: z.boolean() }),
    talent: z.object({ status: z.boolean() }),
    europeanUnionCitizenship: z.object({ status: z.boolean() }),
    /** The professional's evaluations, newest first (evaluations module). */
    avaliacoesUsuario: z.array(cardEvaluationSchema),
    deleted: z.boolean(),
  }),
  nivelAderencia: z.number().int().min(0).max(100),
  /** From the professional's candidature in this opportunity, when there is one. */
  byRH: z.boolean(),
  status: z.object({ current: z.number().int().nullable() }),
  steps: z.array(z.object({ key: z.number().int(), meetsTheRequirements: z.number().int().nullable() })),
  createdAt: z.string().nullable(),
  capture: z.string().nullable(),
  source: z.string().nullable(),
  /** 'enrolled' or 'candidate' when the professional already takes part; null otherwise. */
  candidatureKind: z.enum(['enrolled', 'candidate']).nullable(),
  /** False when 'Não comunicar encerramento' is set on the candidature (001 §2.7); true without one. */
  notifyOnFinish: z.boolean(),
  explanation: cardExplanationSchema,
  /** 002 §6 badges, decided by the server with professionalBadges (profile/badges.ts); empty for a deleted user. */
  badges: z.array(professionalBadgeSchema),
});
export type ProfessionalCardItem = z.infer<typeof professionalCardItemSchema>;

// 001 §3 'List response': usersList, total, title, isFinished.
export const compatiblesResponseSchema = z.object({
  usersList: z.array(professionalCardItemSchema),
  total: z.number().int(),
  title: z.string(),
  isFinished: z.boolean(),
});
export type CompatiblesResponse = z.infer<typeof compatiblesResponseSchema>;

// 000 §2 card data: id, title, location, homeOffice, hybrid, geolocation, isCandidate, isEnrolled,
// isCompatibleCandidate, isCompatibleCandidateLevel; plus nivelAderencia (= isCompatibleCandidateLevel).
export const compatibleOpportunitySchema = z.object({
  _id: z.string(),
  id: z.string(),
  idOpportunity: z.number().int(),
  title: z.string(),
  client: z.string().nullable(),
  location: z.string(),
  homeOffice: z.boolean(),
  hybrid: z.boolean(),
  geolocation: z.array(z.object({ place_id: z.string(), formatted_address: z.string() })),
  isCandidate: z.boolean(),
  isEnrolled: z.boolean(),
  isCompatibleCandidate: z.boolean(),
  isCompatibleCandidateLevel: z.number().int(),
  nivelAderencia: z.number().int(),
});
export type CompatibleOpportunity = z.infer<typeof compatibleOpportunitySchema>;

// 002 §7.3: list of opportunities with id, title (over 60 %).
export const highCompatibleOpportunitySchema = z.object({
  _id: z.string(),
  id: z.string(),
  idOpportunity: z.number().int(),
  title: z.string(),
  nivelAderencia: z.number().int(),
});

// 000 §7 / 002 §7.3: skill tips.
export const criteriaUnmatchItemSchema = z.object({ nome: z.string() });

// GET opportunity/{id}/candidate/{userId}: the opportunity with the professional's criteria levels.
export const opportunityCandidateSchema = z.object({
  _id: z.string(),
  idOpportunity: z.number().int(),
  titulo: z.string(),
  title: z.string(),
  client: z.string().nullable(),
  isFinished: z.boolean(),
  isPublic: z.boolean(),
  label: z.string(),
  fase: z.number().int(),
  /** The professional's adherence by the rule, now (the stored lists follow once the status is 'completed'). */
  nivelAderencia: z.number().int().min(0).max(100),
  /** Location-eligible (001 §5). */
  eligible: z.boolean(),
  isCompatible: z.boolean(),
  candidature: z
    .object({
      _id: z.string(),
      kind: z.enum(['enrolled', 'candidate']),
      nivelAderencia: z.number().int(),
      currentStatus: z.number().int(),
      createdAt: z.string(),
    })
    .nullable(),
  criterias: z.array(applicationCriterionSchema),
  /** Weight 3 ('Required parameters'). */
  requiredCriterias: z.array(applicationCriterionSchema),
  /** Weights 1 and 2 ('Desirable parameters'). */
  desirableCriterias: z.array(applicationCriterionSchema),
});
export type OpportunityCandidate = z.infer<typeof opportunityCandidateSchema>;
