import { type CandidateEntry, SELECTION_RULE_CODES } from '@mosaico/domain';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import enUS from '../../../i18n/locales/en-US/candidature-progress.json';
import ptBR from '../../../i18n/locales/pt-BR/candidature-progress.json';
import ptPT from '../../../i18n/locales/pt-PT/candidature-progress.json';
import { clearFrom, readOnlyReason, ruleDay, ruleMessage, stagesOf } from './progress-rules';

const catalogues = { 'en-US': enUS, 'pt-BR': ptBR, 'pt-PT': ptPT } as const;

function entry(change: Partial<CandidateEntry> = {}): CandidateEntry {
  return {
    _id: 'c1',
    opportunityId: 'o1',
    userId: 'u1',
    displayName: 'Ana',
    deleted: false,
    kind: 'candidate',
    status: { current: 0, history: [] },
    capture: 'Busca',
    source: 'LinkedIn',
    recruiter: null,
    entry: { date: '2026-11-01', details: '' },
    steps: [{ key: 1, meetsTheRequirements: 0, date: '2026-11-02', details: '<p>ok</p>' }],
    dateVictory: null,
    dateRefused: null,
    dateQuit: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    nivelAderencia: 70,
    byRH: true,
    version: 3,
    opportunityLabel: '1',
    opportunityTitle: 'Vaga',
    badges: [],
    ...change,
  };
}

describe('the browser shows the server’s texts for every rule', () => {
  it('has, in each language, the text apps/api gives for each rule code', async () => {
    // The API's catalogue, read at run time (the web app never bundles it).
    const path = new URL('../../../../../api/src/lib/messages.ts', import.meta.url).pathname;
    const { translateMessage } = (await import(/* @vite-ignore */ path)) as {
      translateMessage: (code: string, language: string, params?: Record<string, string>) => string;
    };
    for (const [language, catalogue] of Object.entries(catalogues)) {
      for (const code of SELECTION_RULE_CODES) {
        const ours = (catalogue.rules as Record<string, string>)[code];
        expect(ours, `${language} ${code}`).toBe(
          translateMessage(code, language, { from: '{{from}}', to: '{{to}}' }),
        );
      }
    }
  });

  it('writes the date range like the server: DD/MM/YYYY, MM/DD/YYYY in American English', () => {
    const failure = {
      code: 'STATUS_DATE_OUT_OF_RANGE' as const,
      params: { from: '2026-11-02', to: '2026-11-25' },
    };
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const i18n = createInstance();
      void i18n.init({
        lng: language,
        resources: { [language]: { 'candidature-progress': catalogue } },
        defaultNS: 'candidature-progress',
        interpolation: { escapeValue: false },
        initAsync: false,
      });
      const text = ruleMessage(failure, i18n.t, language);
      expect(text).toContain(language === 'en-US' ? '11/02/2026 and 11/25/2026' : '02/11/2026 e 25/11/2026');
    }
    expect(ruleDay('2026-01-31', 'pt-BR')).toBe('31/01/2026');
  });
});

describe('the stages on screen', () => {
  it('gives a blank stage for each one not registered', () => {
    const stages = stagesOf(entry());
    expect(stages.map((stage) => stage.key)).toEqual([1, 2, 3, 4]);
    expect(stages[1]).toEqual({ key: 2, meetsTheRequirements: null, date: null, details: '' });
  });

  it('clears a stage and every later one', () => {
    const stages = stagesOf(
      entry({
        steps: [1, 2, 3].map((key) => ({
          key: key as 1 | 2 | 3,
          meetsTheRequirements: 0,
          date: '2026-11-05',
          details: 'x',
        })),
      }),
    );
    const cleared = clearFrom(stages, 2);
    expect(cleared[0]?.meetsTheRequirements).toBe(0);
    expect(
      cleared.slice(1).every((stage) => stage.meetsTheRequirements === null && stage.details === ''),
    ).toBe(true);
  });
});

describe('read-only candidatures', () => {
  it('names why: the kanban label, a dismissal, a dated final status', () => {
    expect(readOnlyReason(entry())).toBeNull();
    expect(readOnlyReason(entry({ opportunityLabel: '2' }))).toBe('OPPORTUNITY_INACTIVE_IN_KANBAN');
    expect(readOnlyReason(entry({ status: { current: 3, history: [] } }))).toBe('CANDIDATE_DISMISSED');
    expect(readOnlyReason(entry({ status: { current: 6, history: [] }, dateVictory: '2026-11-20' }))).toBe(
      'CANDIDATE_STATUS_LOCKED',
    );
    expect(readOnlyReason(entry({ status: { current: 5, history: [] } }))).toBeNull();
  });
});
