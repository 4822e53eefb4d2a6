import type { FeedEvent } from '@mosaico/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { renderWithProviders } from '../../../test/render';
import { EventFeed } from './event-feed';

// The toasts are Mantine notifications, mounted by the app shell: the calls are what these tests can see.
vi.mock('../../../lib/notify', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyWarning: vi.fn(),
}));

const TYPES = [
  { _id: 't-call', name: 'Call', automatic: false },
  { _id: 't-note', name: 'Note', automatic: false },
  { _id: 't-applied', name: 'Application', automatic: true },
];

function event(overrides: Partial<FeedEvent> = {}): FeedEvent {
  return {
    _id: 'e1',
    created: '2026-11-20T12:00:00.000Z',
    eventType: { _id: 't-call', name: 'Call' },
    kind: null,
    automatic: false,
    recruiter: { _id: 'r1', displayName: 'Rita Henriques', userImageUrl: null },
    opportunity: null,
    comment: '<p>Short</p>',
    attachments: [],
    ...overrides,
  };
}

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A fake API: GET /events, GET /feed pages (by `before`), POST/PUT answering the event, or failing writes. */
function fakeApi(pages: Record<string, FeedEvent[]>, options: { failWrites?: boolean } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: `${url.pathname}${url.search}`, body });
      const json = (value: unknown) =>
        new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/api/events') return json(TYPES);
      if (method === 'GET' && url.pathname.startsWith('/api/feed/')) {
        return json(pages[url.searchParams.get('before') ?? ''] ?? []);
      }
      if (options.failWrites) return new Response('', { status: 502 });
      return json(event({ _id: 'saved' }));
    }),
  );
  return calls;
}

describe('EventFeed (002 §2.10, §5, §6, §8)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    await i18n.changeLanguage('en-US');
  });

  it("says 'Nao ha eventos cadastrados' for an empty feed, in each language", async () => {
    fakeApi({ '': [] });
    await i18n.changeLanguage('pt-BR');
    const view = renderWithProviders(<EventFeed professionalId="p1" />);
    expect(await screen.findByText('Não há eventos cadastrados')).toBeInTheDocument();
    view.unmount();
    await i18n.changeLanguage('en-US');
    renderWithProviders(<EventFeed professionalId="p1" />);
    expect(await screen.findByText('There are no events registered')).toBeInTheDocument();
  }, 20_000);

  it('shows type, date, person, attachments; cuts comments of 20 characters or more; edits only manual events', async () => {
    fakeApi({
      '': [
        event({
          _id: 'manual',
          comment: '<p>Called about the <strong>Java</strong> opening and the salary</p>',
          attachments: [{ _id: 'f1', fileName: 'notes.pdf', url: '/api/documents/file/f1' }],
        }),
        event({
          _id: 'auto',
          created: '2026-11-02T09:30:00.000Z',
          eventType: { _id: 't-applied', name: 'Application' },
          kind: 'applied',
          automatic: true,
          recruiter: null,
          opportunity: { _id: 'o1', titulo: 'Java Developer', idOpportunity: 42 },
          comment: '',
        }),
        event({
          _id: 'nineteen',
          comment: '<p>1234567890123456789</p>',
          eventType: { _id: 't-note', name: 'Note' },
        }),
      ],
    });
    renderWithProviders(<EventFeed professionalId="p1" />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [manual, automatic, short] = items as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(manual).getByText('Rita Henriques')).toBeInTheDocument();
    expect(within(manual).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(manual).getByText('Call')).toBeInTheDocument();
    expect(within(manual).getByRole('link', { name: 'notes.pdf' })).toBeInTheDocument();
    // 20 characters and an ellipsis, then the whole HTML on demand, then cut again.
    expect(within(manual).getByText('Called about the Jav…')).toBeInTheDocument();
    fireEvent.click(within(manual).getByRole('button', { name: 'Show more' }));
    expect(within(manual).getByText('Java').tagName).toBe('STRONG');
    fireEvent.click(within(manual).getByRole('button', { name: 'Show less' }));
    expect(within(manual).getByText('Called about the Jav…')).toBeInTheDocument();

    // 19 characters show whole, without the toggle.
    expect(within(short).getByText('1234567890123456789')).toBeInTheDocument();
    expect(within(short).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    // The automatic event: nobody's name stored, its opportunity linked in a new tab, no edit button.
    expect(within(automatic).getByText('Not identified')).toBeInTheDocument();
    expect(within(automatic).getByRole('link', { name: '#42 Java Developer' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(automatic).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(manual).getByRole('button', { name: 'Edit event Call' })).toBeInTheDocument();
    expect(within(short).getByRole('button', { name: 'Edit event Note' })).toBeInTheDocument();
  }, 20_000);

  it('loads the next page after the last event shown', async () => {
    const first = Array.from({ length: 20 }, (_, i) => event({ _id: `e${i}`, comment: `<p>n${i}</p>` }));
    const calls = fakeApi({ '': first, e19: [event({ _id: 'e20', comment: '<p>the oldest</p>' })] });
    renderWithProviders(<EventFeed professionalId="p1" />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Load more events' }));
    expect(await screen.findByText('the oldest')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(21);
    expect(calls.some((call) => call.url === '/api/feed/p1?limit=20&before=e19')).toBe(true);
    // A short page is the last: no more button.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more events' })).not.toBeInTheDocument(),
    );
  }, 20_000);

  it("edits an event and says 'Evento atualizado com sucesso'; a failed add says 'erro ao registrar evento'", async () => {
    const calls = fakeApi({
      '': [event({ attachments: [{ _id: 'f1', fileName: 'notes.pdf', url: '/api/documents/file/f1' }] })],
    });
    const view = renderWithProviders(<EventFeed professionalId="p1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit event Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    // The modal keeps the event's attachment; removing it leaves it out of feedAttachments.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove notes.pdf' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Event updated successfully'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/feed/p1/e1');
    expect(put?.body).toMatchObject({
      event: 't-call',
      date: '2026-11-20',
      feedAttachments: [],
      attachments: [],
    });
    view.unmount();

    fakeApi({ '': [] }, { failWrites: true });
    renderWithProviders(<EventFeed professionalId="p1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add event' }));
    const add = await screen.findByRole('dialog', { name: 'Add event' });
    // Without a type nothing is sent.
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    expect(await within(add).findByText('Choose the event')).toBeInTheDocument();
    fireEvent.click(within(add).getByRole('combobox', { name: /^Event/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Note' }));
    expect(screen.queryByRole('option', { name: 'Application' })).not.toBeInTheDocument();
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Error registering event', 'Error registering event'),
    );
  }, 30_000);

  it('offers no add or edit for an erased registration', async () => {
    fakeApi({ '': [event()] });
    renderWithProviders(<EventFeed professionalId="p1" deleted />);
    expect(await screen.findByText('Rita Henriques')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  }, 20_000);
});
