import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../lib/auth-token';
import { notifySuccess } from '../../../lib/notify';
import { renderWithProviders, tokenFor } from '../../../test/render';
import { OtherReportsPanel } from './other-reports-panel';
import { addDays, localDay } from './report-period-fields';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

describe('OtherReportsPanel (002 §7.1) and its export menu', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('reads a report with its three path parameters (a recruiter: their own), shows it, and mails it', async () => {
    setToken(tokenFor({ id: 'rh-1', roles: ['rh'] }));
    const calls: Array<{ url: string; body?: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (url.startsWith('/api/reports/preRegisterReport/')) {
          return Response.json([
            {
              created: '2026-01-13T09:00:00.000Z',
              professionalName: 'Eva Prado',
              opportunityTitle: 'Backend Java',
              idOpportunity: 12,
              recruiter: 'Rita Henriques',
            },
          ]);
        }
        if (url === '/api/reports/sendReportEmail') {
          return Response.json({ message: 'REPORT_EMAIL_SENT', link: 'http://x/reports/a.b' });
        }
        return new Response('', { status: 404 });
      }),
    );
    renderWithProviders(<OtherReportsPanel />);
    const row = await screen.findByRole('row', { name: /Eva Prado/ });
    expect(row).toHaveTextContent('Backend Java');
    const today = localDay();
    expect(calls[0]?.url).toBe(`/api/reports/preRegisterReport/${addDays(today, -30)}/${today}/me`);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Send by e-mail' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/reports/sendReportEmail')).toBe(true));
    expect(calls.find((call) => call.url === '/api/reports/sendReportEmail')?.body).toEqual({
      report: 'pre-registrations',
      flavour: 'excel',
      filters: { start: addDays(today, -30), end: today, responsible: 'me' },
    });
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('The report was sent to your e-mail.'));
    // 002 §6: a recruiter who is not a manager is not offered the whole team.
    fireEvent.click(screen.getByRole('combobox', { name: 'Responsible' }));
    expect(await screen.findByRole('option', { name: 'Only me' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'All responsibles' })).toBeNull();
  });

  it('reads the whole team by default for a manager only, who may choose all or themselves (002 §6)', async () => {
    setToken(tokenFor({ id: 'm-1', roles: ['rh', 'rh_manager'] }));
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        urls.push(String(input));
        return Response.json([]);
      }),
    );
    renderWithProviders(<OtherReportsPanel />);
    const today = localDay();
    await waitFor(() =>
      expect(urls).toContain(`/api/reports/preRegisterReport/${addDays(today, -30)}/${today}/all`),
    );
    fireEvent.click(screen.getByRole('combobox', { name: 'Responsible' }));
    expect(await screen.findByRole('option', { name: 'All responsibles' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Only me' })).toBeInTheDocument();
  });
});
