import { describe, expect, it } from 'vitest';
import {
  hasSearched,
  motiveOptions,
  readRecruiterSearch,
  writeRecruiterSearch,
} from './opportunity-search-rh-api';

describe('the recruiters search in the URL', () => {
  it('reads back what it writes', () => {
    const input = {
      keywords: 'java',
      location: 'São Paulo, SP, Brasil',
      placeId: 'br-sp',
      status: 'finalized' as const,
      homeOffice: true,
      client: 'Banco Horizonte',
      career: 'Desenvolvedor Back-end',
      motive: 'cancellation',
      page: 3,
    };
    expect(readRecruiterSearch(writeRecruiterSearch(input))).toEqual(input);
  });

  it('drops a motive unless finalized ones are searched, and unknown statuses', () => {
    const read = readRecruiterSearch(new URLSearchParams('status=published&motive=cancellation&page=-2'));
    expect(read.motive).toBe('');
    expect(read.page).toBe(1);
    expect(readRecruiterSearch(new URLSearchParams('status=archived')).status).toBe('');
  });

  it('searches only once the form was submitted', () => {
    expect(hasSearched(new URLSearchParams(''))).toBe(false);
    expect(hasSearched(writeRecruiterSearch(readRecruiterSearch(new URLSearchParams(''))))).toBe(true);
  });
});

describe('motiveOptions', () => {
  it('offers the close reasons, then other motives of the answer and the chosen one, once each', () => {
    const options = motiveOptions(['cancellation', 'Encerrada com outra consultoria', null], 'Antiga');
    expect(options.slice(0, 5)).toEqual([
      'closedWithProviderCandidate',
      'closedWithOtherConsultancy',
      'cancellation',
      'cancellationWithoutClientReply',
      'others',
    ]);
    expect(options.slice(5)).toEqual(['Encerrada com outra consultoria', 'Antiga']);
  });
});
