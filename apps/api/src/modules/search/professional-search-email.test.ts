import {
  contactVisibility,
  maskEmail,
  type NotificationSettingsInput,
  type ProfessionalSearchResponse,
} from '@mosaico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { insertUser, people } from '../../../test/search-fixtures';
import { EMAIL_SHOWN_TO_RECRUITERS } from './professional-hit-sets';
import { rowsOf } from './search-sql';

// Issue 21 item 5: users/find matched a keyword against the e-mail whether or not the recruiter may see it, so an
// exact address (or a piece of it) confirmed a masked one. E-mails match only where 002 §6 shows them unmasked.

type Headers = { authorization: string };

const EMAIL_OFF: NotificationSettingsInput = {
  isActive: true,
  channels: [
    { name: 'E-mail', isActive: false },
    { name: 'Telefone', isActive: true },
  ],
};

/** Every shape of stored settings the masking rule distinguishes. */
const SETTINGS: NotificationSettingsInput[] = [
  {},
  { isActive: true, channels: [] },
  { isActive: false, channels: [] },
  EMAIL_OFF,
  { isActive: true, channels: [{ name: 'E-mail', isActive: true }] },
  { isActive: false, channels: [{ name: 'E-mail', isActive: true }] },
  { isActive: true, channels: [{ name: 'Telefone', isActive: true }] },
  {
    isActive: false,
    channels: [
      { name: 'E-mail', isActive: false },
      { name: 'Telefone', isActive: false },
    ],
  },
  { channels: [{ name: 'E-mail', isActive: null }] },
  { channels: null },
];

describe('users/find and masked e-mails (issue 21)', () => {
  let t: TestApp;
  let asRecruiter: Headers;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ asRecruiter } = await people(t.app));
  });
  afterAll(async () => t.close());

  async function find(list: string, typeFilter = 'all') {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/find/${encodeURIComponent(list)}/12/1`,
      query: { typeFilter },
      headers: asRecruiter,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ProfessionalSearchResponse;
  }

  it("reads the e-mail's visibility in SQL exactly as contactVisibility decides it, on every shape of settings", async () => {
    for (const [index, settings] of SETTINGS.entries()) {
      const user = await insertUser(t.app, {
        firstName: `Forma${index}`,
        notificationsSettings: settings as never,
      });
      const [row] = rowsOf<{ shown: boolean }>(
        await t.app.ctx.database.db.execute(
          sql`SELECT ${EMAIL_SHOWN_TO_RECRUITERS} AS shown FROM users u WHERE u.id = ${user.id}`,
        ),
      );
      expect(row?.shown, JSON.stringify(settings)).toBe(contactVisibility(settings).showEmail);
    }
  });

  it('does not find a professional by an e-mail the recruiter sees masked, whole or in part', async () => {
    const email = 'segredo.unico@empresa-oculta.test';
    expect(contactVisibility(EMAIL_OFF).showEmail).toBe(false);
    await insertUser(t.app, {
      firstName: 'Olga',
      lastName: 'Mascarada',
      email,
      notificationsSettings: EMAIL_OFF as never,
    });
    for (const keyword of [email, 'segredo.unico', 'empresa-oculta', 'segredo']) {
      for (const typeFilter of ['all', 'names']) {
        expect((await find(keyword, typeFilter)).usersList, `${keyword} ${typeFilter}`).toEqual([]);
      }
    }
    expect((await find(`${email}|Olga`)).usersList).toEqual([]);
    // Her name still finds her, with the e-mail masked as every answer masks it.
    const byName = await find('Olga Mascarada');
    expect(byName.usersList.map((user) => user.email)).toEqual([maskEmail(email)]);
  });

  it('still finds a professional by an e-mail the recruiter sees', async () => {
    const email = 'visivel.unico@empresa-aberta.test';
    const settings = { isActive: true, channels: [{ name: 'E-mail', isActive: true }] };
    await insertUser(t.app, {
      firstName: 'Vera',
      lastName: 'Aberta',
      email,
      notificationsSettings: settings,
    });
    expect(contactVisibility(settings).showEmail).toBe(true);
    for (const keyword of [email, 'visivel.unico']) {
      const found = await find(keyword);
      expect(found.usersList.map((user) => user.email)).toEqual([email]);
    }
  });
});
