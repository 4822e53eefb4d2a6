import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, lastMailTo, type TestApp } from '../../../test/helpers';
import { contactMessages } from '../../db/schema';

describe('POST /api/contactus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CONTACT_EMAIL: 'equipe@mosaico.test' });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (payload: Record<string, unknown>, language = 'en-US') =>
    t.app.inject({
      method: 'POST',
      url: '/api/contactus',
      headers: { 'accept-language': language },
      payload,
    });

  it('keeps the message, mails it to the team in the sender language and answers the text to show', async () => {
    const response = await send({
      firstName: 'Inês',
      email: 'Ines@Example.com',
      mensagem: 'Gostaria de saber mais <b>sobre</b> as vagas em Lisboa.',
      activeLanguage: 'pt-PT',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Mensagem enviada! Entraremos em contacto consigo em breve.',
    });

    const rows = await t.app.ctx.database.db.select().from(contactMessages);
    expect(rows).toEqual([
      expect.objectContaining({
        firstName: 'Inês',
        email: 'ines@example.com',
        mensagem: 'Gostaria de saber mais <b>sobre</b> as vagas em Lisboa.',
        language: 'pt-PT',
      }),
    ]);

    const mail = await lastMailTo(t, 'equipe@mosaico.test');
    expect(mail?.subject).toBe('Contacte-nos: mensagem de Inês');
    expect(mail?.text).toContain('Gostaria de saber mais <b>sobre</b> as vagas em Lisboa.');
    expect(mail?.text).toContain('mailto:ines@example.com');
    // The sender's text is escaped in the HTML version.
    expect(mail?.html).toContain('&lt;b&gt;sobre&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>sobre</b>');
  });

  it('answers in the request language when no activeLanguage is sent', async () => {
    const response = await send({ firstName: 'Ana', email: 'ana@example.com', mensagem: 'Olá' }, 'pt-BR');
    expect(response.json()).toEqual({ message: 'Mensagem enviada! Em breve entraremos em contato.' });
  });

  it('refuses a blank field or a bad e-mail, naming the field, and keeps nothing', async () => {
    const before = (await t.app.ctx.database.db.select().from(contactMessages)).length;
    for (const [payload, field] of [
      [{ firstName: '  ', email: 'a@example.com', mensagem: 'Hi' }, 'firstName'],
      [{ firstName: 'Ana', email: 'not-an-email', mensagem: 'Hi' }, 'email'],
      [{ firstName: 'Ana', email: 'a@example.com', mensagem: '   ' }, 'mensagem'],
    ] as const) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(response.json().message).toContain(field);
    }
    expect((await t.app.ctx.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('is rate-limited per address', async () => {
    const limited = await buildTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/contactus',
          payload: { firstName: 'Ana', email: 'ana@example.com', mensagem: `Message ${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
