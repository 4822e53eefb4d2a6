import type { OpportunityDetailFull } from '@mosaico/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess, notifySuccessAfterReload } from '../../../lib/notify';
import { renderWithProviders } from '../../../test/render';
import { opportunityDetail } from '../../opportunity-professionals/test/fixtures';
import { RecruiterActions, whatsAppLink } from './recruiter-actions';

// The toasts are Mantine notifications, mounted by the app shell: the calls are what these tests can see.
vi.mock('../../../lib/notify', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyWarning: vi.fn(),
  notifySuccessAfterReload: vi.fn(),
  showPendingNotice: vi.fn(),
}));

const opportunity = { ...opportunityDetail, _id: 'o1', titulo: 'Java developer' } as OpportunityDetailFull;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('recruiter actions on the opportunity page (001 §2.3, §4)', () => {
  it('shares through a WhatsApp link carrying the public address', () => {
    expect(whatsAppLink('Java developer', 'https://mosaico.test/opportunity/o1')).toBe(
      'https://wa.me/?text=Java%20developer%20https%3A%2F%2Fmosaico.test%2Fopportunity%2Fo1',
    );
  });

  it('finishing asks for the description and notifies all candidates by default', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json([]));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<RecruiterActions opportunity={opportunity} />, { route: '/opportunity/o1' });

    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Finish' }));
    expect(await screen.findByText('Up to 80 characters')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Notify all candidates' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('The Description field is required.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says so when deleting fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
        init?.method === 'DELETE' ? Response.json({ code: 'X' }, { status: 500 }) : Response.json([]),
      ),
    );
    renderWithProviders(<RecruiterActions opportunity={opportunity} />, { route: '/opportunity/o1' });
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('Error deleting the opportunity')).toBeInTheDocument());
  });

  it("disables 'Delete' when the server says it may not be deleted, whatever the feeds count (001 §4)", async () => {
    // A finished opportunity with candidates is in neither feed the screen used to count: they answer nothing.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    const finished = { ...opportunity, isFinished: true, isPublic: false, canDelete: false };
    const view = renderWithProviders(<RecruiterActions opportunity={finished} />, {
      route: '/opportunity/o1',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    // Its name carries the reason it is greyed.
    expect(await screen.findByRole('menuitem', { name: /^Delete/ })).toBeDisabled();
    view.unmount();

    renderWithProviders(<RecruiterActions opportunity={{ ...opportunity, canDelete: true }} />, {
      route: '/opportunity/o1',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeEnabled();
  }, 20_000);

  it('says the opportunity was deleted, and that it was finished on the reloaded page (001 §8)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'DELETE') return Response.json({ _id: 'o1', deleted: true });
        if (String(input).includes('finalizar-processo-seletivo')) {
          return Response.json({
            _id: 'o1',
            isPublic: true,
            isFinished: true,
            label: '1',
            publicationDate: null,
            dismissed: 0,
            notified: 0,
          });
        }
        return Response.json([]);
      }),
    );
    const view = renderWithProviders(<RecruiterActions opportunity={opportunity} />, {
      route: '/opportunity/o1',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Opportunity deleted!'));
    view.unmount();

    renderWithProviders(<RecruiterActions opportunity={opportunity} />, { route: '/opportunity/o1' });
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Finish' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Description/ }), {
      target: { value: 'Cancelled by the client' },
    });
    fireEvent.click(screen.getAllByLabelText(/Reason/)[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'Cancelled' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(notifySuccessAfterReload).toHaveBeenCalledWith('Opportunity finished!'));
  }, 20_000);

  it('says why Delete is greyed: the server counts candidates or enrolled professionals (issue 22)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    renderWithProviders(<RecruiterActions opportunity={{ ...opportunity, canDelete: false }} />, {
      route: '/opportunity/o1',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    const remove = await screen.findByRole('menuitem', { name: /^Delete/ });
    await waitFor(() => expect(remove).toBeDisabled());
    expect(remove).toHaveTextContent('Not possible while it has candidates or enrolled professionals.');
  });
});
