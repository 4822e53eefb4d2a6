import type { OpportunityDetail } from '@mosaico/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { renderWithProviders, tokenFor } from '../../../test/render';
import { textColorOn } from '../components/mosaic-preview';
import { sanitizeHtml } from '../components/safe-html';
import { OpportunityPage } from './opportunity-page';

const full: OpportunityDetail = {
  restricted: false,
  available: true,
  _id: 'o1',
  idOpportunity: 7,
  titulo: 'Desenvolvedor Java',
  created: '2026-03-05T12:00:00.000Z',
  detalhes: '<p>Vaga <strong>boa</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
  detalhesEn: '<p>English <em>details</em></p>',
  location: [{ place_id: 'p1', formatted_address: 'Lisboa, Lisboa, Portugal' }],
  homeOffice: false,
  opportunityType: { remote: false, hybrid: true, inPerson: false },
  hiringModel: { clt: true, pj: false, others: false },
  mosaico: [{ detalhe: { nome: 'Java' }, posicao: { row: 0, col: 0, sizex: 2, sizey: 1, color: '#ed961c' } }],
  criterias: [],
  careers: [],
  interests: [],
  isPublic: true,
  isFinished: false,
  quantidadeVagas: 1,
  fase: 0,
  label: '1',
  stage: 'recruitment',
  status: 'published',
  isCandidate: false,
  isEnrolled: false,
  nivelAderencia: null,
  client: null,
  squad: null,
  responsible: null,
  specialReferAndEarn: null,
  rewardAmount: null,
  publicationDate: null,
  referAndEarnDate: null,
  canDelete: null,
};

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/opportunity/:id" element={<OpportunityPage />} />
      <Route path="/signup" element={<p>sign-up screen</p>} />
    </Routes>,
    { route: '/opportunity/o1' },
  );
}

function answer(status: number, body: unknown) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json(body, { status }));
}

describe('opportunity detail helpers', () => {
  it('sanitises recruiter HTML: no scripts, handlers or javascript: links; links open safely', () => {
    const clean = sanitizeHtml(
      '<p onclick="x()">Hi <a href="javascript:alert(1)">bad</a> <a href="https://example.com">ok</a></p><script>1</script>',
    );
    expect(clean).not.toMatch(/script|onclick|javascript:/);
    expect(clean).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>');
  });

  it('chooses the tile text colour that reads best', () => {
    expect(textColorOn('#ed961c')).toBe('#000000');
    expect(textColorOn('#6a4c93')).toBe('#ffffff');
    expect(textColorOn('not a colour')).toBe('#000000');
  });
});

describe('OpportunityPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the title, date, the English details in en-US and the mosaic; a visitor goes to sign-up', async () => {
    vi.stubGlobal('fetch', answer(200, full));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Desenvolvedor Java' })).toBeInTheDocument();
    expect(document.title).toBe('Desenvolvedor Java · Mosaico');
    expect(screen.getByText('05/03/2026')).toBeInTheDocument();
    expect(screen.getByText('details')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Mosaic pieces' })).toHaveTextContent('Java');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('sign-up screen')).toBeInTheDocument();
  });

  it('applies with a referrer as the signed-in professional', async () => {
    setToken(tokenFor({ id: 'u1' }));
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json({
            message: 'Application submitted successfully!',
            code: 'CANDIDATURE_CONFIRMED_WITH_SUCCESS',
            opportunityId: 'o1',
            candidatureId: 'c1',
          })
        : Response.json(String(input).endsWith('/opportunity/o1') ? full : {}),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    fireEvent.change(await screen.findByLabelText(/Who referred you/), { target: { value: 'Marta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm application' }));
    await waitFor(() => expect(screen.getByText(/Application sent!/)).toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/opportunity/o1/becomeCandidate');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      activeLanguage: 'en-US',
      attachmentUrl: null,
      indicadoPor: 'Marta',
      _usuario: { _id: 'u1' },
    });
  });

  it('shows a disabled "already competing" button to a candidate', async () => {
    setToken(tokenFor({ id: 'u1' }));
    vi.stubGlobal('fetch', answer(200, { ...full, isCandidate: true }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Already competing' })).toBeDisabled();
  });

  it('says an unavailable opportunity is no longer available, with its title only', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, {
        restricted: true,
        available: false,
        _id: 'o1',
        titulo: 'Encerrada',
        isCandidate: false,
        isEnrolled: false,
      }),
    );
    renderPage();
    expect(await screen.findByText('This opportunity is no longer available.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Encerrada' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('says Opportunity not found for a 404, with a way home', async () => {
    vi.stubGlobal('fetch', answer(404, { statusCode: 404, code: 'OPPORTUNITY_NOT_FOUND', message: 'x' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Opportunity not found' })).toBeInTheDocument();
    expect(document.title).toBe('Opportunity not found · Mosaico');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows recruiters the number, status and stage', async () => {
    setToken(tokenFor({ id: 'r1', roles: ['rh'] }));
    vi.stubGlobal(
      'fetch',
      answer(200, { ...full, client: 'Banco', available: false, isFinished: true, status: 'finished' }),
    );
    renderPage();
    expect(await screen.findByText('No. 7')).toBeInTheDocument();
    expect(screen.getByText('Status: Finished')).toBeInTheDocument();
    expect(screen.getByText('Stage: Recruitment')).toBeInTheDocument();
    expect(screen.getByText('Banco')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
});
