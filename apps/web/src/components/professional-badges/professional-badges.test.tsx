import { PROFESSIONAL_BADGES } from '@mosaico/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { ProfessionalBadges } from './professional-badges';

describe('ProfessionalBadges', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en-US');
  });

  it('draws nothing without badges', () => {
    renderWithProviders(<ProfessionalBadges badges={[]} />);
    expect(screen.queryByTestId('professional-badges')).not.toBeInTheDocument();
  });

  it('names each badge in a labelled list, with what it means for screen readers too', () => {
    renderWithProviders(<ProfessionalBadges badges={['star', 'talent', 'provider-member', 'pcd']} />);
    const list = screen.getByRole('list', { name: "Professional's badges" });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-badge'))).toEqual([
      'star',
      'talent',
      'provider-member',
      'pcd',
    ]);
    expect(items[0]).toHaveTextContent('Evaluation 8+: Evaluated 8 or more');
    expect(items[1]).toHaveTextContent('Talent: Marked as a talent by a recruiter');
    // The provider's name is the product's setting (DECISIONS "Provider").
    expect(items[2]).toHaveTextContent('Eluminer: Eluminer member');
    expect(items[3]).toHaveTextContent('PCD: Person with a disability');
  });

  it('has a label and a meaning for every badge in the three languages', async () => {
    for (const language of ['en-US', 'pt-BR', 'pt-PT']) {
      await i18n.changeLanguage(language);
      const { unmount } = renderWithProviders(<ProfessionalBadges badges={PROFESSIONAL_BADGES} size="sm" />);
      const items = screen.getAllByRole('listitem');
      expect(items).toHaveLength(PROFESSIONAL_BADGES.length);
      for (const item of items) {
        // A missing key would show the key itself (badges.<name>.label).
        expect(item.textContent).not.toMatch(/badges\./);
        expect(item.textContent).toMatch(/.+: .+/);
      }
      unmount();
    }
    await i18n.changeLanguage('pt-BR');
    renderWithProviders(<ProfessionalBadges badges={['talent', 'eu-citizen']} />);
    expect(screen.getByRole('list', { name: 'Marcadores do profissional' })).toHaveTextContent(
      'Talento: Marcado como talento por um recrutador',
    );
  });
});
