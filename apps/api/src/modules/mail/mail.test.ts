import type { AddressInfo } from 'node:net';
import { LANGUAGES } from '@mosaico/domain';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, lastMailTo, type TestApp } from '../../../test/helpers';
import { mailOutbox } from '../../db/schema';
import { extractLinks } from './mail.service';
import { type MailTemplate, renderMail } from './templates';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP server on 127.0.0.1 (random port) that keeps what it receives; while `reject` is set it refuses messages. */
async function startSmtp() {
  const received: Received[] = [];
  const options = { reject: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.reject) {
          const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
          error.responseCode = 550;
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    options,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes a quoted-printable MIME body enough to read links and text. */
const unQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Mosaico <no-reply@mosaico.test>' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the reset message to the SMTP server and marks it sent', async () => {
    const user = await createUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: user.email, activeLanguage: 'en-US' },
    });
    expect(response.statusCode).toBe(200);
    await t.app.ctx.mailer.idle();

    const message = smtp.received.find((item) => item.to.includes(user.email));
    expect(message).toBeDefined();
    expect(message?.from).toBe('no-reply@mosaico.test');
    const raw = unQuotedPrintable(message?.raw ?? '');
    expect(raw).toMatch(/Subject: Reset your password/);
    expect(raw).toMatch(/http:\/\/localhost:3000\/auth\/reset\/[A-Za-z0-9_-]{43}/);
    expect(raw).toContain('text/html');

    const kept = await lastMailTo(t, user.email);
    expect(kept).toMatchObject({ status: 'sent', template: 'reset', error: null });
    expect(kept?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a refused message as failed with the error, and the call still succeeds', async () => {
    const user = await createUser(t);
    smtp.options.reject = true;
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email: user.email, activeLanguage: 'pt-BR' },
      });
      expect(response.statusCode).toBe(200);
      await t.app.ctx.mailer.idle();
    } finally {
      smtp.options.reject = false;
    }
    const kept = await lastMailTo(t, user.email);
    expect(kept?.status).toBe('failed');
    expect(kept?.error).toMatch(/550|Mailbox unavailable/);
    expect(kept?.sentAt).toBeNull();
  });

  it('does not offer the development mailbox when SMTP is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(404);
  });
});

describe('mail without SMTP (development mailbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps every message with status kept and lists them newest first with their links', async () => {
    const first = await createUser(t);
    const second = await createUser(t);
    for (const user of [first, second]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email: user.email, activeLanguage: 'pt-PT' },
      });
    }
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json() as {
      messages: Array<{
        id: string;
        to: string;
        subject: string;
        text: string;
        html: string;
        createdAt: string;
        links: string[];
      }>;
    };
    expect(messages.map((message) => message.to).slice(0, 2)).toEqual([second.email, first.email]);
    const [newest] = messages;
    expect(newest).toMatchObject({
      id: expect.any(String),
      subject: 'Redefina a sua palavra-passe',
      status: 'kept',
      template: 'reset',
      language: 'pt-PT',
    });
    expect(Date.parse(newest?.createdAt ?? '')).not.toBeNaN();
    expect(newest?.links).toEqual([
      expect.stringMatching(/^http:\/\/localhost:3000\/auth\/reset\/[A-Za-z0-9_-]{43}$/),
    ]);
    expect(newest?.html).toContain(`href="${newest?.links[0]}"`);
    const rows = await t.app.ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, first.email));
    expect(rows[0]?.status).toBe('kept');
  });

  it('lists each attachment (name, type, size) and lets it be downloaded as it was sent', async () => {
    // A report CSV as sendReportEmail attaches it: BOM, accents, CRLF (the size is in bytes, not characters).
    const content = '\uFEFFRelatório;Período\r\nAvaliações;2026-01-01 – 2026-01-31\r\n';
    const { id } = await t.app.ctx.mailer.send({
      to: 'reports@example.test',
      subject: 'Your report',
      text: 'Attached.',
      html: '<p>Attached.</p>',
      template: 'report',
      language: 'en-US',
      attachments: [
        { filename: 'relatório-avaliações.csv', contentType: 'text/csv; charset=utf-8', content },
        { filename: 'second.csv', contentType: 'text/csv; charset=utf-8', content: 'a,b\r\n' },
      ],
    });
    const listed = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    const messages = listed.json().messages as Array<{ id: string; attachments: unknown[] }>;
    expect(messages.find((message) => message.id === id)?.attachments).toEqual([
      {
        index: 0,
        filename: 'relatório-avaliações.csv',
        contentType: 'text/csv; charset=utf-8',
        size: Buffer.byteLength(content, 'utf8'),
      },
      { index: 1, filename: 'second.csv', contentType: 'text/csv; charset=utf-8', size: 5 },
    ]);
    // A message without files lists none.
    expect(messages.find((message) => message.id !== id)?.attachments).toEqual([]);

    const file = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/${id}/attachments/0` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(Buffer.from(content, 'utf8'))).toBe(true);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="relat_rio-avalia__es.csv"; filename*=UTF-8''${encodeURIComponent('relatório-avaliações.csv')}`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/${id}/attachments/1` })).body).toBe(
      'a,b\r\n',
    );
    for (const url of [`/api/dev/mailbox/${id}/attachments/2`, '/api/dev/mailbox/unknown/attachments/0']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().code).toBe('NOT_FOUND');
    }
    // The mailbox's own rule: only a client on this machine.
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/dev/mailbox/${id}/attachments/0`,
      remoteAddress: '10.1.2.3',
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('Relatório');
  });
});

describe('development mailbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('mail templates', () => {
  const templates: MailTemplate[] = ['confirm', 'resend', 'reset', 'welcome'];
  const link = 'http://localhost:3000/x/y?step=welcome&a=1';

  it('renders every message in every language with the link in text and HTML', () => {
    for (const template of templates) {
      const subjects = new Set<string>();
      for (const language of LANGUAGES) {
        const mail = renderMail(template, language, { firstName: 'Ana', link });
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.text).toContain(link);
        expect(mail.text).toContain('Ana');
        expect(mail.html).toContain('href="http://localhost:3000/x/y?step=welcome&amp;a=1"');
        expect(mail.html).toContain(`lang="${language}"`);
        subjects.add(`${language}:${mail.text}`);
      }
      expect(subjects.size).toBe(3);
    }
  });

  it('names the opportunity when the sign-up started on one', () => {
    expect(
      renderMail('confirm', 'pt-BR', { firstName: 'Ana', link, opportunityTitle: 'Dev Java' }).text,
    ).toContain('"Dev Java"');
    expect(
      renderMail('welcome', 'en-US', { firstName: 'Ana', link, opportunityTitle: 'Dev Java' }).text,
    ).toContain('Dev Java');
  });

  it('escapes what a user typed in the HTML', () => {
    const mail = renderMail('welcome', 'en-US', { firstName: '<script>alert(1)</script>', link });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('extracts absolute links from a text', () => {
    expect(extractLinks('Open https://a.test/x?y=1. Or http://b.test/z (or https://a.test/x?y=1.)')).toEqual([
      'https://a.test/x?y=1',
      'http://b.test/z',
    ]);
  });
});
