import { describe, expect, it } from 'vitest';
import {
  becomeCandidateBodySchema,
  detailsForLanguage,
  opportunityDetailSchema,
  ownApplicationCapture,
} from './detail';

describe('opportunity detail contract', () => {
  it('shows the English details only in en-US and only when they have text', () => {
    const opp = { detalhes: '<p>Olá</p>', detalhesEn: '<p>Hello</p>' };
    expect(detailsForLanguage(opp, 'en-US')).toBe('<p>Hello</p>');
    expect(detailsForLanguage(opp, 'pt-BR')).toBe('<p>Olá</p>');
    expect(detailsForLanguage(opp, 'pt-PT')).toBe('<p>Olá</p>');
    expect(detailsForLanguage({ detalhes: '<p>Olá</p>', detalhesEn: '<p>&nbsp;</p>' }, 'en-US')).toBe(
      '<p>Olá</p>',
    );
    expect(detailsForLanguage({ detalhes: '<p>Olá</p>', detalhesEn: null }, 'en-US')).toBe('<p>Olá</p>');
  });

  it('records a referred application as Indicação and any other as Divulgação, channel Outros', () => {
    expect(ownApplicationCapture('Maria')).toEqual({ capture: 'Indicação', source: 'Outros' });
    expect(ownApplicationCapture(null)).toEqual({ capture: 'Divulgação', source: 'Outros' });
  });

  it('trims the referrer and reads a blank one as none', () => {
    const parse = (indicadoPor: unknown) =>
      becomeCandidateBodySchema.parse({ attachmentUrl: null, indicadoPor, _usuario: { _id: 'u1' } })
        .indicadoPor;
    expect(parse('  Maria   Silva ')).toBe('Maria Silva');
    expect(parse('   ')).toBeNull();
    expect(parse(undefined)).toBeNull();
    expect(becomeCandidateBodySchema.safeParse({ _usuario: {} }).success).toBe(false);
    expect(
      becomeCandidateBodySchema.safeParse({ _usuario: { _id: 'u' }, indicadoPor: 'x'.repeat(121) }).success,
    ).toBe(false);
  });

  it('tells a restricted answer from a full one', () => {
    const restricted = opportunityDetailSchema.parse({
      restricted: true,
      available: false,
      _id: 'o1',
      titulo: 'Dev',
      isCandidate: false,
      isEnrolled: false,
    });
    expect(restricted.restricted).toBe(true);
    expect(opportunityDetailSchema.safeParse({ ...restricted, available: true }).success).toBe(false);
  });
});
