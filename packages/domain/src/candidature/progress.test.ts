import { describe, expect, it } from 'vitest';
import { candidateProgressLabel, candidateProgressLabelPt, candidateProgressPercent } from './progress';

describe('candidate progress (DECISIONS)', () => {
  it('labels candidateStep 1–5 and gives 0–100 %', () => {
    expect([1, 2, 3, 4, 5].map((s) => candidateProgressLabel(s, 1))).toEqual([
      'recruited',
      'evaluated',
      'cvSelected',
      'presented',
      'selected',
    ]);
    expect([1, 2, 3, 4, 5].map((s) => candidateProgressPercent(s))).toEqual([0, 25, 50, 75, 100]);
    expect(candidateProgressLabelPt('cvSelected')).toBe('Currículo Selecionado');
  });

  it('lets currentStatus 6, 3, 4, 5 override the step', () => {
    expect(candidateProgressLabel(2, 6)).toBe('selected');
    expect(candidateProgressPercent(2, 6)).toBe(100);
    expect(candidateProgressLabel(5, 3)).toBe('dismissed');
    expect(candidateProgressLabel(5, 4)).toBe('refused');
    expect(candidateProgressLabelPt('refused')).toBe('Recusado');
    expect(candidateProgressLabel(3, 5)).toBe('quit');
    expect(candidateProgressLabel(3, 0)).toBe('cvSelected');
  });

  it('reads step 0 or unknown as the first step', () => {
    expect(candidateProgressLabel(0, 1)).toBe('recruited');
    expect(candidateProgressPercent(null)).toBe(0);
    expect(candidateProgressPercent(9)).toBe(100);
  });
});
