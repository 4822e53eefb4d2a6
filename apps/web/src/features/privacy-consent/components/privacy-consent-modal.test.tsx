import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { renderWithProviders, tokenFor } from '../../../test/render';
import { needsPrivacyConsent } from '../api/privacy-consent-api';
import { PrivacyConsentModal } from './privacy-consent-modal';

describe('needsPrivacyConsent', () => {
  const now = Date.UTC(2025, 5, 1);
  it('asks when nothing was accepted', () =>
    expect(needsPrivacyConsent({ consent: false, dateOfAcceptance: null, expirationDate: null }, now)).toBe(
      true,
    ));
  it('asks when the acceptance expired', () =>
    expect(
      needsPrivacyConsent(
        { consent: true, dateOfAcceptance: '2024-01-01', expirationDate: '2024-07-01' },
        now,
      ),
    ).toBe(true));
  it('does not ask while the acceptance is valid', () =>
    expect(
      needsPrivacyConsent(
        { consent: true, dateOfAcceptance: '2025-05-01', expirationDate: '2025-11-01' },
        now,
      ),
    ).toBe(false));
});

/** Shows where the router is, so a test can see the redirect home. */
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('PrivacyConsentModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks a signed-in user without acceptance and posts the acceptance', async () => {
    setToken(tokenFor({ id: 'u1' }));
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json({
            consent: true,
            dateOfAcceptance: '2025-01-01T00:00:00Z',
            expirationDate: '2099-01-01T00:00:00Z',
          })
        : Response.json({ consent: false, dateOfAcceptance: null, expirationDate: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PrivacyConsentModal />);
    expect(await screen.findByText('Policy valid from 17/01/2023.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByText('Policy valid from 17/01/2023.')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/users/privacyPolicyAcceptance/u1');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ consent: true });
  });

  it('after Recusar sends the user home and asks again only once they leave home', async () => {
    setToken(tokenFor({ id: 'u1' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ consent: false, dateOfAcceptance: null, expirationDate: null })),
    );
    renderWithProviders(
      <>
        <PrivacyConsentModal />
        <Where />
        <Link to="/faq">away</Link>
      </>,
      { route: '/opportunity/1' },
    );
    const reject = await screen.findByRole('button', { name: 'Reject' });
    fireEvent.click(reject);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    // Home is reached and the question stays away.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Policy valid from 17/01/2023.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'away' }));
    expect(await screen.findByText('Policy valid from 17/01/2023.')).toBeInTheDocument();
  });

  it('stays silent for visitors', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PrivacyConsentModal />);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
