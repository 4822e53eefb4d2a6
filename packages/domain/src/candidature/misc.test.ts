import { describe, expect, it } from 'vitest';
import { dismissTypeSchema, normalizeDismissType } from './dismiss';
import { periodDays, SAME_DAY_PERIOD_DAYS } from './periods';
import { candidateChannels, channelSchema } from './sources';
import {
  CANDIDATE_STATUS_LABELS,
  candidateStatusFilterSchema,
  candidateStatusKey,
  candidateStatusSchema,
} from './status';

describe('candidate status (DECISIONS)', () => {
  it('is 0 Registrado … 6 Selecionado, 1 being Concorrendo, filter 99 = all', () => {
    expect(CANDIDATE_STATUS_LABELS[1]).toBe('Concorrendo');
    expect(CANDIDATE_STATUS_LABELS[3]).toBe('Dispensado');
    expect(candidateStatusKey(1)).toBe('competing');
    expect(candidateStatusKey(7)).toBeNull();
    expect(candidateStatusSchema.safeParse(99).success).toBe(false);
    expect(candidateStatusFilterSchema.safeParse(99).success).toBe(true);
  });
});

describe('channels (001 §3, DECISIONS "Provider")', () => {
  it('uses the provider setting, Eluminer by default', () => {
    expect(candidateChannels()).toEqual([
      'Enter',
      'Ceviu',
      'Apinfo',
      'Catho',
      'Cliente',
      'Eluminer',
      'Lista Yahoo',
      'LinkedIn',
      'e-Panelinha',
      'E-Mail',
      'Outros',
    ]);
    expect(candidateChannels('Acme')[5]).toBe('Acme');
    expect(channelSchema('Acme').safeParse('Eluminer').success).toBe(false);
    expect(channelSchema('Acme').safeParse('Acme').success).toBe(true);
  });
});

describe('dismiss types (DECISIONS)', () => {
  it("accepts 'dispensar-trido' as 'dispensar-triado'", () => {
    expect(dismissTypeSchema.parse('dispensar-trido')).toBe('dispensar-triado');
    expect(dismissTypeSchema.parse('dispensar-candidato')).toBe('dispensar-candidato');
    expect(dismissTypeSchema.safeParse('dispensar').success).toBe(false);
    expect(normalizeDismissType('other')).toBeNull();
  });
});

describe('periodDays (DECISIONS: same day = 0.25)', () => {
  it('counts a same-day period as 0.25 and calendar days otherwise', () => {
    expect(periodDays('2024-03-01T08:00:00Z', '2024-03-01T18:00:00Z')).toBe(SAME_DAY_PERIOD_DAYS);
    expect(periodDays('2024-03-01T23:00:00Z', '2024-03-02T01:00:00Z')).toBe(1);
    expect(periodDays('2024-02-28', '2024-03-01')).toBe(2);
    expect(periodDays('2024-03-05', '2024-03-01')).toBe(-4);
  });

  it('honours a UTC offset for the calendar day', () => {
    // 23:00 and 01:00 UTC are the same day in São Paulo (UTC−3).
    expect(periodDays('2024-03-01T23:00:00Z', '2024-03-02T01:00:00Z', -180)).toBe(0.25);
  });
});
