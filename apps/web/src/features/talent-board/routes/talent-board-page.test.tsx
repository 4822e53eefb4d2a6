import {
  defaultTalentPeriod,
  TALENT_BOARD_PAGE_SIZE,
  type TalentCard,
  talentBoardEndDay,
} from '@mosaico/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TalentBoardPage } from './talent-board-page';

// Pages of 3 here: the loading behaviour is the same at any size, and jsdom draws every card of a page (it lays
// nothing out), which at the screen's 500 makes this test slow.
vi.mock('@mosaico/domain', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mosaico/domain')>()),
  TALENT_BOARD_PAGE_SIZE: 3,
}));

function card(id: string, name: string, values: Partial<TalentCard> = {}): TalentCard {
  const unset = { moeda: '-', valor: '-' } as const;
  return {
    _id: id,
    id,
    displayName: name,
    email: `${id}@example.com`,
    contato: { lista: [] },
    huntingTime: 3,
    phase: 'waiting',
    outcome: null,
    talent: { category: null, recruiter: null, hiredOrQuit: false, enteredAt: '2026-11-01T00:00:00.000Z' },
    perfilUsuario: {
      pretensao: { tipo: { clt: { moeda: 'BRL', valor: '5k-7k' }, pj: unset, others: unset } },
      digomais: { lista: [] },
      interestLocations: [],
    },
    hiringModel: { clt: true, pj: false, others: false },
    opportunityType: { remote: true, hybrid: false, inPerson: false },
    homeOffice: false,
    inProgressOpportunities: [],
    highCompatibleOpportunities: [],
    avaliacoesUsuario: [],
    badges: ['talent'],
    ...values,
  };
}

const pages: Record<number, { waiting: TalentCard[]; participating: TalentCard[]; finished: TalentCard[] }> =
  {
    1: {
      waiting: [
        card('t-1', 'Alice Waiting', {
          talent: {
            category: { _id: 'g-1', name: 'H1', description: 'Senior hunters' },
            recruiter: null,
            hiredOrQuit: false,
            enteredAt: '2026-11-01T00:00:00.000Z',
          },
          highCompatibleOpportunities: [
            { id: 'o-7', idOpportunity: 7, title: 'Kotlin lead', nivelAderencia: 82 },
          ],
          badges: ['star', 'talent', 'pcd'],
        }),
        // The rest of a full first page, after Alice in the board's order.
        ...Array.from({ length: TALENT_BOARD_PAGE_SIZE - 2 }, (_, i) => card(`f-${i}`, `Filler ${i}`)),
      ],
      participating: [
        card('t-2', 'Bruno Busy', {
          phase: 'participating',
          inProgressOpportunities: [
            {
              id: 'o-1',
              idOpportunity: 1,
              title: 'Java role',
              cliente: null,
              currentStatus: 1,
              candidateStep: 3,
            },
          ],
        }),
      ],
      finished: [],
    },
    2: {
      // The rest of a full second page: the first page alone is half the board, so the controls still wait.
      waiting: Array.from({ length: TALENT_BOARD_PAGE_SIZE - 1 }, (_, i) => card(`g-${i}`, `Second ${i}`)),
      participating: [],
      finished: [
        card('t-3', 'Carla Hired', {
          phase: 'finished',
          outcome: { kind: 'hired', at: '2026-11-20T00:00:00.000Z', opportunityId: 'o-2', title: 'SAP role' },
        }),
      ],
    },
  };

/** Two full pages. */
const TOTAL = 2 * TALENT_BOARD_PAGE_SIZE;

describe('the talent hunters board (002 §2.5)', () => {
  // jsdom lays nothing out: give the columns' scroll areas a size so the virtual lists draw their cards.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fetches every page in turn, places the cards by phase and keeps filters in the call', async () => {
    const urls: string[] = [];
    let releaseSecond: () => void = () => {};
    const secondPage = new Promise<void>((resolve) => {
      releaseSecond = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        urls.push(`${url.pathname}${url.search}`);
        if (url.pathname === '/api/talent') {
          return Response.json([{ _id: 'g-1', name: 'H1', description: 'Senior hunters' }]);
        }
        if (url.pathname === '/api/responsables') return Response.json([]);
        const page = Number(url.pathname.split('/').at(-1));
        if (page === 2) await secondPage;
        return Response.json({ ...pages[page], total: TOTAL, page, pageSize: TALENT_BOARD_PAGE_SIZE });
      }),
    );
    renderWithProviders(<TalentBoardPage />, { route: '/kanban/talents' });

    // The first page is drawn while the second is on its way: the progress bar shows, the controls wait.
    const waiting = await screen.findByRole('region', { name: 'Phase 1: Waiting for an opportunity' });
    expect(await within(waiting).findByRole('link', { name: 'Alice Waiting' })).toHaveAttribute(
      'href',
      '/kanban/talent/t-1',
    );
    expect(within(waiting).getByText('H1 – Senior hunters')).toBeInTheDocument();
    expect(within(waiting).getByText('High compatibility')).toBeInTheDocument();
    // The evaluation and flag badges the server decided (002 §6).
    const alice = within(waiting).getByRole('article', { name: /Alice Waiting/ });
    const badges = within(alice).getByRole('list', { name: "Professional's badges" });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(':')[0]),
    ).toEqual(['Evaluation 8+', 'Talent', 'PCD']);
    expect(screen.getByText('Please wait while we are loading!')).toBeInTheDocument();
    const percent = String(Math.round((TALENT_BOARD_PAGE_SIZE / TOTAL) * 100));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', percent);
    expect(screen.getByTestId('talent-board-percent')).toHaveTextContent(`${percent}%`);
    expect(screen.getByLabelText('Group')).toBeDisabled();

    releaseSecond();
    const finished = screen.getByRole('region', { name: 'Phase 3: Hired or withdrew' });
    expect(await within(finished).findByRole('link', { name: 'Carla Hired' })).toBeInTheDocument();
    expect(within(finished).getByText('Hired · SAP role')).toBeInTheDocument();
    expect(within(finished).getByRole('button', { name: '1 hired × 0 withdrew' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByText(`${TOTAL} talents on the board`)).toBeInTheDocument();
    expect(screen.getByLabelText('Group')).toBeEnabled();

    const participating = screen.getByRole('region', { name: 'Phase 2: Taking part in processes' });
    expect(within(participating).getByRole('img', { name: 'Step 3 of 5' })).toBeInTheDocument();
    expect(within(participating).getByText('Java role')).toBeInTheDocument();
    // An empty phase says so (002 §8).
    expect(within(finished).queryByText('No opportunities here.')).not.toBeInTheDocument();

    const { start, end } = defaultTalentPeriod();
    const boardCalls = urls.filter((url) => url.startsWith('/api/users/get-talents/'));
    const query = new URLSearchParams({
      responsable: '-1',
      group: 'all',
      sort: '0',
      keywords: '',
      dateStart: start,
      dateEnd: talentBoardEndDay(end),
    });
    expect(boardCalls).toEqual([
      `/api/users/get-talents/${TALENT_BOARD_PAGE_SIZE}/1?${query}`,
      `/api/users/get-talents/${TALENT_BOARD_PAGE_SIZE}/2?${query}`,
    ]);

    // A keyword chip and Buscar ask again with the chips joined by '|', from page 1.
    fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: 'kotlin' } });
    fireEvent.keyDown(screen.getByLabelText('Keywords'), { key: 'Enter' });
    fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: 'sap' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(
        urls.some(
          (url) => url.includes('keywords=kotlin%7Csap') && url.includes(`/${TALENT_BOARD_PAGE_SIZE}/1?`),
        ),
      ).toBe(true),
    );
  }, 30_000);

  it("shows 'Nenhuma oportunidade aqui.' in empty phases", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname.startsWith('/api/users/get-talents/')) {
          return Response.json({
            waiting: [],
            participating: [],
            finished: [],
            total: 0,
            page: 1,
            pageSize: 10,
          });
        }
        return Response.json([]);
      }),
    );
    renderWithProviders(<TalentBoardPage />, { route: '/kanban/talents?group=none' });
    await waitFor(() => expect(screen.getAllByText('No opportunities here.')).toHaveLength(3));
    expect(screen.getByLabelText('Group')).toHaveValue('none');
  }, 20_000);
});
