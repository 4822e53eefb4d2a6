import { z } from 'zod';
import type { SelectionStage } from '../opportunity/stage';

// DECISIONS "Stages and steps": key 0 records entry into the process; keys 1–4 the result of
// stages 1–4. 001 §3: meetsTheRequirements 0 = met, 1 = not met.
export const STEP_KEYS = [0, 1, 2, 3, 4] as const;
export type StepKey = (typeof STEP_KEYS)[number];
export const ENTRY_STEP_KEY = 0;
export const stepKeySchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export const MEETS_REQUIREMENTS = { met: 0, notMet: 1 } as const;
export const meetsTheRequirementsSchema = z.union([z.literal(0), z.literal(1)]);

export interface StepInput {
  key: number;
  meetsTheRequirements?: number | null;
}

const STAGES: readonly SelectionStage[] = [1, 2, 3, 4];

function isMet(steps: readonly StepInput[], stage: number): boolean {
  return steps.some((s) => s.key === stage && s.meetsTheRequirements === MEETS_REQUIREMENTS.met);
}

/**
 * DECISIONS: the first stage (1–4) not registered as met. A candidate who met all four stays in
 * stage 4 (the candidate kanban has no column beyond Apresentação).
 */
export function currentStage(steps: readonly StepInput[]): SelectionStage {
  return STAGES.find((stage) => !isMet(steps, stage)) ?? 4;
}

/** DECISIONS: 1 + the number of stages registered as met in order from stage 1 (1 to 5). */
export function candidateStep(steps: readonly StepInput[]): 1 | 2 | 3 | 4 | 5 {
  let step: 1 | 2 | 3 | 4 | 5 = 1;
  for (const stage of STAGES) {
    if (!isMet(steps, stage)) break;
    step = (stage + 1) as 2 | 3 | 4 | 5;
  }
  return step;
}

/** DECISIONS: selecting needs stages 1–4 met with dates not in the future. */
export function canSelectCandidate(
  steps: ReadonlyArray<StepInput & { date?: Date | string | null }>,
  now: Date,
): boolean {
  return STAGES.every((stage) =>
    steps.some(
      (s) =>
        s.key === stage &&
        s.meetsTheRequirements === MEETS_REQUIREMENTS.met &&
        s.date !== null &&
        s.date !== undefined &&
        new Date(s.date).getTime() <= now.getTime(),
    ),
  );
}

/** DECISIONS / 001 §4: refusing needs all four stages filled (met or not). */
export function canRefuseCandidate(steps: readonly StepInput[]): boolean {
  return STAGES.every((stage) =>
    steps.some(
      (s) =>
        s.key === stage &&
        (s.meetsTheRequirements === MEETS_REQUIREMENTS.met ||
          s.meetsTheRequirements === MEETS_REQUIREMENTS.notMet),
    ),
  );
}

/** 001 §4: clearing a stage wipes that stage and all later ones. */
export function clearStageFrom<T extends StepInput>(steps: readonly T[], stage: number): T[] {
  return steps.filter((s) => s.key === ENTRY_STEP_KEY || s.key < stage);
}
