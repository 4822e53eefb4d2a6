import { describe, expect, it } from 'vitest';
import {
  finishDescriptionProblem,
  labelAfterPublicChange,
  linkedInTexts,
  opportunityMosaicProblem,
  saveOpportunityMosaicBodySchema,
} from './lifecycle';

const tile = (nome: string, row: number, col: number, sizex = 2, sizey = 1) => ({
  detalhe: { nome },
  posicao: { row, col, sizex, sizey, color: '#ed961c', fontsize: 2 as const },
});

describe('opportunity mosaic (001 §2.5, §5 rule 9)', () => {
  it('accepts tiles side by side on the 6-column grid', () => {
    expect(
      opportunityMosaicProblem([tile('Java', 0, 0, 3), tile('React', 0, 3, 3), tile('SQL', 1, 0)]),
    ).toBeNull();
  });

  it('needs at least one piece', () => {
    expect(opportunityMosaicProblem([])).toBe('OPPORTUNITY_MOSAIC_EMPTY');
  });

  it('refuses a tile past the sixth column, two tiles on one cell and a name twice', () => {
    expect(opportunityMosaicProblem([tile('Java', 0, 5, 2)])).toBe('OPPORTUNITY_MOSAIC_INVALID');
    expect(opportunityMosaicProblem([tile('Java', 0, 0, 2, 2), tile('Go', 1, 1)])).toBe(
      'OPPORTUNITY_MOSAIC_INVALID',
    );
    expect(opportunityMosaicProblem([tile('Java', 0, 0), tile('java', 1, 0)])).toBe(
      'OPPORTUNITY_MOSAIC_INVALID',
    );
  });

  it('takes only #rrggbb colours and font sizes 1 to 3', () => {
    const body = (posicao: Record<string, unknown>) => ({
      escolhidas: [
        { detalhe: { nome: 'Java' }, posicao: { row: 0, col: 0, sizex: 2, sizey: 1, ...posicao } },
      ],
    });
    expect(saveOpportunityMosaicBodySchema.safeParse(body({ color: '#2a9d8f', fontsize: 3 })).success).toBe(
      true,
    );
    expect(saveOpportunityMosaicBodySchema.safeParse(body({ color: 'red' })).success).toBe(false);
    expect(saveOpportunityMosaicBodySchema.safeParse(body({ fontsize: 4 })).success).toBe(false);
  });
});

describe('publishing (001 §4: Exibir no Mural forces the kanban on)', () => {
  it('sets label 1 when published, whatever was asked', () => {
    expect(labelAfterPublicChange(true, '2')).toBe('1');
    expect(labelAfterPublicChange(true, '2', '2')).toBe('1');
  });

  it('keeps or takes the asked label when unpublished', () => {
    expect(labelAfterPublicChange(false, '1')).toBe('1');
    expect(labelAfterPublicChange(false, '1', '2')).toBe('2');
  });
});

describe('finishing description (001 §5)', () => {
  it('is required, then at most 80 characters', () => {
    expect(finishDescriptionProblem('   ')).toBe('FINISH_DESCRIPTION_REQUIRED');
    expect(finishDescriptionProblem('x'.repeat(81))).toBe('FINISH_DESCRIPTION_TOO_LONG');
    expect(finishDescriptionProblem(`  ${'x'.repeat(80)}  `)).toBeNull();
  });
});

describe('LinkedIn texts (001 §2.3)', () => {
  it('builds the title from title, hiring model and place, and keywords from criteria and synonyms', () => {
    const texts = linkedInTexts({
      titulo: ' Desenvolvedor Java ',
      place: 'Lisboa, Lisboa, Portugal',
      remote: true,
      hiringModel: { clt: true, pj: true, others: false },
      criterias: [
        { nome: 'Spring', termos: ['Spring Boot', 'java'], necessary: false, peso: 2 },
        { nome: 'Java', termos: ['JVM', 'JAVA'], necessary: true, peso: 3 },
      ],
    });
    expect(texts.title).toBe('Desenvolvedor Java (CLT/PJ) – Lisboa · Remote');
    expect(texts.keywords).toEqual(['Java', 'Spring', 'JVM', 'Spring Boot']);
  });

  it("writes the place and remote work in the recruiter's language (issue 22)", () => {
    const source = {
      titulo: 'Backend Engineer',
      place: 'New York City, New York, United States',
      remote: true,
      hiringModel: { clt: false, pj: false, others: true },
      criterias: [],
    };
    expect(linkedInTexts(source, 'en-US').title).toBe('Backend Engineer – New York City · Remote');
    expect(linkedInTexts(source, 'pt-BR').title).toBe('Backend Engineer – Nova York · Remoto');
    expect(linkedInTexts(source, 'pt-PT').title).toBe('Backend Engineer – Nova Iorque · Remoto');
  });

  it('leaves out what the opportunity does not have', () => {
    const texts = linkedInTexts({
      titulo: 'QA',
      place: null,
      remote: false,
      hiringModel: { clt: false, pj: false, others: true },
      criterias: [],
    });
    expect(texts).toEqual({ title: 'QA', keywords: [] });
  });
});
