import { explainMatch, toCardExplanation } from '@mosaico/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { sampleExplanation } from '../test/fixtures';
import { MatchExplanation } from './match-explanation';

function row(name: string): HTMLElement {
  const found = screen
    .getAllByTestId('criterion')
    .find((element) => element.getAttribute('data-criterion') === name);
  if (!found) throw new Error(`no row for ${name}`);
  return found;
}

describe('MatchExplanation', () => {
  it('lists required (weight 3) and desirable (1, 2) criteria apart', () => {
    renderWithProviders(<MatchExplanation explanation={sampleExplanation} />);
    const required = screen.getByRole('region', { name: 'Required parameters' });
    const desirable = screen.getByRole('region', { name: 'Desirable parameters' });
    const names = (region: HTMLElement) =>
      within(region)
        .getAllByTestId('criterion')
        .map((element) => element.getAttribute('data-criterion'));
    expect(names(required)).toEqual(['TypeScript', 'Node.js']);
    expect(names(desirable)).toEqual(['React', 'Docker', 'Kubernetes', 'GraphQL']);
    expect(within(required).getAllByText('Weight 3')).toHaveLength(2);
    expect(within(row('React')).getByText('Weight 2')).toBeInTheDocument();
    expect(within(row('Docker')).getByText('Weight 1')).toBeInTheDocument();
  });

  it('shows each level with the domain colour and caption, and the points', () => {
    renderWithProviders(<MatchExplanation explanation={sampleExplanation} />);
    const level = (name: string) => within(row(name)).getByTestId('criterion-level');
    expect(level('TypeScript')).toHaveAttribute('data-color', 'green');
    expect(level('TypeScript')).toHaveTextContent('Advanced (100%)');
    expect(level('Node.js')).toHaveAttribute('data-color', 'red');
    expect(level('Node.js')).toHaveTextContent('Basic (33%)');
    expect(level('React')).toHaveAttribute('data-color', 'yellow');
    expect(level('React')).toHaveTextContent('Intermediate (66%)');
    expect(level('Kubernetes')).toHaveAttribute('data-color', 'none');
    expect(level('Kubernetes')).toHaveTextContent('Not found (0%)');
    expect(within(row('TypeScript')).getByText('300 / 300 points')).toBeInTheDocument();
    expect(within(row('Node.js')).getByText('99 / 300 points')).toBeInTheDocument();
    expect(within(row('React')).getByText('132 / 200 points')).toBeInTheDocument();
    expect(
      screen.getByText(`Adherence ${sampleExplanation.adherence}%: 531 of 1200 points (weight × level).`),
    ).toBeInTheDocument();
  });

  it('says which skill and synonym matched, who reported it, and what was only found in the CV', () => {
    renderWithProviders(<MatchExplanation explanation={sampleExplanation} />);
    expect(
      within(row('TypeScript')).getByText('Matched by the skill “TypeScript” the professional declared.'),
    ).toBeInTheDocument();
    expect(
      within(row('Node.js')).getByText(
        'Matched by the skill “NodeJS” the professional declared. “NodeJS” is a synonym of Node.js.',
      ),
    ).toBeInTheDocument();
    expect(
      within(row('React')).getByText(
        'Matched by “ReactJS”, reported by linkedin. “ReactJS” is a synonym of React.',
      ),
    ).toBeInTheDocument();
    expect(within(row('Docker')).getByText('Found in CV')).toBeInTheDocument();
    expect(within(row('Docker')).getByText(/“Docker” is in the CV/)).toBeInTheDocument();
    expect(within(row('TypeScript')).queryByText('Found in CV')).not.toBeInTheDocument();
    expect(within(row('Kubernetes')).getByText(/No skill of the professional matches/)).toBeInTheDocument();
    expect(within(row('Kubernetes')).getByText('Synonyms: K8s')).toBeInTheDocument();
  });

  it('reads in Portuguese with the candidature vocabulary', async () => {
    const { default: i18n } = await import('../../../i18n');
    await i18n.changeLanguage('pt-BR');
    try {
      renderWithProviders(<MatchExplanation explanation={sampleExplanation} />);
      expect(screen.getByRole('region', { name: 'Parâmetros obrigatórios' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Parâmetros desejáveis' })).toBeInTheDocument();
      expect(within(row('Docker')).getByText('Encontrado no CV')).toBeInTheDocument();
      expect(within(row('React')).getByTestId('criterion-level')).toHaveTextContent('Intermediário (66%)');
    } finally {
      await i18n.changeLanguage('en-US');
    }
  });

  it("says 'Usuario sem compatibilidade.' when no criterion is met, and not otherwise (001 §8)", () => {
    const none = toCardExplanation(
      explainMatch({
        criteria: [{ nome: 'COBOL', termos: [], peso: 3, necessary: true }],
        skills: [{ nome: 'TypeScript', level: 3, source: 'declared' }],
        cvText: null,
      }),
    );
    const view = renderWithProviders(<MatchExplanation explanation={none} />);
    expect(screen.getByTestId('no-compatibility')).toHaveTextContent('User without compatibility.');
    view.unmount();
    renderWithProviders(<MatchExplanation explanation={sampleExplanation} />);
    expect(screen.queryByTestId('no-compatibility')).not.toBeInTheDocument();
  });
});
