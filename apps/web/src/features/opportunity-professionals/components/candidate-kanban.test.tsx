import type { KanbanCandidate } from '@mosaico/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CandidateKanban } from './candidate-kanban';

const candidate = (over: Partial<KanbanCandidate>): KanbanCandidate => ({
  userId: 'u-1',
  displayName: 'Ana Souza',
  userImageUrl: null,
  nivelAderencia: 70,
  statusCurrent: 1,
  stage: 1,
  deleted: false,
  ...over,
});

describe('candidate kanban cards (issue 23: open the professional, register an evaluation)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("links the name to the candidature progress and offers the professional's page in a new tab", () => {
    renderWithProviders(
      <CandidateKanban
        opportunityId="opp-1"
        candidates={[candidate({}), candidate({ userId: 'u-2', displayName: 'Bruno Lima', deleted: true })]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Ana Souza' })).toHaveAttribute(
      'href',
      '/opportunity/opp-1/application/u-1',
    );
    const profile = screen.getByRole('link', { name: "Ana Souza's profile (opens in a new tab)" });
    expect(profile).toHaveAttribute('href', '/professional/u-1');
    expect(profile).toHaveAttribute('target', '_blank');
    // A deleted registration: 'Cadastro excluído' and no actions (001 §2.7).
    const deleted = screen.getByText(/Bruno Lima · Registration deleted/).closest('li') as HTMLElement;
    expect(within(deleted).queryByRole('link')).toBeNull();
    expect(within(deleted).queryByRole('button')).toBeNull();
  });

  it('opens the evaluation wizard for the card that asked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    renderWithProviders(<CandidateKanban opportunityId="opp-1" candidates={[candidate({})]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Register an evaluation of Ana Souza' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
