import { describe, expect, it } from 'vitest';
import { HR_ATTACHMENT_MARKER } from '../files/attachments';
import {
  candidateLabel,
  canRecruiterDeleteCv,
  emptyRecruiterInputs,
  isProcessFinished,
  recruiterInputsBodySchema,
} from './professional-detail';

describe('candidateLabel (002 §4, professional detail)', () => {
  it('reads candidateStep minus 1 as Recrutado … Selecionado', () => {
    expect([1, 2, 3, 4, 5].map((step) => candidateLabel(step, 1))).toEqual([
      'recruited',
      'evaluated',
      'cvSelected',
      'presented',
      'selected',
    ]);
  });

  it('lets currentStatus 6, 3, 5 and 4 override the step', () => {
    expect(candidateLabel(2, 6)).toBe('selected');
    expect(candidateLabel(4, 3)).toBe('dismissed');
    expect(candidateLabel(3, 5)).toBe('quit');
    expect(candidateLabel(5, 4)).toBe('refused');
  });
});

describe('isProcessFinished', () => {
  it('is previous when the opportunity finished or her part in it ended', () => {
    expect(isProcessFinished({ opportunityFinished: true, currentStatus: 1 })).toBe(true);
    for (const status of [3, 4, 5, 6]) {
      expect(isProcessFinished({ opportunityFinished: false, currentStatus: status })).toBe(true);
    }
    for (const status of [0, 1, 2]) {
      expect(isProcessFinished({ opportunityFinished: false, currentStatus: status })).toBe(false);
    }
  });
});

describe('canRecruiterDeleteCv (002 §5)', () => {
  const hr = { comment: HR_ATTACHMENT_MARKER };
  const own = { comment: null };
  it('allows only HR-added CVs, and only while more than one exists', () => {
    expect(canRecruiterDeleteCv(hr, [hr, own])).toBe(true);
    expect(canRecruiterDeleteCv(own, [hr, own])).toBe(false);
    expect(canRecruiterDeleteCv(hr, [hr])).toBe(false);
  });
});

describe('recruiterInputsBodySchema', () => {
  it('fills every missing field with an empty text, and refuses a line break in a one-line field', () => {
    const { lastUpdated: _l, lastUpdatedBy: _b, ...empty } = emptyRecruiterInputs();
    expect(recruiterInputsBodySchema.parse({})).toEqual(empty);
    expect(recruiterInputsBodySchema.safeParse({ contato: { email: 'a\nb' } }).success).toBe(false);
    expect(
      recruiterInputsBodySchema.parse({ formacaoEIdiomas: { formacao: 'a\nb' } }).formacaoEIdiomas.formacao,
    ).toBe('a\nb');
  });
});
