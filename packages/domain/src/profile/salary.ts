import { z } from 'zod';
import { HIRING_MODELS, type HiringModel, type HiringModelFlags } from './hiring';

// 000 §3: '-' is the stored "unset" for both currency (moeda) and range (valor).
export const UNSET = '-';

// 000 §9: currency options none, BRL, USD, EUR; "none" is stored as UNSET.
export const CURRENCIES = ['BRL', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_OPTIONS = [UNSET, ...CURRENCIES] as const;
export const currencyOptionSchema = z.enum(CURRENCY_OPTIONS);

// 000 §9 / 002 §9: the 14 monthly ranges. `value` is the stored valor (stable, language-neutral);
// `label` is the contract's Portuguese text (002 §9), which the web app may translate by value.
export const SALARY_RANGES = [
  { value: '500-1k', label: '500 a 1k', min: 500, max: 1_000 },
  { value: '1k-3k', label: '1 a 3k', min: 1_000, max: 3_000 },
  { value: '3k-5k', label: '3 a 5k', min: 3_000, max: 5_000 },
  { value: '5k-7k', label: '5 a 7k', min: 5_000, max: 7_000 },
  { value: '7k-9k', label: '7 a 9k', min: 7_000, max: 9_000 },
  { value: '9k-11k', label: '9 a 11k', min: 9_000, max: 11_000 },
  { value: '11k-13k', label: '11 a 13k', min: 11_000, max: 13_000 },
  { value: '13k-15k', label: '13 a 15k', min: 13_000, max: 15_000 },
  { value: '15k-17k', label: '15 a 17k', min: 15_000, max: 17_000 },
  { value: '17k-19k', label: '17 a 19k', min: 17_000, max: 19_000 },
  { value: '19k-21k', label: '19 a 21k', min: 19_000, max: 21_000 },
  { value: '21k-25k', label: '21 a 25k', min: 21_000, max: 25_000 },
  { value: '25k-30k', label: '25 a 30k', min: 25_000, max: 30_000 },
  { value: '30k+', label: '30k +', min: 30_000, max: null },
] as const;
export type SalaryRangeValue = (typeof SALARY_RANGES)[number]['value'];
export const SALARY_RANGE_VALUES = SALARY_RANGES.map((r) => r.value) as [
  SalaryRangeValue,
  ...SalaryRangeValue[],
];
export const salaryRangeOptionSchema = z.enum([UNSET, ...SALARY_RANGE_VALUES]);

export const salaryEntrySchema = z.object({
  moeda: currencyOptionSchema.default(UNSET),
  valor: salaryRangeOptionSchema.default(UNSET),
});
export type SalaryEntry = z.infer<typeof salaryEntrySchema>;
export const UNSET_SALARY_ENTRY: SalaryEntry = { moeda: UNSET, valor: UNSET };

/** A stored salary entry, as loose as legacy data may be. */
export interface SalaryEntryInput {
  moeda?: string | null;
  valor?: string | null;
}
export interface SalaryExpectationInput {
  tipo?: Partial<Record<HiringModel, SalaryEntryInput | null>> | null;
  // 000 §3: legacy form with moeda and valor at top level.
  moeda?: string | null;
  valor?: string | null;
}

function isUnset(value: string | null | undefined): boolean {
  const v = value?.trim() ?? '';
  return v === '' || v === UNSET || v.toLowerCase() === 'none';
}

/** 000 §3: returns pretensao.tipo for all three models, converting the legacy top-level form to clt. */
export function normalizeSalaryExpectation(
  pretensao: SalaryExpectationInput | null | undefined,
): Record<HiringModel, SalaryEntryInput> {
  const tipo = pretensao?.tipo ?? {};
  const legacy =
    pretensao && (!isUnset(pretensao.moeda) || !isUnset(pretensao.valor))
      ? { moeda: pretensao.moeda ?? UNSET, valor: pretensao.valor ?? UNSET }
      : null;
  const entry = (model: HiringModel): SalaryEntryInput => {
    const stored = tipo[model];
    if (stored) return { moeda: stored.moeda ?? UNSET, valor: stored.valor ?? UNSET };
    if (model === 'clt' && legacy) return legacy;
    return { ...UNSET_SALARY_ENTRY };
  };
  return { clt: entry('clt'), pj: entry('pj'), others: entry('others') };
}

/**
 * 000 §5 / 002 §5 (profile and talent card): invalid when, for any ticked hiring model, the
 * currency contains BRL while the range is unset, or the currency is unset while the range is set.
 * A foreign currency without a range is accepted, as the documents say.
 */
export function isSalaryExpectationValid(
  hiringModel: Partial<HiringModelFlags> | null | undefined,
  pretensao: SalaryExpectationInput | null | undefined,
): boolean {
  const tipo = normalizeSalaryExpectation(pretensao);
  return HIRING_MODELS.filter((model) => hiringModel?.[model]).every((model) => {
    const { moeda, valor } = tipo[model];
    if (!isUnset(moeda) && (moeda ?? '').toUpperCase().includes('BRL') && isUnset(valor)) return false;
    if (isUnset(moeda) && !isUnset(valor)) return false;
    return true;
  });
}

/** 001 §5 rule 8 (opportunity form): every ticked hiring model needs both currency and range. */
export function isOpportunitySalaryComplete(
  hiringModel: Partial<HiringModelFlags> | null | undefined,
  pretensao: SalaryExpectationInput | null | undefined,
): boolean {
  const tipo = normalizeSalaryExpectation(pretensao);
  return HIRING_MODELS.filter((model) => hiringModel?.[model]).every(
    (model) => !isUnset(tipo[model].moeda) && !isUnset(tipo[model].valor),
  );
}

/** 000 §4: unticking a hiring model resets that model's salary entry to unset. */
export function clearUntickedSalaries(
  hiringModel: Partial<HiringModelFlags> | null | undefined,
  pretensao: SalaryExpectationInput | null | undefined,
): Record<HiringModel, SalaryEntryInput> {
  const tipo = normalizeSalaryExpectation(pretensao);
  for (const model of HIRING_MODELS) {
    if (!hiringModel?.[model]) tipo[model] = { ...UNSET_SALARY_ENTRY };
  }
  return tipo;
}
