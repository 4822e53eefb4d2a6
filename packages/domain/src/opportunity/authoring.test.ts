import { describe, expect, it } from 'vitest';
import {
  criterionWeight,
  layoutMosaicPieces,
  OPPORTUNITY_SAVE_ERROR_CODES,
  type OpportunityWriteBody,
  opportunityWriteSchema,
  publicationDateWindow,
  publicationDay,
  richTextToPlain,
  validateOpportunityForSave,
} from './authoring';

/** The day the rules are judged on: the publication date must lie within a year of it. */
const TODAY = new Date(2026, 10, 27, 15, 0);

/** An opportunity every rule accepts. */
const complete: OpportunityWriteBody = {
  titulo: 'Desenvolvedor Java',
  client: 'Seguros Atlântico',
  specialReferAndEarn: true,
  rewardAmount: 1500,
  publicationDate: '2026-12-01',
  location: [{ place_id: 'lx', formatted_address: 'Lisboa, Lisboa, Portugal' }],
  opportunityType: { remote: false, hybrid: true, inPerson: false },
  hiringModel: { clt: true, pj: false, others: false },
  pretensao: { tipo: { clt: { moeda: 'EUR', valor: '3k-5k' } } },
  selectedPriority: { label: 'Alta', value: 1 },
  mosaicItems: [{ nome: 'Java', peso: 3 }],
  detalhes: '<p>Sobre a vaga</p>',
  criterias: [{ nome: 'Java', termos: ['JVM'], necessary: true }],
  interests: [{ nome: 'Backend' }],
  careers: [{ _id: 'c1', nome: 'Desenvolvimento' }],
};
const check = (over: Partial<OpportunityWriteBody>, keptPublicationDate?: string) =>
  validateOpportunityForSave(opportunityWriteSchema.parse({ ...complete, ...over }), {
    today: TODAY,
    keptPublicationDate,
  });

describe('validateOpportunityForSave (001 §5, in order)', () => {
  it('accepts a complete opportunity', () => {
    expect(check({})).toBeNull();
  });

  it('answers each rule with its code', () => {
    expect(check({ titulo: '  ' })).toBe('OPPORTUNITY_TITLE_REQUIRED');
    expect(check({ client: '' })).toBe('OPPORTUNITY_CLIENT_REQUIRED');
    expect(check({ rewardAmount: null })).toBe('OPPORTUNITY_REWARD_REQUIRED');
    expect(check({ rewardAmount: 0 })).toBe('OPPORTUNITY_REWARD_REQUIRED');
    expect(check({ publicationDate: '' })).toBe('OPPORTUNITY_PUBLICATION_DATE_REQUIRED');
    expect(check({ publicationDate: 'amanhã' })).toBe('OPPORTUNITY_PUBLICATION_DATE_INVALID');
    expect(check({ location: [] })).toBe('OPPORTUNITY_LOCATION_REQUIRED');
    expect(
      check({
        opportunityType: { remote: false, hybrid: false, inPerson: false },
        location: complete.location,
      }),
    ).toBe('OPPORTUNITY_TYPE_REQUIRED');
    expect(check({ hiringModel: { clt: false, pj: false, others: false } })).toBe(
      'OPPORTUNITY_HIRING_MODEL_REQUIRED',
    );
    expect(check({ selectedPriority: null })).toBe('OPPORTUNITY_PRIORITY_REQUIRED');
    expect(check({ selectedPriority: { value: 0 } })).toBe('OPPORTUNITY_PRIORITY_REQUIRED');
    expect(check({ pretensao: { tipo: { clt: { moeda: 'EUR', valor: '-' } } } })).toBe(
      'OPPORTUNITY_SALARY_REQUIRED',
    );
    expect(check({ mosaicItems: [] })).toBe('OPPORTUNITY_MOSAIC_EMPTY');
    expect(check({ detalhes: '<p> </p><p>&nbsp;</p>' })).toBe('OPPORTUNITY_DETAILS_REQUIRED');
    expect(check({ criterias: [] })).toBe('OPPORTUNITY_CRITERION_REQUIRED');
    expect(check({ criterias: [{ nome: 'Java', termos: [], necessary: false }] })).toBe(
      'OPPORTUNITY_CRITERION_REQUIRED',
    );
    expect(check({ interests: [] })).toBe('OPPORTUNITY_INTEREST_REQUIRED');
    expect(check({ careers: [] })).toBe('OPPORTUNITY_CAREER_REQUIRED');
  });

  it('stops at the first broken rule: an empty form asks for the title, then each field in turn', () => {
    expect(validateOpportunityForSave(opportunityWriteSchema.parse({}))).toBe('OPPORTUNITY_TITLE_REQUIRED');
    expect(check({ location: [], mosaicItems: [] })).toBe('OPPORTUNITY_LOCATION_REQUIRED');
    expect(check({ hiringModel: { clt: false, pj: false, others: false }, careers: [] })).toBe(
      'OPPORTUNITY_HIRING_MODEL_REQUIRED',
    );
    // Walking the fields in the spec's order meets every code once, in the order of the list.
    const seen: string[] = [];
    const steps: Partial<OpportunityWriteBody>[] = [
      { titulo: 'T' },
      { client: 'C' },
      { rewardAmount: 10 },
      { publicationDate: '2026-12-01' },
      { location: complete.location },
      { opportunityType: complete.opportunityType },
      { hiringModel: complete.hiringModel },
      { selectedPriority: complete.selectedPriority },
      { pretensao: complete.pretensao },
      { mosaicItems: complete.mosaicItems },
      { detalhes: complete.detalhes },
      { criterias: complete.criterias },
      { interests: complete.interests },
      { careers: complete.careers },
    ];
    let body: OpportunityWriteBody = { specialReferAndEarn: true };
    for (const step of steps) {
      const code = validateOpportunityForSave(opportunityWriteSchema.parse(body), { today: TODAY });
      if (code) seen.push(code);
      body = { ...body, ...step };
    }
    expect(validateOpportunityForSave(opportunityWriteSchema.parse(body), { today: TODAY })).toBeNull();
    expect(seen).toEqual([...OPPORTUNITY_SAVE_ERROR_CODES]);
  });

  it('refuses a publication date that is no real day or lies more than a year from today, at rule 3 (issue 22)', () => {
    expect(publicationDateWindow(TODAY)).toEqual({ min: '2025-11-27', max: '2027-11-27' });
    expect(check({ publicationDate: '2025-11-27' })).toBeNull();
    expect(check({ publicationDate: '2027-11-27' })).toBeNull();
    expect(check({ publicationDate: '2026-12-01T00:00:00.000Z' })).toBeNull();
    for (const date of ['1999-06-01', '2025-11-26', '2027-11-28', '2026-02-31', '22026-02-03', '31/02/2026'])
      expect(check({ publicationDate: date }), date).toBe('OPPORTUNITY_PUBLICATION_DATE_INVALID');
    // Before the rules after it, as rule 3's own check.
    expect(check({ publicationDate: '1999-06-01', location: [] })).toBe(
      'OPPORTUNITY_PUBLICATION_DATE_INVALID',
    );
    // Off, the programme's date is not looked at (it is cleared).
    expect(check({ specialReferAndEarn: false, publicationDate: '1999-06-01' })).toBeNull();
    // An edit may keep the date it already had, even once it is out of the window.
    expect(check({ publicationDate: '2024-03-10' }, '2024-03-10T00:00:00.000Z')).toBeNull();
    expect(check({ publicationDate: '2024-03-11' }, '2024-03-10T00:00:00.000Z')).toBe(
      'OPPORTUNITY_PUBLICATION_DATE_INVALID',
    );
    expect(publicationDay('2028-02-29')).toBe('2028-02-29');
    expect(publicationDay('2026-02-29')).toBeNull();
  });

  it('counts only an offered currency and range as a salary (issue 22: None is empty)', () => {
    for (const moeda of ['-', 'None', 'XYZ', ''])
      expect(check({ pretensao: { tipo: { clt: { moeda, valor: '3k-5k' } } } }), moeda).toBe(
        'OPPORTUNITY_SALARY_REQUIRED',
      );
    expect(check({ pretensao: { tipo: { clt: { moeda: 'EUR', valor: '3 a 5k' } } } })).toBe(
      'OPPORTUNITY_SALARY_REQUIRED',
    );
  });

  it('needs no place for a remote-only opportunity, but does for hybrid or in person', () => {
    expect(
      check({ location: [], opportunityType: { remote: true, hybrid: false, inPerson: false } }),
    ).toBeNull();
    expect(check({ location: [], opportunityType: { remote: true, hybrid: true, inPerson: false } })).toBe(
      'OPPORTUNITY_LOCATION_REQUIRED',
    );
  });

  it('needs no reward or date when Special Refer and Earn is off', () => {
    expect(check({ specialReferAndEarn: false, rewardAmount: null, publicationDate: null })).toBeNull();
  });
});

describe('helpers', () => {
  it('reads rich text as plain words', () => {
    expect(richTextToPlain('<h2>Sobre</h2><p>Java&nbsp;&amp; Kotlin<br>remoto</p>')).toBe(
      'Sobre Java & Kotlin remoto',
    );
  });

  it('stores a necessary criterion as required (3) and others as desirable (1 or 2)', () => {
    expect(criterionWeight({ necessary: true, peso: 1 })).toBe(3);
    expect(criterionWeight({ necessary: false, peso: 3 })).toBe(2);
    expect(criterionWeight({ necessary: false, peso: 1 })).toBe(1);
    expect(criterionWeight({ necessary: false })).toBe(2);
  });

  it('keeps the tiles of pieces still offered and lays new ones after them', () => {
    const current = [
      {
        detalhe: { nome: 'Java' },
        posicao: { row: 0, col: 2, sizex: 2, sizey: 1, color: '#000000', fontsize: 3 as const },
      },
      { detalhe: { nome: 'Gone' }, posicao: { row: 1, col: 0, sizex: 2, sizey: 1 } },
    ];
    const tiles = layoutMosaicPieces(
      [{ nome: 'java' }, { nome: 'Kotlin' }, { nome: 'Engenharia de dados' }],
      current,
      '#ed961c',
    );
    expect(tiles.map((t) => [t.detalhe.nome, t.posicao.row, t.posicao.col, t.posicao.sizex])).toEqual([
      ['Java', 0, 2, 2],
      ['Kotlin', 1, 0, 2],
      ['Engenharia de dados', 1, 2, 3],
    ]);
  });
});
