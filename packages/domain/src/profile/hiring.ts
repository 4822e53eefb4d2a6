import { z } from 'zod';

// 000 §3 / 002 §9: hiring models (also the contract types of the salary expectation).
export const HIRING_MODELS = ['clt', 'pj', 'others'] as const;
export type HiringModel = (typeof HIRING_MODELS)[number];
export const hiringModelSchema = z.enum(HIRING_MODELS);
export const hiringModelFlagsSchema = z.object({ clt: z.boolean(), pj: z.boolean(), others: z.boolean() });
export type HiringModelFlags = z.infer<typeof hiringModelFlagsSchema>;
// 002 §3: the talent card's hiringModel defaults all true.
export const DEFAULT_HIRING_MODEL_FLAGS: HiringModelFlags = { clt: true, pj: true, others: true };

// 000 §3 / 001 §3: opportunity types.
export const OPPORTUNITY_TYPES = ['remote', 'hybrid', 'inPerson'] as const;
export type OpportunityType = (typeof OPPORTUNITY_TYPES)[number];
export const opportunityTypeSchema = z.enum(OPPORTUNITY_TYPES);
export const opportunityTypeFlagsSchema = z.object({
  remote: z.boolean(),
  hybrid: z.boolean(),
  inPerson: z.boolean(),
});
export type OpportunityTypeFlags = z.infer<typeof opportunityTypeFlagsSchema>;
