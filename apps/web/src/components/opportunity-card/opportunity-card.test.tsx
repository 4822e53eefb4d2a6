import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { OpportunityCard } from './opportunity-card';
import type { OpportunityCardData } from './opportunity-card-schema';

const card = (extra: Partial<OpportunityCardData>): OpportunityCardData => ({
  id: 'o1',
  title: 'Senior Java Developer for Banking Platform',
  location: 'Lisboa',
  homeOffice: false,
  hybrid: false,
  geolocation: [],
  isCandidate: false,
  isEnrolled: false,
  isCompatibleCandidate: false,
  isCompatibleCandidateLevel: 0,
  ...extra,
});

describe('OpportunityCard', () => {
  it('truncates the title at 27 characters, keeps the full title and opens in a new tab', () => {
    renderWithProviders(<OpportunityCard opportunity={card({})} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/opportunity/o1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('title', 'Senior Java Developer for Banking Platform');
    expect(screen.getByText('Senior Java Developer for B…')).toBeInTheDocument();
    expect(screen.queryByText('Hot')).not.toBeInTheDocument();
  });

  it('shows the hot badge above 70 and the remote mark', () => {
    renderWithProviders(
      <OpportunityCard opportunity={card({ isCompatibleCandidateLevel: 71, homeOffice: true })} />,
    );
    expect(screen.getByText('Hot')).toBeInTheDocument();
    expect(screen.getByText('Remote')).toBeInTheDocument();
  });

  it('has no hot badge at exactly 70', () => {
    renderWithProviders(
      <OpportunityCard opportunity={card({ isCompatibleCandidateLevel: 70, hybrid: true })} />,
    );
    expect(screen.queryByText('Hot')).not.toBeInTheDocument();
    expect(screen.getByText('Hybrid')).toBeInTheDocument();
  });
});
