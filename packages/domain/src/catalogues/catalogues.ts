import { z } from 'zod';
import { oneLineText } from '../shared/one-line';

// 001 §7 'Related supporting calls', 002 §3 Squad and Responsible: the lists the opportunity form and the boards
// choose from.

/** GET squad. */
export const squadSchema = z.object({ _id: z.string(), name: z.string() });
export const squadsResponseSchema = z.array(squadSchema);
export type Squad = z.infer<typeof squadSchema>;

/** GET responsables: the recruiters an opportunity can be given to (002 §3 Responsible; '-1' means all on boards). */
export const responsibleSchema = z.object({
  _id: z.string(),
  displayName: z.string(),
  userImageUrl: z.string().nullable(),
});
export const responsiblesResponseSchema = z.array(responsibleSchema);
export type Responsible = z.infer<typeof responsibleSchema>;

/** GET criteria: criterion templates (001 §3 'Criterion template: nome, termos'). */
export const criterionTemplateSchema = z.object({
  _id: z.string(),
  nome: z.string(),
  termos: z.array(z.string()),
  global: z.boolean(),
});
export const criterionTemplatesResponseSchema = z.array(criterionTemplateSchema);
export type CriterionTemplate = z.infer<typeof criterionTemplateSchema>;

/**
 * POST criteria (001 §2.2): a name (trimmed) and at least one synonym; a global template's name must be new
 * (case-insensitively), else CriterioGlobalDuplicado.
 */
export const createCriterionBodySchema = z.object({
  nome: oneLineText().trim().min(1).max(100),
  termos: z.array(oneLineText().trim().max(100)).max(50),
  global: z.boolean().default(true),
});
export type CreateCriterionBody = z.input<typeof createCriterionBodySchema>;

export const CATALOGUE_ERROR_CODES = {
  /** 001 §8: the server message the form shows as 'Já existe um critério global com este nome'. */
  criterionDuplicate: 'CriterioGlobalDuplicado',
  /** 001 §2.2: a criterion needs at least one synonym term. */
  criterionTermsRequired: 'CRITERION_TERMS_REQUIRED',
  /** 001 §8: 'Ops parece que essa carreira já existe'. */
  careerDuplicate: 'CAREER_ALREADY_EXISTS',
  /** 001 §2.2: saving careers needs at least one name. */
  careerNameRequired: 'CAREER_NAME_REQUIRED',
  careerNotFound: 'CAREER_NOT_FOUND',
} as const;

/** Synonyms as stored: trimmed, empty ones dropped, case-insensitively unique, first spelling kept. */
export function cleanTerms(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const term of terms) {
    const text = term.trim();
    const key = text.toLocaleLowerCase('pt-BR');
    if (!text || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}

/** GET criteria/check-name?nome=. */
export const checkCriterionNameQuerySchema = z.object({ nome: oneLineText().trim().min(1).max(100) });
export const checkCriterionNameResponseSchema = z.object({ exists: z.boolean() });

/** GET carreiras: careers or areas (001 §3 'Career: nome, created, user'). */
export const careerSchema = z.object({
  _id: z.string(),
  nome: z.string(),
  created: z.string(),
  user: z.string().nullable(),
});
export const careersResponseSchema = z.array(careerSchema);
export type Career = z.infer<typeof careerSchema>;

/** POST carreiras/{userId}: the names typed as chips ('keywords'); save is disabled without one (001 §2.2). */
export const createCareersBodySchema = z
  .array(
    z.object({
      nome: oneLineText().trim().max(100),
      created: oneLineText().max(40).optional(),
      user: oneLineText().max(100).optional(),
    }),
  )
  .max(50);
export type CreateCareersBody = z.input<typeof createCareersBodySchema>;

/** GET userevaluation: the evaluation types an opportunity can ask for. */
export const evaluationTypeSchema = z.object({ _id: z.string(), name: z.string() });
export const evaluationTypesResponseSchema = z.array(evaluationTypeSchema);

/** GET opportunity/list/All-clients: the clients' names, sorted. */
export const clientNamesResponseSchema = z.array(z.string());

/** GET opportunity/list/{name}: a client's opportunities, newest first. */
export const clientOpportunitySchema = z.object({
  _id: z.string(),
  idOpportunity: z.number().int(),
  titulo: z.string(),
  isPublic: z.boolean(),
  isFinished: z.boolean(),
  created: z.string(),
});
export const clientOpportunitiesResponseSchema = z.array(clientOpportunitySchema);
