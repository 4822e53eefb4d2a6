import { defaultResultsPeriod } from '@mosaico/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ResultsModal } from './results-modal';

describe("'Vitórias e Derrotas' (002 §2.3)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the wins and defeats of the period from the server, finished opportunities included', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        urls.push(`${url.pathname}${url.search}`);
        return Response.json({
          from: url.searchParams.get('from'),
          to: url.searchParams.get('to'),
          // 'Finished SAP rollout' is finished: on no column of the board, yet its win is in the period.
          victories: [
            { opportunityId: 'o-9', titulo: 'Finished SAP rollout', squad: 'Squad Sul', date: '2026-11-20' },
          ],
          defeats: [],
        });
      }),
    );
    renderWithProviders(
      <ResultsModal opened onClose={() => {}} filters={{ squad: 's-1', responsible: '-1', priority: 4 }} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Wins and defeats' });
    const wins = await within(dialog).findByRole('region', { name: /^Wins/ });
    expect(within(wins).getByRole('link', { name: 'Finished SAP rollout' })).toHaveAttribute(
      'href',
      '/kanban/card-details/o-9',
    );
    expect(within(wins).getByText('Squad Sul · 20/11/2026')).toBeInTheDocument();
    expect(within(dialog).getByText('No defeats in this period.')).toBeInTheDocument();
    const { from, to } = defaultResultsPeriod();
    expect(urls).toEqual([
      `/api/opportunity/kanban-results?squad=s-1&responsible=-1&priority=4&from=${from}&to=${to}`,
    ]);

    // A period ending before it starts is not asked for.
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-12-31' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-01-01' } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Dates out of chronological order.');
    expect(urls).toHaveLength(1);
  }, 20_000);
});
