import {
  CANDIDATE_STATUS,
  MAX_PLACED_PIECES,
  OPPORTUNITY_KANBAN_COLUMNS,
  opportunityStageLabel,
  opportunityWriteSchema,
  validateOpportunityForSave,
} from '@mosaico/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, totpCode } from '../../../test/helpers';
import { verifyPassword } from '../../lib/password';
import { opportunityForEdit } from '../../modules/opportunity-authoring/opportunity-authoring.service';
import { findPlace } from '../../modules/places';
import { candidatures, feedEvents, files, opportunities, secondFactors, userSkills, users } from '../schema';
import { DEMO_LOGINS, DEMO_PASSWORD, DEMO_TOTP_SECRET, seedDemoIfEmpty } from './demo';
import { DEMO_OPPORTUNITIES } from './demo-data/opportunities';

describe('demo world', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp();
    // How long it takes is measured, not asserted here: docs/performance.md (Seeding).
    expect(await seedDemoIfEmpty(test.app.ctx, test.app.log)).toBe(true);
  }, 60_000);
  afterAll(async () => {
    await test?.close();
  });

  const db = () => test.app.ctx.database.db;

  it('holds only opportunities the form would save: every one passes the thirteen rules of 001 §5', async () => {
    const rows = await db().select({ id: opportunities.id }).from(opportunities);
    const broken: string[] = [];
    for (const { id } of rows) {
      const form = await opportunityForEdit(test.app.ctx, id);
      const code = validateOpportunityForSave(
        opportunityWriteSchema.parse({ ...form, client: form.client ?? '' }),
      );
      if (code) broken.push(`${form.titulo}: ${code}`);
    }
    expect(rows.length).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });

  it('has the three documented logins with their roles and the demo password', async () => {
    for (const login of DEMO_LOGINS) {
      const [user] = await db().select().from(users).where(eq(users.email, login.email));
      expect(user, login.email).toBeDefined();
      expect(user?.roles).toEqual([...login.roles]);
      expect(user?.emailConfirmedAt).not.toBeNull();
      expect(await verifyPassword(user?.passwordHash ?? null, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('lets a demo recruiter sign in with the published TOTP secret, kept encrypted in the database', async () => {
    const login = DEMO_LOGINS.find((entry) => entry.roles.some((role) => role === 'rh'));
    if (!login) throw new Error('no demo recruiter');
    const [user] = await db().select().from(users).where(eq(users.email, login.email));
    const [factor] = await db()
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.userId, user?.id ?? ''));
    expect(factor?.secret.startsWith('v1:')).toBe(true);
    expect(factor?.secret).not.toContain(DEMO_TOTP_SECRET);
    const first = await test.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: '127.8.0.1',
      payload: { email: login.email, password: DEMO_PASSWORD },
    });
    expect(first.json().secondFactor).toBe('required');
    const second = await test.app.inject({
      method: 'POST',
      url: '/api/auth/second-factor',
      remoteAddress: '127.8.0.1',
      payload: { challenge: first.json().challenge, code: totpCode(DEMO_TOTP_SECRET) },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().token).toEqual(expect.any(String));
  });

  it('has about 40 professionals with skills and mosaics within the piece limit', async () => {
    const all = await db().select().from(users);
    const professionals = all.filter((u) => u.roles.includes('user'));
    expect(professionals.length).toBeGreaterThanOrEqual(38);
    expect(all.filter((u) => u.roles.includes('rh')).length).toBeGreaterThanOrEqual(3);
    const skills = await db().select().from(userSkills);
    for (const professional of professionals) {
      const own = skills.filter((s) => s.userId === professional.id);
      expect(own.length, professional.email).toBeGreaterThan(0);
      for (const skill of own) expect([1, 2, 3]).toContain(skill.level);
      const mosaic = (professional.profile.mosaico as { escolhidas: Array<{ posicao: { row: number } }> })
        .escolhidas;
      expect(mosaic.length).toBeGreaterThanOrEqual(3);
      expect(mosaic.length).toBeLessThanOrEqual(MAX_PLACED_PIECES);
    }
    expect(skills.some((s) => s.subclassif === 'languages')).toBe(true);
    expect(skills.some((s) => s.source === 'linkedin')).toBe(true);
    expect(professionals.some((p) => p.flags.talent?.status)).toBe(true);
    expect(professionals.some((p) => p.flags.europeanUnionCitizenship?.status)).toBe(true);
    expect(professionals.some((p) => (p.personalData.pcdUser as { isUserPCD: boolean }).isUserPCD)).toBe(
      true,
    );
    expect(professionals.some((p) => p.preRegister && p.passwordHash === null)).toBe(true);
    expect(professionals.some((p) => p.deletedAt !== null)).toBe(true);
  });

  it('stores CVs whose bytes are PDFs, two for Ana', async () => {
    const cvs = await db().select().from(files).where(eq(files.kind, 'cv'));
    expect(cvs.length).toBeGreaterThanOrEqual(38);
    const [ana] = await db().select().from(users).where(eq(users.email, 'ana@mosaico.test'));
    expect(cvs.filter((cv) => cv.ownerId === ana?.id)).toHaveLength(2);
    for (const cv of cvs.slice(0, 5)) {
      const bytes = await test.app.ctx.storage.get(cv.storageKey);
      expect(bytes?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes?.length).toBe(cv.size);
    }
  });

  it('gives Ana a feed: her applications and enrolments as automatic events, and the recruiter’s notes', async () => {
    const [ana] = await db().select().from(users).where(eq(users.email, 'ana@mosaico.test'));
    const events = await db()
      .select()
      .from(feedEvents)
      .where(eq(feedEvents.professionalId, ana?.id ?? ''));
    const own = await db()
      .select()
      .from(candidatures)
      .where(eq(candidatures.userId, ana?.id ?? ''));
    expect(events.filter((event) => event.kind === null)).toHaveLength(3);
    expect(events.filter((event) => event.kind !== null).length).toBeGreaterThanOrEqual(own.length);
    // Every automatic event names its opportunity, and nobody's name is stored in the feed.
    expect(events.filter((event) => event.kind !== null).every((event) => event.opportunityId !== null)).toBe(
      true,
    );
    expect(JSON.stringify(events)).not.toContain('Rita');
  });

  it('has about 30 opportunities across the three regions and every stage label', async () => {
    const rows = await db().select().from(opportunities);
    expect(rows.length).toBeGreaterThanOrEqual(28);
    expect(new Set(rows.map((o) => o.region))).toEqual(new Set(['brazil', 'europe', 'northAmerica']));
    const labels = new Set(rows.map((o) => opportunityStageLabel(o)));
    for (const column of OPPORTUNITY_KANBAN_COLUMNS) expect(labels.has(column), column).toBe(true);
    expect(rows.some((o) => o.victories > 0 && o.quantidadeVagas > 0)).toBe(true);
    expect(new Set(rows.map((o) => o.idOpportunity)).size).toBe(rows.length);
    // Places come from the gazetteer, so its API finds every stored place_id.
    for (const place of rows.flatMap((o) => o.locations))
      expect(findPlace(place.place_id), place.formatted_address).toBeDefined();
  });

  it('has each open opportunity at the stage its candidatures give (the database derives fase, 002 §4)', async () => {
    const rows = await db().select().from(opportunities);
    for (const demo of DEMO_OPPORTUNITIES) {
      if (demo.stage.kind !== 'open') continue;
      const row = rows.find((o) => o.titulo === demo.titulo);
      expect(row, demo.titulo).toBeDefined();
      expect(opportunityStageLabel({ ...(row ?? {}), quantidadeVagas: 1 }), demo.titulo).toBe(
        opportunityStageLabel({ isPublic: true, quantidadeVagas: 1, fase: demo.stage.fase }),
      );
    }
  });

  it('has candidatures at every status with steps in date order, none in the future', async () => {
    const rows = await db().select().from(candidatures);
    const statuses = new Set(rows.map((c) => c.statusCurrent));
    for (const status of Object.values(CANDIDATE_STATUS))
      expect(statuses.has(status), `status ${status}`).toBe(true);
    expect(new Set(rows.map((c) => c.kind))).toEqual(new Set(['enrolled', 'candidate']));
    const now = Date.now();
    for (const row of rows) {
      const keys = row.steps.map((s) => s.key);
      expect(keys[0]).toBe(0);
      expect(new Set(keys).size).toBe(keys.length);
      const dates = row.steps.map((s) => new Date(s.date ?? 0).getTime());
      for (let i = 1; i < dates.length; i++) expect(dates[i]).toBeGreaterThanOrEqual(dates[i - 1] ?? 0);
      for (const date of dates) expect(date).toBeLessThanOrEqual(now);
      expect(row.nivelAderencia).toBeGreaterThanOrEqual(0);
      expect(row.nivelAderencia).toBeLessThanOrEqual(100);
      if (row.statusCurrent === CANDIDATE_STATUS.selected) {
        expect(row.steps.filter((s) => s.key >= 1 && s.meetsTheRequirements === 0)).toHaveLength(4);
      }
    }
    const [ana] = await db().select().from(users).where(eq(users.email, 'ana@mosaico.test'));
    const anas = rows.filter((c) => c.userId === ana?.id);
    expect(anas.length).toBeGreaterThanOrEqual(3);
    expect(new Set(anas.map((c) => c.steps.length)).size).toBeGreaterThan(1);
  });

  it('does not load twice', async () => {
    const before = await db().select().from(users);
    expect(await seedDemoIfEmpty(test.app.ctx, test.app.log)).toBe(false);
    expect(await db().select().from(users)).toHaveLength(before.length);
  });
});
