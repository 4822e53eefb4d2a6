import { type OpportunityBoardCard, type PlacedBoardCard, packBoard } from '@mosaico/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OpportunityBoardPage } from './opportunity-board-page';

function card(id: string, values: Partial<OpportunityBoardCard> = {}): OpportunityBoardCard {
  return {
    _id: id,
    idOpportunity: Number(id.replace(/\D/g, '')) || 1,
    titulo: `Opportunity ${id}`,
    cliente: 'Cascade Cloud',
    user: { _id: 'u-1', displayName: 'Karen Smith', userImageUrl: null },
    quantidadeVagas: 2,
    fase: 2,
    label: '1',
    squad: { _id: 's-1', name: 'Squad Sul' },
    victories: 0,
    defeats: 0,
    datesDefeats: [],
    periodInCurrentStep: 3,
    selectedPriority: { label: 'Média', value: 2 },
    created: '2026-11-20T10:00:00.000Z',
    victoryDates: [],
    ...values,
  };
}

/** A board of `many` cards in evaluation, one presenting with a win (there and in Closed), one in review. */
function packedBoard(many: number) {
  const placed: PlacedBoardCard[] = [
    { card: card('o-1', { titulo: 'Revision plain', user: null, cliente: null }), columns: ['review'] },
    ...Array.from({ length: many }, (_, i) => ({
      card: card(`o-${i + 2}`, { titulo: `Evaluation ${i + 1}` }),
      columns: ['evaluation' as const],
    })),
    {
      card: card('o-9999', { titulo: 'Presenting with a win', fase: 4, victories: 1 }),
      columns: ['presentation', 'closed'],
    },
  ];
  return packBoard(placed);
}

describe('the opportunity kanban screen (002 §2.3)', () => {
  // jsdom lays nothing out: give the columns' scroll areas a size so the virtual lists draw their cards.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws the packed answer card by card, only the cards in view of a long column', async () => {
    const answer = packedBoard(2_000);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/opportunity/kanban') return Response.json(answer);
        return Response.json([]);
      }),
    );
    renderWithProviders(<OpportunityBoardPage />, { route: '/kanban' });

    expect(await screen.findByText('2002 opportunities on the board')).toBeInTheDocument();
    const column = (name: string) => screen.getByRole('region', { name });
    const evaluation = column('Evaluation');
    expect(within(evaluation).getByText('2000')).toBeInTheDocument();
    // The responsible and client each card names (sent once, pointed at by index).
    const first = within(evaluation).getByRole('link', { name: /^Evaluation 1 \(#2\)/ });
    const firstCard = first.closest('article') as HTMLElement;
    expect(within(firstCard).getByText('Karen Smith')).toBeInTheDocument();
    expect(within(firstCard).getByText('Cascade Cloud')).toBeInTheDocument();
    // Virtualised: a column of 2,000 puts only the cards in view (and a few around) in the page.
    const drawn = within(evaluation).getAllByTestId('board-card');
    expect(drawn.length).toBeGreaterThan(2);
    expect(drawn.length).toBeLessThan(12);
    expect(within(evaluation).getByRole('list').children[0]).toHaveAttribute('aria-setsize', '2000');
    // The card without a responsible or client says so; the one placed twice says where else it is.
    const review = column('Review');
    expect(within(review).getByText('Client not provided')).toBeInTheDocument();
    expect(within(review).getByText('No responsible')).toBeInTheDocument();
    expect(within(column('Presentation')).getByText('Also in Closed positions')).toBeInTheDocument();
    expect(within(column('Closed positions')).getByText('Also in Presentation')).toBeInTheDocument();
  });

  it('shows the failure with a retry when the answer does not hold together', async () => {
    const broken = packedBoard(3);
    broken.columns.evaluation.push(42);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        new URL(String(input), 'http://localhost').pathname === '/api/opportunity/kanban'
          ? Response.json(broken)
          : Response.json([]),
      ),
    );
    renderWithProviders(<OpportunityBoardPage />, { route: '/kanban' });
    expect(await screen.findByText('The board could not be loaded')).toBeInTheDocument();
  });
});
