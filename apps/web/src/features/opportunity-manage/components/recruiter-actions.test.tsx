import type { OpportunityDetailFull } from '@mosaico/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { opportunityDetail } from '../../opportunity-professionals/test/fixtures';
import { RecruiterActions, whatsAppLink } from './recruiter-actions';

const opportunity = { ...opportunityDetail, _id: 'o1', titulo: 'Java developer' } as OpportunityDetailFull;

afterEach(() => vi.unstubAllGlobals());

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

  it('says why Delete is greyed while the opportunity has candidates or enrolled (issue 22)', async () => {
    const feedItem = {
      _id: 'o1',
      idOpportunity: 7,
      titulo: 'Java developer',
      cliente: null,
      user: null,
      quantidadeVagas: 1,
      fase: 1,
      label: '1',
      squad: null,
      victories: 0,
      defeats: 0,
      datesDefeats: [],
      periodInCurrentStep: null,
      selectedPriority: { label: 'Média', value: 2 },
      created: '2026-11-01T00:00:00.000Z',
      publicationDate: null,
      showInKanban: true,
      isPublic: opportunity.isPublic,
      isFinished: false,
      homeOffice: false,
      location: '',
      quantidadeCandidatos: 1,
      quantidadeTriados: 0,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/opportunity/filter/') ? Response.json([feedItem]) : Response.json([]),
      ),
    );
    renderWithProviders(<RecruiterActions opportunity={opportunity} />, { route: '/opportunity/o1' });
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    const remove = await screen.findByRole('menuitem', { name: /^Delete/ });
    await waitFor(() => expect(remove).toBeDisabled());
    expect(remove).toHaveTextContent('Not possible while it has candidates or enrolled professionals.');
  });
});
