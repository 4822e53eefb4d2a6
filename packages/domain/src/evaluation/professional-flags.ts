import { evaluationFlags } from './flags';

/** A professional's evaluation flags, summed over their evaluations with the one rule (flags.ts). */
export interface ProfessionalEvaluationFlags {
  /** Some evaluation scored 8 or more; `best` is the highest such result. */
  star: boolean;
  best: number | null;
  /** Some evaluation scored below 5; `worst` is the lowest such result. */
  negative: boolean;
  worst: number | null;
  /** Every evaluation is a year old or more: none is valid any longer (001 §4 'valid one year'). */
  expired: boolean;
}

/**
 * 002 §6 badges on a card or page: a star when any evaluation earned it, the negative mark when any earned it (a 9
 * and a 3 show both), expired when none is still valid. Null without evaluations.
 */
export function professionalEvaluationFlags(
  evaluations: ReadonlyArray<{ resultado: number; created: string | Date }>,
  now: Date | string | number,
): ProfessionalEvaluationFlags | null {
  if (evaluations.length === 0) return null;
  let best: number | null = null;
  let worst: number | null = null;
  let expired = true;
  for (const evaluation of evaluations) {
    const flags = evaluationFlags(evaluation.resultado, evaluation.created, now);
    if (flags.star && (best === null || evaluation.resultado > best)) best = evaluation.resultado;
    if (flags.negative && (worst === null || evaluation.resultado < worst)) worst = evaluation.resultado;
    if (!flags.expired) expired = false;
  }
  return { star: best !== null, best, negative: worst !== null, worst, expired };
}
