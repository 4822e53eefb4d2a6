import { describe, expect, it } from 'vitest';
import {
  displayLocation,
  findByKeywordBodySchema,
  foldSearchText,
  opportunitySearchQuerySchema,
  professionalSearchQuerySchema,
  recruiterOpportunitySearchQuerySchema,
  recruiterSearchStatus,
  splitKeywordList,
  splitSearchWords,
} from './search';

describe('search query parsing', () => {
  it('reads the web client query: empty strings are absent and "false" is false', () => {
    const query = opportunitySearchQuerySchema.parse({
      keywords: '',
      location: '',
      place_id: '',
      homeOffice: 'false',
    });
    expect(query).toEqual({
      keywords: undefined,
      location: undefined,
      place_id: undefined,
      homeOffice: false,
      radius: 50,
      page: 1,
    });
    expect(opportunitySearchQuerySchema.parse({ homeOffice: 'true', page: '3', radius: '10' })).toMatchObject(
      {
        homeOffice: true,
        page: 3,
        radius: 10,
      },
    );
  });

  it('refuses an unknown recruiter status and a page below 1', () => {
    expect(recruiterOpportunitySearchQuerySchema.safeParse({ status: 'closed' }).success).toBe(false);
    expect(recruiterOpportunitySearchQuerySchema.parse({ status: '' }).status).toBeUndefined();
    expect(opportunitySearchQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('defaults the finder type to all categories', () => {
    expect(professionalSearchQuerySchema.parse({}).typeFilter).toBe('all');
    expect(professionalSearchQuerySchema.parse({ typeFilter: 'names', pcdFilter: 'true' })).toMatchObject({
      typeFilter: 'names',
      pcdFilter: true,
      talentFilter: false,
    });
  });

  it('accepts find-by-keyword keywords as a list or as joined text', () => {
    expect(findByKeywordBodySchema.parse({ keywords: 'Java|React', level: 2 })).toEqual({
      keywords: ['Java', 'React'],
      level: 2,
    });
    expect(findByKeywordBodySchema.parse({ keywords: ['Java'] })).toEqual({ keywords: ['Java'], level: 0 });
    expect(findByKeywordBodySchema.safeParse({ keywords: [], level: 4 }).success).toBe(false);
  });
});

describe('keyword lists', () => {
  it('splits on pipes and commas, trims, and drops blanks and accent-insensitive repeats', () => {
    expect(splitKeywordList(' Java | spring boot,, JAVA |joão| Joao ')).toEqual([
      'Java',
      'spring boot',
      'joão',
    ]);
    expect(splitKeywordList(' | , ')).toEqual([]);
  });

  it('splits free text on spaces only, keeping node.js and c# whole', () => {
    expect(splitSearchWords('  node.js   c#  desenvolvedor ')).toEqual(['node.js', 'c#', 'desenvolvedor']);
  });

  it('keeps at most 30 keywords', () => {
    const many = Array.from({ length: 40 }, (_, index) => `k${index}`).join('|');
    expect(splitKeywordList(many)).toHaveLength(30);
  });

  it('folds accents and case', () => {
    expect(foldSearchText('  São  JOÃO ')).toBe('sao joao');
  });
});

describe('cards', () => {
  it('joins the places of a card', () => {
    expect(
      displayLocation([
        { formatted_address: 'Lisboa, Lisboa, Portugal' },
        { formatted_address: ' ' },
        { formatted_address: 'Porto, Porto, Portugal' },
      ]),
    ).toBe('Lisboa, Lisboa, Portugal / Porto, Porto, Portugal');
    expect(displayLocation([])).toBe('');
  });

  it('gives the recruiter status: finalized first, then published or unpublished', () => {
    expect(recruiterSearchStatus({ isFinished: true, isPublic: true })).toBe('finalized');
    expect(recruiterSearchStatus({ isFinished: false, isPublic: true })).toBe('published');
    expect(recruiterSearchStatus({ isFinished: false, isPublic: false })).toBe('unpublished');
  });
});
