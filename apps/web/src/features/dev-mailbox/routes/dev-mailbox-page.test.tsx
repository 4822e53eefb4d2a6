import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DevMailboxPage } from './dev-mailbox-page';

describe('DevMailboxPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists messages with the date, and opens same-origin links inside the app', async () => {
    const link = `${window.location.origin}/signup/advanced/a%40b.io/tok/confirm`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          messages: [
            {
              id: 'm1',
              to: 'a@b.io',
              subject: 'Confirm your e-mail address',
              text: `Hello!\nConfirm here: ${link}.\nOr see https://example.com/help`,
              html: '',
              template: 'confirm',
              language: 'en-US',
              status: 'kept',
              createdAt: '2025-03-04T09:05:00',
              links: [link, 'https://example.com/help'],
              attachments: [],
            },
          ],
        }),
      ),
    );
    renderWithProviders(<DevMailboxPage />);
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(screen.getByText('09:05 - 04/03/2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute(
      'href',
      '/signup/advanced/a%40b.io/tok/confirm',
    );
    expect(screen.getByRole('link', { name: 'https://example.com/help' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it("lists a message's attachments as downloads with their type and size", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          messages: [
            {
              id: 'm 2',
              to: 'rh@b.io',
              subject: 'Your report',
              text: 'Attached.',
              html: '',
              template: 'report',
              language: 'en-US',
              status: 'kept',
              createdAt: '2025-03-04T09:05:00',
              links: [],
              attachments: [
                {
                  index: 0,
                  filename: 'mosaico-recruitment.csv',
                  contentType: 'text/csv; charset=utf-8',
                  size: 12_700,
                },
                { index: 1, filename: 'notes.csv', contentType: 'text/csv', size: 812 },
              ],
            },
          ],
        }),
      ),
    );
    renderWithProviders(<DevMailboxPage />);
    const heading = await screen.findByRole('heading', { name: 'Attachments', level: 3 });
    const files = heading.closest('section') as HTMLElement;
    expect(files).toHaveAttribute('aria-labelledby', heading.id);
    const report = within(files).getByRole('link', { name: 'mosaico-recruitment.csv' });
    expect(report).toHaveAttribute('href', '/api/dev/mailbox/m%202/attachments/0');
    expect(report).toHaveAttribute('download', 'mosaico-recruitment.csv');
    expect(within(files).getByRole('link', { name: 'notes.csv' })).toHaveAttribute(
      'href',
      '/api/dev/mailbox/m%202/attachments/1',
    );
    expect(within(files).getByText(/text\/csv; charset=utf-8 · 12\.4 kB/)).toBeInTheDocument();
    expect(within(files).getByText(/text\/csv · 812 byte/)).toBeInTheDocument();
  });

  it('explains an empty mailbox and a mailbox that is off (404)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ messages: [] })),
    );
    const { unmount } = renderWithProviders(<DevMailboxPage />);
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: '' }, { status: 404 }),
      ),
    );
    renderWithProviders(<DevMailboxPage />);
    expect(await screen.findByText(/The development mailbox is off/)).toBeInTheDocument();
  });
});
