import { describe, expect, it } from 'vitest';
import {
  candidateStep,
  canRefuseCandidate,
  canSelectCandidate,
  clearStageFrom,
  currentStage,
} from './stages';

const met = (key: number) => ({ key, meetsTheRequirements: 0 });
const notMet = (key: number) => ({ key, meetsTheRequirements: 1 });

describe('currentStage (DECISIONS)', () => {
  it('is the first stage not registered as met', () => {
    expect(currentStage([])).toBe(1);
    expect(currentStage([{ key: 0 }])).toBe(1);
    expect(currentStage([met(1)])).toBe(2);
    expect(currentStage([met(1), notMet(2)])).toBe(2);
    expect(currentStage([met(1), met(2), met(4)])).toBe(3);
    expect(currentStage([met(1), met(2), met(3)])).toBe(4);
  });

  it('stays at 4 when all stages are met', () => {
    expect(currentStage([met(1), met(2), met(3), met(4)])).toBe(4);
  });
});

describe('candidateStep (DECISIONS)', () => {
  it('counts met stages in order from stage 1', () => {
    expect(candidateStep([])).toBe(1);
    expect(candidateStep([met(1)])).toBe(2);
    expect(candidateStep([met(1), met(2), met(3), met(4)])).toBe(5);
  });

  it('stops at the first gap or failure', () => {
    expect(candidateStep([met(2), met(3)])).toBe(1);
    expect(candidateStep([met(1), met(2), met(4)])).toBe(3);
    expect(candidateStep([met(1), notMet(2), met(3)])).toBe(2);
  });
});

describe('select and refuse (DECISIONS)', () => {
  const now = new Date('2024-06-01T12:00:00Z');
  const dated = (key: number, date: string) => ({ key, meetsTheRequirements: 0, date });

  it('selects only with stages 1–4 met and no future date', () => {
    const steps = [1, 2, 3].map((k) => dated(k, '2024-05-01'));
    expect(canSelectCandidate([...steps, dated(4, '2024-06-01T12:00:00Z')], now)).toBe(true);
    expect(canSelectCandidate([...steps, dated(4, '2024-06-02')], now)).toBe(false);
    expect(canSelectCandidate(steps, now)).toBe(false);
    expect(canSelectCandidate([...steps, { key: 4, meetsTheRequirements: 1, date: '2024-05-02' }], now)).toBe(
      false,
    );
  });

  it('refuses only with all four stages filled', () => {
    expect(canRefuseCandidate([met(1), notMet(2), met(3), notMet(4)])).toBe(true);
    expect(canRefuseCandidate([met(1), met(2), met(3)])).toBe(false);
  });

  it('clearing a stage wipes it and the later ones, keeping the entry record', () => {
    const steps = [{ key: 0 }, met(1), met(2), met(3)];
    expect(clearStageFrom(steps, 2).map((s) => s.key)).toEqual([0, 1]);
  });
});
