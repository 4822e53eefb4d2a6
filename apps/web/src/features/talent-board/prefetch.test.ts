import { defaultTalentPeriod } from '@mosaico/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-token';
import { talentPagePath } from './api/talent-board-url';
import { prefetchTalentBoard } from './prefetch';

describe('the talent board’s early calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('ask the first page the screen will ask for the address’s filters, and the filters’ catalogues', () => {
    setToken('token');
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        asked.push(String(input));
        return Response.json({});
      }),
    );
    const search = new URLSearchParams('group=H2&sort=3&keyword=java&keyword=sql');
    prefetchTalentBoard(search);
    expect(asked).toEqual([
      `/api${talentPagePath({ group: 'H2', responsible: '-1', sort: 3, keywords: ['java', 'sql'], ...defaultTalentPeriod() }, 1)}`,
      '/api/talent',
      '/api/responsables',
    ]);
  });

  it('ask no page for a period out of order (the screen loads nothing then)', () => {
    setToken('token');
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        asked.push(String(input));
        return Response.json({});
      }),
    );
    prefetchTalentBoard(new URLSearchParams('start=2026-12-10&end=2026-12-01'));
    expect(asked).toEqual(['/api/talent', '/api/responsables']);
  });
});
