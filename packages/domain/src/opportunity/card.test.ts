import { describe, expect, it } from 'vitest';
import {
  amountChange,
  cardDetailsExcerpt,
  defeatsChange,
  labelChangeProblem,
  opportunityCardStatus,
  updateAmountBodySchema,
  updateDefeatsBodySchema,
} from './card';

describe('opportunityCardStatus (002 §4)', () => {
  it('is finished before anything, else published or unpublished', () => {
    expect(opportunityCardStatus({ isFinished: true, isPublic: true })).toBe('finished');
    expect(opportunityCardStatus({ isFinished: false, isPublic: true })).toBe('published');
    expect(opportunityCardStatus({ isFinished: false, isPublic: false })).toBe('unpublished');
  });
});

describe('amountChange (002 §5 Amount)', () => {
  it('ignores an empty or unchanged value', () => {
    expect(amountChange(3, '')).toEqual({ kind: 'ignore' });
    expect(amountChange(3, '  ')).toEqual({ kind: 'ignore' });
    expect(amountChange(3, null)).toEqual({ kind: 'ignore' });
    expect(amountChange(3, undefined)).toEqual({ kind: 'ignore' });
    expect(amountChange(3, 3)).toEqual({ kind: 'ignore' });
    expect(amountChange(3, '3')).toEqual({ kind: 'ignore' });
  });
  it('turns a negative value into 0 (and 0 unchanged is ignored)', () => {
    expect(amountChange(3, -2)).toEqual({ kind: 'set', quantidadeVagas: 0 });
    expect(amountChange(0, '-5')).toEqual({ kind: 'ignore' });
  });
  it('sets a new whole number', () => {
    expect(amountChange(3, '7')).toEqual({ kind: 'set', quantidadeVagas: 7 });
    expect(amountChange(3, 0)).toEqual({ kind: 'set', quantidadeVagas: 0 });
  });
  it('refuses fractions, words and huge numbers', () => {
    for (const typed of [1.5, '2.5', 'abc', '1e3', Number.NaN, Number.POSITIVE_INFINITY, 10_000_000]) {
      expect(amountChange(3, typed)).toEqual({ kind: 'invalid', code: 'OPPORTUNITY_AMOUNT_INVALID' });
    }
  });
});

describe('defeatsChange (002 §4, §5 Defeats)', () => {
  const state = { defeats: 1, quantidadeVagas: 3, defeatDates: ['2026-01-10'] };
  const today = '2026-11-25';

  it('must be non-empty, a whole number, ≥ 0 and changed', () => {
    expect(defeatsChange(state, '', today)).toEqual({
      kind: 'invalid',
      code: 'OPPORTUNITY_DEFEATS_REQUIRED',
    });
    expect(defeatsChange(state, null, today)).toEqual({
      kind: 'invalid',
      code: 'OPPORTUNITY_DEFEATS_REQUIRED',
    });
    expect(defeatsChange(state, '1.5', today)).toEqual({
      kind: 'invalid',
      code: 'OPPORTUNITY_DEFEATS_INVALID',
    });
    expect(defeatsChange(state, 'x', today)).toEqual({
      kind: 'invalid',
      code: 'OPPORTUNITY_DEFEATS_INVALID',
    });
    expect(defeatsChange(state, -1, today)).toEqual({
      kind: 'invalid',
      code: 'OPPORTUNITY_DEFEATS_NEGATIVE',
    });
    expect(defeatsChange(state, '1', today)).toEqual({
      kind: 'invalid',
      code: 'OPPORTUNITY_DEFEATS_UNCHANGED',
    });
  });

  it('takes n positions for n more defeats, dating each today', () => {
    expect(defeatsChange(state, 3, today)).toEqual({
      kind: 'set',
      state: { defeats: 3, quantidadeVagas: 1, defeatDates: ['2026-01-10', today, today] },
    });
  });

  it('never leaves positions below 0', () => {
    const change = defeatsChange(state, 10, today);
    expect(change.kind === 'set' && change.state.quantidadeVagas).toBe(0);
    expect(change.kind === 'set' && change.state.defeatDates).toHaveLength(10);
  });

  it('gives positions back for fewer defeats and drops the latest days', () => {
    const many = { defeats: 3, quantidadeVagas: 0, defeatDates: ['2026-03-01', '2026-01-01', '2026-02-01'] };
    expect(defeatsChange(many, 1, today)).toEqual({
      kind: 'set',
      state: { defeats: 1, quantidadeVagas: 2, defeatDates: ['2026-01-01'] },
    });
    expect(defeatsChange(many, 0, today)).toEqual({
      kind: 'set',
      state: { defeats: 0, quantidadeVagas: 3, defeatDates: [] },
    });
  });

  it('keeps the days as many as the defeats even when they were not', () => {
    const legacy = { defeats: 2, quantidadeVagas: 2, defeatDates: [] };
    const change = defeatsChange(legacy, 3, today);
    expect(change.kind === 'set' && change.state.defeatDates).toEqual([today, today, today]);
  });
});

describe('labelChangeProblem (002 §4)', () => {
  it('refuses a finished or public opportunity', () => {
    expect(labelChangeProblem({ isFinished: true, isPublic: false })).toBe('OPPORTUNITY_ALREADY_FINISHED');
    expect(labelChangeProblem({ isFinished: false, isPublic: true })).toBe(
      'OPPORTUNITY_KANBAN_LOCKED_WHILE_PUBLIC',
    );
    expect(labelChangeProblem({ isFinished: false, isPublic: false })).toBeNull();
  });
});

describe('the details excerpt (001 §2.4)', () => {
  it('reads the text of rich text', () => {
    expect(cardDetailsExcerpt('<p>Java &amp; Kotlin</p><ul><li>one</li><li>two&#33;</li></ul>')).toBe(
      'Java & Kotlin\none\ntwo!',
    );
    expect(cardDetailsExcerpt('a&#99999999;b')).toBe('a&#99999999;b');
  });
  it('cuts at 600 characters of text, not of markup', () => {
    const html = `<p><strong>${'a'.repeat(300)}</strong></p><p>${'b'.repeat(400)}</p>`;
    const excerpt = cardDetailsExcerpt(html);
    expect(excerpt.endsWith('…')).toBe(true);
    expect([...excerpt]).toHaveLength(601);
    expect(cardDetailsExcerpt('<p>short</p>')).toBe('short');
  });
});

describe('the update bodies', () => {
  it('accept a number, its text, empty and null, and refuse other shapes', () => {
    for (const amount of [3, '3', '', null]) {
      expect(updateAmountBodySchema.safeParse({ amount, opportunityId: 'x' }).success).toBe(true);
    }
    expect(updateAmountBodySchema.safeParse({ amount: {}, opportunityId: 'x' }).success).toBe(false);
    expect(updateDefeatsBodySchema.safeParse({ defeats: [1], opportunityId: 'x' }).success).toBe(false);
    expect(updateDefeatsBodySchema.safeParse({ defeats: 1 }).success).toBe(false);
  });
});
