import type { ProfessionalWithOpportunities } from '@mosaico/domain';
import { emptyRecruiterInputs } from '@mosaico/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify';
import { renderWithProviders } from '../../../test/render';
import { ProfessionalDetailPage } from './professional-detail-page';

vi.mock('../../../lib/notify', () => ({
  notifyError: vi.fn(),
  notifySuccess: vi.fn(),
  notifyWarning: vi.fn(),
}));

const UNSET = { moeda: '-', valor: '-' };

function answer(change: Partial<ProfessionalWithOpportunities['user']> = {}): ProfessionalWithOpportunities {
  return {
    user: {
      _id: 'u-1',
      firstName: 'Marta',
      lastName: 'Sousa',
      displayName: 'Marta Sousa',
      email: 'ma*********@example.com',
      userImageUrl: null,
      updated: '2026-11-01T10:00:00.000Z',
      description: null,
      roles: ['user'],
      linkedinUrl: 'https://www.linkedin.com/in/marta',
      dadosPessoais: {
        dataNascimento: null,
        cpf: null,
        genero: null,
        geolocation: { formatted_address: 'Lisboa, Lisboa, Portugal', place_id: 'p1' },
        localidade: null,
        preferredLanguage: 'pt-PT',
        pcdUser: { isUserPCD: false, defs: [] },
        indicadoPor: null,
      },
      contato: { lista: [{ tipo: 'Preferencial', contato: '(11) *****-*321', locale: 'pt-BR' }] },
      europeanUnionCitizenship: { status: true },
      attachments: [
        {
          _id: 'cv-own',
          fileName: 'marta.pdf',
          url: '/api/documents/file/cv-own',
          comment: null,
          uploadDate: '2026-10-01T10:00:00.000Z',
        },
        {
          _id: 'cv-hr',
          fileName: 'hr.pdf',
          url: '/api/documents/file/cv-hr',
          comment: 'rh',
          uploadDate: '2026-10-02T10:00:00.000Z',
        },
      ],
      notificationsSettings: { isActive: true, channels: [] },
      opportunityType: { remote: true, hybrid: false, inPerson: false },
      hiringModel: { clt: true, pj: false, others: false },
      homeOffice: true,
      perfilUsuario: {
        pretensao: { tipo: { clt: { moeda: 'BRL', valor: '5k-7k' }, pj: UNSET, others: UNSET } },
        interestLocations: [],
        mosaico: {
          escolhidas: [
            {
              detalhe: { nome: 'Dados', nomeCaption: 'Dados', classif: 'euquero', subclassif: 'attitudes' },
              posicao: { row: 0, col: 0, sizex: 2, sizey: 1, color: '#ed961c' },
            },
          ],
        },
        digomais: {
          lista: [
            { nome: 'Inglês', nomeCaption: 'Inglês', classif: 'digomais', subclassif: 'languages', level: 3 },
          ],
        },
      },
      flags: {},
      registerRh: false,
      preRegister: false,
      byRH: false,
      validRegistration: true,
      provider: null,
      recruiterInputs: emptyRecruiterInputs(),
      deleted: false,
      badges: ['talent'],
      ...change,
    },
    opportunitiesRelated: {
      inProgressOpportunities: [
        {
          id: 'opp-1',
          idOpportunity: 42,
          title: 'Dev Java',
          cliente: 'ACME',
          kind: 'candidate',
          currentStatus: 1,
          candidateStep: 3,
          candidateLabel: 'cvSelected',
          opportunityFinished: false,
          createdAt: '2026-11-01T10:00:00.000Z',
        },
      ],
      finishedOpportunities: [
        {
          id: 'opp-2',
          idOpportunity: 7,
          title: 'Dev PHP',
          cliente: null,
          kind: 'candidate',
          currentStatus: 3,
          candidateStep: 1,
          candidateLabel: 'dismissed',
          opportunityFinished: false,
          createdAt: '2026-10-01T10:00:00.000Z',
        },
      ],
    },
  };
}

function stubApi(handler: (url: string, init?: RequestInit) => Response | undefined) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return (
        handler(url, init) ??
        Response.json({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: '' }, { status: 404 })
      );
    }),
  );
  return calls;
}

const READ = '/api/users/user-with-opportunities/u-1';

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/professional/:id" element={<ProfessionalDetailPage />} />
    </Routes>,
    { route: '/professional/u-1' },
  );
}

describe('ProfessionalDetailPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(notifySuccess).mockClear();
  });

  it('shows the contact as the server sent it, the processes with their labels and new-tab links', async () => {
    stubApi((url) => (url.endsWith(READ) ? Response.json(answer()) : undefined));
    renderPage();
    expect(await screen.findByTestId('professional-name')).toHaveTextContent('Marta Sousa');
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByText('ma*********@example.com')).toBeInTheDocument();
    expect(within(contact).getByText('(11) *****-*321')).toBeInTheDocument();
    // No residence phone: 'Sem informação' in the reader's language.
    expect(within(contact).getByText('No information')).toBeInTheDocument();

    const inProgress = screen.getByTestId('processes-in-progress');
    expect(within(inProgress).getByTestId('candidate-label')).toHaveTextContent('CV selected');
    const link = within(inProgress).getByRole('link', { name: /#42 Dev Java/ });
    expect(link).toHaveAttribute('href', '/opportunity/opp-1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(inProgress).getByRole('link', { name: /Candidature progress/ })).toHaveAttribute(
      'href',
      '/opportunity/opp-1/application/u-1',
    );
    expect(within(screen.getByTestId('processes-previous')).getByTestId('candidate-label')).toHaveTextContent(
      'Dismissed',
    );
    expect(screen.getByRole('list', { name: 'Mosaic of chosen interests' })).toHaveTextContent('Dados');
  });

  it('offers to delete only the CV added by HR, and only while more than one exists', async () => {
    stubApi((url) => (url.endsWith(READ) ? Response.json(answer()) : undefined));
    renderPage();
    const cvs = await screen.findByTestId('cv-list');
    expect(within(cvs).queryByRole('button', { name: 'Delete marta.pdf' })).toBeNull();
    expect(within(cvs).getByRole('button', { name: 'Delete hr.pdf' })).toBeInTheDocument();
  });

  it('hides the delete button when the HR-added CV is the only one', async () => {
    const base = answer();
    const only = base.user.attachments.filter((cv) => cv._id === 'cv-hr');
    stubApi((url) => (url.endsWith(READ) ? Response.json(answer({ attachments: only })) : undefined));
    renderPage();
    const cvs = await screen.findByTestId('cv-list');
    expect(within(cvs).queryByRole('button', { name: 'Delete hr.pdf' })).toBeNull();
  });

  it('refuses BRL without a range in the browser, then saves a valid expectation', async () => {
    const calls = stubApi((url, init) => {
      if (url.endsWith(READ)) return Response.json(answer());
      if (url.endsWith('/api/users/u-1/salary-expectation') && init?.method === 'PUT') {
        return Response.json({ user: answer().user });
      }
      return undefined;
    });
    renderPage();
    const clt = await screen.findByTestId('salary-clt');
    fireEvent.click(within(clt).getByRole('combobox', { name: 'Monthly range (CLT)' }));
    fireEvent.click(await screen.findByRole('option', { name: 'None' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save salary expectation' }));
    expect(await screen.findByTestId('salary-invalid')).toHaveTextContent(
      'Salary expectation is required. Fill in both the currency and the range',
    );
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    fireEvent.click(within(clt).getByRole('combobox', { name: 'Monthly range (CLT)' }));
    fireEvent.click(await screen.findByRole('option', { name: '7k to 9k' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save salary expectation' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Salary expectation updated'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      hiringModel: { clt: true, pj: false, others: false },
      pretensao: { tipo: { clt: { moeda: 'BRL', valor: '7k-9k' }, pj: UNSET, others: UNSET } },
    });
  });

  it('keeps Salvar of the inscribe modal disabled until an opportunity is chosen', async () => {
    stubApi((url) => {
      if (url.endsWith(READ)) return Response.json(answer());
      if (url.endsWith('/api/opportunity/filter/active')) return Response.json([]);
      return undefined;
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('become-candidate'));
    const dialog = await screen.findByRole('dialog', { name: 'Make Marta Sousa a candidate' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("shows a deleted registration as 'Cadastro excluído' with no actions", async () => {
    stubApi((url) =>
      url.endsWith(READ)
        ? Response.json(answer({ deleted: true, displayName: '', email: '', attachments: [] }))
        : undefined,
    );
    renderPage();
    expect(await screen.findByTestId('professional-deleted')).toHaveTextContent('Registration deleted');
    expect(screen.queryByTestId('become-candidate')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save salary expectation' })).toBeNull();
    expect(screen.queryByTestId('feed-toggle')).toBeNull();
    // The history stays readable.
    expect(screen.getByTestId('processes-in-progress')).toHaveTextContent('Dev Java');
  });

  it("answers a 404 with 'Profissional não encontrado' in the reader's language", async () => {
    stubApi((url) =>
      url.endsWith(READ)
        ? Response.json(
            { statusCode: 404, code: 'PROFESSIONAL_NOT_FOUND', message: 'Professional not found' },
            { status: 404 },
          )
        : undefined,
    );
    renderPage();
    expect(await screen.findByText('Professional not found')).toBeInTheDocument();
  });
});
