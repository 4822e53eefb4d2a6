import type { DataExport } from '@mosaico/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import { MyDataView } from './my-data-view';

// Only the parts of the profile the readable view shows; the rest of the contract is not read here.
const data = {
  generatedAt: '2026-11-27T10:00:00.000Z',
  profile: {
    firstName: 'Ana',
    lastName: 'Souza',
    email: 'ana@example.com',
    contato: { lista: [{ tipo: 'Preferencial', contato: '+55 11 91234-5678', locale: 'pt-BR' }] },
    dadosPessoais: { geolocation: { place_id: 'x', formatted_address: 'São Paulo, SP, Brasil' } },
  },
  origin: {
    kind: 'registered-by-recruiter',
    provider: null,
    indicadoPor: 'Bruno',
    registeredAt: '2026-01-05T12:00:00.000Z',
  },
  applications: [
    {
      opportunityId: 'o1',
      opportunityNumber: 12,
      opportunityTitle: 'Desenvolvedora Kotlin',
      kind: 'candidate',
      statusCurrent: 1,
      statusHistory: [],
      steps: [
        { key: 0, date: '2026-02-01' },
        { key: 1, date: '2026-02-03', meetsTheRequirements: 0 },
      ],
      indicadoPor: null,
      createdAt: '2026-02-01T12:00:00.000Z',
    },
  ],
  evaluations: [
    {
      type: 'Parecer Técnico',
      opportunityTitle: 'Desenvolvedora Kotlin',
      result: 9,
      conteudo: 'Ótima entrevista',
      created: '2026-02-04T12:00:00.000Z',
    },
  ],
  consent: [
    {
      event: 'privacy-policy-accepted',
      at: '2026-01-05T12:00:00.000Z',
      expiresAt: '2027-01-05T12:00:00.000Z',
    },
  ],
  files: [
    {
      id: 'f1',
      kind: 'cv',
      fileName: 'cv-ana.pdf',
      mimeType: 'application/pdf',
      size: 10,
      uploadedAt: '2026-01-05T12:00:00.000Z',
      downloadPath: '/api/documents/file/f1',
    },
  ],
  recruiterRecords: {
    feed: [
      {
        happenedAt: '2026-03-01T12:00:00.000Z',
        type: 'Contato',
        opportunityTitle: null,
        comment: '<p>Ligou &amp; combinou</p>',
      },
    ],
    sheet: null,
    talent: { group: 'H1', enteredAt: '2026-02-10T12:00:00.000Z', hiredOrQuit: false },
  },
  kept: [
    {
      place: 'user_evaluations',
      kinds: ['identity', 'free-text'],
      readers: 'r',
      purpose: 'p',
      retention: 'k',
    },
  ],
} as unknown as DataExport;

describe('MyDataView', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en-US');
  });

  it('reads the export in the person’s language: origin, stage and status, evaluations, files, why it is kept', async () => {
    await i18n.changeLanguage('pt-BR');
    renderWithProviders(<MyDataView data={data} />);
    const view = screen.getByTestId('my-data-view');
    expect(within(view).getByText('E-mail: ana@example.com')).toBeTruthy();
    expect(within(view).getByText('Telefone: +55 11 91234-5678')).toBeTruthy();
    expect(within(view).getByText('Um recrutador cadastrou você em 05/01/2026.')).toBeTruthy();
    expect(within(view).getByText('Indicado por Bruno.')).toBeTruthy();
    // Stage 1 was met, so the application is in stage 2; status 1 is Concorrendo.
    expect(within(view).getByText('Etapa 2 de 4')).toBeTruthy();
    expect(within(view).getByText('Concorrendo')).toBeTruthy();
    expect(within(view).getByText('Ótima entrevista')).toBeTruthy();
    expect(within(view).getByRole('button', { name: 'cv-ana.pdf' })).toBeTruthy();
    expect(within(view).getByText('Avaliações', { selector: 'span' })).toBeTruthy();
    expect(within(view).getByText(/Pareceres que recrutadores escreveram sobre você/)).toBeTruthy();
    expect(within(view).getByText('texto livre')).toBeTruthy();
    expect(within(view).getByText('01/03/2026 · Contato: Ligou & combinou')).toBeTruthy();
    expect(within(view).getByText('No quadro de talentos desde 10/02/2026 (grupo H1).')).toBeTruthy();
  });
});
