import { describe, expect, it } from 'vitest';
import {
  CURRENCY_OPTIONS,
  clearUntickedSalaries,
  isOpportunitySalaryComplete,
  isSalaryExpectationValid,
  normalizeSalaryExpectation,
  SALARY_RANGES,
  salaryEntrySchema,
} from './salary';

const clt = { clt: true, pj: false, others: false };

describe('salary constants (000 §9)', () => {
  it('has 14 ordered ranges from 500–1k to 30k and above, and the four currency options', () => {
    expect(SALARY_RANGES).toHaveLength(14);
    expect(SALARY_RANGES[0]).toMatchObject({ label: '500 a 1k', min: 500, max: 1000 });
    expect(SALARY_RANGES[13]).toMatchObject({ label: '30k +', min: 30000, max: null });
    expect(new Set(SALARY_RANGES.map((r) => r.value)).size).toBe(14);
    expect(CURRENCY_OPTIONS).toEqual(['-', 'BRL', 'USD', 'EUR']);
  });

  it('defaults a stored entry to unset and rejects unknown ranges', () => {
    expect(salaryEntrySchema.parse({})).toEqual({ moeda: '-', valor: '-' });
    expect(salaryEntrySchema.safeParse({ moeda: 'BRL', valor: '2k-4k' }).success).toBe(false);
  });
});

describe('isSalaryExpectationValid (000 §5, 002 §5)', () => {
  it('rejects BRL without a range and a range without a currency on a ticked model', () => {
    expect(isSalaryExpectationValid(clt, { tipo: { clt: { moeda: 'BRL', valor: '-' } } })).toBe(false);
    expect(isSalaryExpectationValid(clt, { tipo: { clt: { moeda: '-', valor: '5k-7k' } } })).toBe(false);
  });

  it('accepts complete, fully unset, and foreign-currency-without-range entries', () => {
    expect(isSalaryExpectationValid(clt, { tipo: { clt: { moeda: 'BRL', valor: '5k-7k' } } })).toBe(true);
    expect(isSalaryExpectationValid(clt, { tipo: { clt: { moeda: '-', valor: '-' } } })).toBe(true);
    expect(isSalaryExpectationValid(clt, { tipo: { clt: { moeda: 'USD', valor: '-' } } })).toBe(true);
  });

  it('ignores unticked models', () => {
    expect(
      isSalaryExpectationValid({ clt: false, pj: true }, { tipo: { clt: { moeda: 'BRL', valor: '-' } } }),
    ).toBe(true);
  });

  it('reads the legacy top-level form as the clt entry', () => {
    expect(isSalaryExpectationValid(clt, { moeda: 'BRL', valor: '5k-7k' })).toBe(true);
    expect(isSalaryExpectationValid(clt, { moeda: 'BRL', valor: '-' })).toBe(false);
    expect(isSalaryExpectationValid(clt, { moeda: '-', valor: '3k-5k' })).toBe(false);
    expect(normalizeSalaryExpectation({ moeda: 'EUR', valor: '3k-5k' }).clt).toEqual({
      moeda: 'EUR',
      valor: '3k-5k',
    });
  });
});

describe('opportunity salary (001 §5 rule 8)', () => {
  it('needs both currency and range for every ticked model', () => {
    expect(isOpportunitySalaryComplete(clt, { tipo: { clt: { moeda: 'USD', valor: '-' } } })).toBe(false);
    expect(isOpportunitySalaryComplete(clt, { tipo: { clt: { moeda: 'USD', valor: '30k+' } } })).toBe(true);
  });
});

describe('clearUntickedSalaries (000 §4)', () => {
  it('resets the entry of an unticked model', () => {
    const tipo = clearUntickedSalaries(clt, {
      tipo: { clt: { moeda: 'BRL', valor: '1k-3k' }, pj: { moeda: 'BRL', valor: '3k-5k' } },
    });
    expect(tipo.pj).toEqual({ moeda: '-', valor: '-' });
    expect(tipo.clt).toEqual({ moeda: 'BRL', valor: '1k-3k' });
  });
});
