import { describe, expect, it } from 'vitest';
import {
  isOpportunityAvailableToProfessionals,
  opportunityDisplayStatus,
  opportunityStageLabel,
} from './stage';

describe('opportunityStageLabel (DECISIONS)', () => {
  it('says closed when no vacancies remain, before anything else', () => {
    expect(opportunityStageLabel({ quantidadeVagas: 0, isPublic: false, fase: 3 })).toBe('closed');
    expect(opportunityStageLabel({ quantidadeVagas: 0, isPublic: true, fase: 2 })).toBe('closed');
  });

  it('says review when not public and vacancies remain', () => {
    expect(opportunityStageLabel({ quantidadeVagas: 2, isPublic: false, fase: 4 })).toBe('review');
  });

  it('maps fase when public', () => {
    const stage = (fase: number) => opportunityStageLabel({ quantidadeVagas: 1, isPublic: true, fase });
    expect([0, 1, 2, 3, 4].map(stage)).toEqual([
      'recruitment',
      'recruitment',
      'evaluation',
      'selection',
      'presentation',
    ]);
  });
});

describe('display status (001 §4)', () => {
  it('is finished, else published, else not published', () => {
    expect(opportunityDisplayStatus({ isFinished: true, isPublic: true })).toBe('finished');
    expect(opportunityDisplayStatus({ isFinished: false, isPublic: true })).toBe('published');
    expect(opportunityDisplayStatus({ isFinished: false, isPublic: false })).toBe('notPublished');
  });

  it('hides finished, private or filled opportunities from professionals (001 §2.3)', () => {
    expect(isOpportunityAvailableToProfessionals({ isPublic: true, quantidadeVagas: 1 })).toBe(true);
    expect(isOpportunityAvailableToProfessionals({ isPublic: true, quantidadeVagas: 0 })).toBe(false);
    expect(isOpportunityAvailableToProfessionals({ isPublic: false, quantidadeVagas: 1 })).toBe(false);
    expect(isOpportunityAvailableToProfessionals({ isPublic: true, isFinished: true })).toBe(false);
  });
});
