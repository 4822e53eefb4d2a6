import { describe, expect, it } from 'vitest';
import { talentBoardQuerySchema, talentSaveBodySchema } from './talent-contract';

const period = { dateStart: '2026-11-27', dateEnd: '2026-12-05' };

describe('talent board query (002 §7.3, §9)', () => {
  it('reads keyword chips joined by | and fills the defaults', () => {
    expect(talentBoardQuerySchema.parse({ ...period, keywords: ' java | | sap ' })).toEqual({
      ...period,
      responsable: '-1',
      group: 'all',
      sort: 0,
      keywords: ['java', 'sap'],
    });
  });

  it('refuses a period out of order, a day that does not exist, an unknown group and a huge keyword', () => {
    const fails = (query: Record<string, unknown>) =>
      talentBoardQuerySchema.safeParse({ ...period, ...query }).success;
    expect(fails({ dateStart: '2026-12-05', dateEnd: '2026-11-27' })).toBe(false);
    expect(fails({ dateStart: '2026-12-05', dateEnd: '2026-12-05' })).toBe(false);
    expect(fails({ dateEnd: '2026-02-30' })).toBe(false);
    expect(fails({ group: 'H4' })).toBe(false);
    expect(fails({ keywords: 'x'.repeat(101) })).toBe(false);
    expect(fails({ keywords: Array.from({ length: 21 }, (_, i) => `w${i}`).join('|') })).toBe(false);
    expect(fails({ keywords: 'line\nbreak' })).toBe(false);
    expect(fails({ group: 'none', sort: '6' })).toBe(true);
  });
});

describe('talent save body (002 §5)', () => {
  it('accepts the contract payload and only known currencies and ranges', () => {
    const body = {
      selectedGroup: 'g-1',
      selectedResp: null,
      hiredOrQuit: true,
      talent: { perfilUsuario: { pretensao: { tipo: { clt: { moeda: 'BRL', valor: '5k-7k' } } } } },
    };
    expect(talentSaveBodySchema.safeParse(body).success).toBe(true);
    const bad = {
      ...body,
      talent: { perfilUsuario: { pretensao: { tipo: { clt: { moeda: 'GBP', valor: '-' } } } } },
    };
    expect(talentSaveBodySchema.safeParse(bad).success).toBe(false);
  });
});
