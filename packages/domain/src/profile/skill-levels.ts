import { z } from 'zod';

// 000 §3: skill and language levels.
export const SKILL_LEVELS = { basic: 1, intermediate: 2, advanced: 3 } as const;
export type SkillLevel = (typeof SKILL_LEVELS)[keyof typeof SKILL_LEVELS];
export const skillLevelSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

// 000 §2 / §5: a criterion level on an application is 0 to 3; 0 means "not found in CV".
export const CRITERION_LEVELS = { notFound: 0, ...SKILL_LEVELS } as const;
export type CriterionLevel = (typeof CRITERION_LEVELS)[keyof typeof CRITERION_LEVELS];
export const MIN_CRITERION_LEVEL = 0;
export const MAX_CRITERION_LEVEL = 3;
export const criterionLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

// Stable caption keys for levels 0–3 (000 §2): not found in CV, basic, intermediate, advanced.
export const CRITERION_LEVEL_KEYS = ['notFound', 'basic', 'intermediate', 'advanced'] as const;
export type CriterionLevelKey = (typeof CRITERION_LEVEL_KEYS)[number];

// 001 §3: a skill found only in an external provider's data counts as intermediate.
export const PROVIDER_SKILL_LEVEL: SkillLevel = SKILL_LEVELS.intermediate;

// 000 §2 / 002 §3: at most 3 skill tips are shown.
export const MAX_SKILL_TIPS = 3;
