import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify';
import { renderWithProviders } from '../../../test/render';
import { DismissWithoutVictory } from './dismiss-without-victory';

vi.mock('../../../lib/notify', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyWarning: vi.fn(),
  notifySuccessAfterReload: vi.fn(),
  showPendingNotice: vi.fn(),
}));

describe("'Dispensar candidatos sem vitória' (001 §4, §7)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('asks to confirm, with the counts of get-statistics-dismissed-professionals, before it dismisses', async () => {
    const posts: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (init?.method === 'POST') {
          posts.push({ url, body: JSON.parse(String(init.body)) });
          return Response.json({ message: 'Candidates dismissed.', code: 'CANDIDATES_DISMISSED', count: 2 });
        }
        if (url.endsWith('/opportunity/opp-1/get-statistics-dismissed-professionals')) {
          return Response.json({
            dismissed: 3,
            dismissedEnrolled: 1,
            dismissedCandidates: 2,
            candidatesWithoutVictory: 2,
          });
        }
        return Response.json({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: '' }, { status: 404 });
      }),
    );
    renderWithProviders(<DismissWithoutVictory opportunityId="opp-1" userIds={['u-1', 'u-2']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss candidates without a victory' }));

    const dialog = await screen.findByRole('dialog', { name: 'Dismiss candidates without a victory' });
    expect(
      await within(dialog).findByText(
        '2 candidates still in the process without a victory date will be dismissed. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Already dismissed in this opportunity: 3 professionals.'),
    ).toBeInTheDocument();
    expect(posts).toEqual([]);

    // Cancelling dismisses nobody.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss candidates without a victory' }));
    const again = await screen.findByRole('dialog', { name: 'Dismiss candidates without a victory' });
    await within(again).findByText(/2 candidates still in the process/);
    fireEvent.click(within(again).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Candidates dismissed.'));
    expect(posts).toEqual([
      { url: '/api/opportunity/opp-1/final-dispense', body: { users: ['u-1', 'u-2'] } },
    ]);
  }, 20_000);
});
