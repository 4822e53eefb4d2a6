import { CANDIDATE_STATUS } from './status';

// DECISIONS "Stages and steps": the candidate's five-step bar, by candidateStep 1–5.
export const CANDIDATE_PROGRESS_STEPS = [
  { step: 1, key: 'recruited', label: 'Recrutado', percent: 0 },
  { step: 2, key: 'evaluated', label: 'Avaliado', percent: 25 },
  { step: 3, key: 'cvSelected', label: 'Currículo Selecionado', percent: 50 },
  { step: 4, key: 'presented', label: 'Apresentado', percent: 75 },
  { step: 5, key: 'selected', label: 'Selecionado', percent: 100 },
] as const;
export type CandidateProgressStepKey = (typeof CANDIDATE_PROGRESS_STEPS)[number]['key'];

// DECISIONS: currentStatus 6 always shows Selecionado; 3 Dispensado; 4 Recusado; 5 Desistiu.
export const CANDIDATE_PROGRESS_OVERRIDES = {
  dismissed: 'Dispensado',
  refused: 'Recusado',
  quit: 'Desistiu',
} as const;
export type CandidateProgressLabelKey = CandidateProgressStepKey | keyof typeof CANDIDATE_PROGRESS_OVERRIDES;

function clampStep(candidateStep: number | null | undefined): 1 | 2 | 3 | 4 | 5 {
  // 000 §4 and 002 §9 also speak of 0 to 5; 0 and anything unknown read as the first step.
  const step = Math.trunc(candidateStep ?? 1);
  return Math.min(5, Math.max(1, Number.isNaN(step) ? 1 : step)) as 1 | 2 | 3 | 4 | 5;
}

/** The progress bar's percent for a candidateStep (0, 25, 50, 75, 100); a Selecionado status fills it. */
export function candidateProgressPercent(
  candidateStep: number | null | undefined,
  currentStatus?: number | null,
): number {
  if (currentStatus === CANDIDATE_STATUS.selected) return 100;
  return CANDIDATE_PROGRESS_STEPS[clampStep(candidateStep) - 1]?.percent ?? 0;
}

/** Label key for a candidate's progress: the step's, unless currentStatus 6, 3, 4 or 5 overrides it. */
export function candidateProgressLabel(
  candidateStep: number | null | undefined,
  currentStatus: number | null | undefined,
): CandidateProgressLabelKey {
  switch (currentStatus) {
    case CANDIDATE_STATUS.selected:
      return 'selected';
    case CANDIDATE_STATUS.dismissed:
      return 'dismissed';
    case CANDIDATE_STATUS.refused:
      return 'refused';
    case CANDIDATE_STATUS.quit:
      return 'quit';
    default:
      return CANDIDATE_PROGRESS_STEPS[clampStep(candidateStep) - 1]?.key ?? 'recruited';
  }
}

/** The contract's Portuguese text for a progress label key. */
export function candidateProgressLabelPt(key: CandidateProgressLabelKey): string {
  if (key === 'dismissed' || key === 'refused' || key === 'quit') return CANDIDATE_PROGRESS_OVERRIDES[key];
  return CANDIDATE_PROGRESS_STEPS.find((s) => s.key === key)?.label ?? '';
}
