import { SALARY_RANGES } from '@mosaico/domain';
import type { DatabaseHandle } from '../client';
import { gazetteerLookup } from './demo';
import {
  CAREERS,
  CRITERIA_TEMPLATES,
  INTERESTS,
  LANGUAGE_SKILLS,
  TALENT_GROUPS,
} from './demo-data/dictionaries';
import { resolveDemoPlaces } from './demo-places';
import { Prng } from './prng';

/** Every generated professional's e-mail ends with this, so --reset finds exactly the generated rows. */
export const SCALE_EMAIL_DOMAIN = 'scale.mosaico.test';
/** Every generated opportunity's client, for the same reason. */
export const SCALE_CLIENT = 'Mosaico Benchmark';

export interface ScaleOptions {
  professionals: number;
  opportunities: number;
  reset: boolean;
  /** Rows per INSERT statement. */
  batchSize?: number;
  seed?: number;
  /** Argon2 hash shared by every generated professional (hashed once by the caller). */
  passwordHash: string;
  log?: (line: string) => void;
}

export interface ScaleResult {
  professionals: number;
  skills: number;
  opportunities: number;
  /** Professionals flagged as talents (each share below), PcD and EU citizens. */
  talents: number;
  pcd: number;
  euCitizens: number;
  ms: number;
}

/**
 * Shares of the generated professionals carrying the flags the talent board and the finder's option boxes read
 * (issue 24 item 5). Drawn from a generator of their own (`flagRng`), so adding them shifted none of the other
 * draws: the same seed still builds the same people, skills and opportunities as before.
 */
export const SCALE_SHARES = {
  talent: 0.05,
  pcd: 0.03,
  euCitizen: 0.08,
  /** Of the talents: how many have a talent record (group, entry date), and of those how many have no group. */
  talentRecord: 0.6,
  talentRecordWithoutGroup: 0.2,
  /** Of the talents: how many have behavioural evaluations (1–3, grades 0–10). */
  evaluated: 0.4,
} as const;

/** The flag generator's seed, derived from the main seed so each seed has its own flags. */
const FLAG_SEED_SALT = 0x7a1e27;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs one parameterised statement on either driver (both take $n placeholders and JS arrays for arrays). */
async function run(handle: DatabaseHandle, text: string, params: unknown[] = []): Promise<void> {
  if (handle.kind === 'postgres') await handle.client.query(text, params);
  else await handle.client.query(text, params);
}

async function scalar(handle: DatabaseHandle, text: string, params: unknown[]): Promise<number> {
  const result =
    handle.kind === 'postgres'
      ? await handle.client.query<{ n: string | number }>(text, params)
      : await handle.client.query<{ n: string | number }>(text, params);
  return Number(result.rows[0]?.n ?? 0);
}

async function ids(handle: DatabaseHandle, text: string): Promise<string[]> {
  const result =
    handle.kind === 'postgres'
      ? await handle.client.query<{ id: string }>(text)
      : await handle.client.query<{ id: string }>(text);
  return result.rows.map((row) => row.id);
}

const SENIORITY = ['Júnior', 'Pleno', 'Sênior', 'Especialista'] as const;
const FIRST = [
  'Ana',
  'João',
  'Maria',
  'José',
  'Inês',
  'Luís',
  'Emily',
  'Michael',
  'Beatriz',
  'Tomás',
  'Sarah',
  'Conceição',
];
const LAST = [
  'Silva',
  'Souza',
  'Gonçalves',
  'Pereira',
  'Carvalho',
  'Smith',
  'Johnson',
  'Araújo',
  'Mendes',
  'Brown',
];

/**
 * Fills the database with generated professionals (skills from the demo vocabulary with levels, places with
 * coordinates, one shared password hash, no CV bytes) and open opportunities (criteria, locations, a remote
 * share), in multi-row batches: each batch is one INSERT … SELECT FROM unnest(arrays), so a batch of thousands
 * of rows costs one round trip and a handful of parameters, the same on PostgreSQL and PGlite.
 */
export async function runScaleSeed(handle: DatabaseHandle, options: ScaleOptions): Promise<ScaleResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const batchSize = options.batchSize ?? 2000;
  const rng = new Prng(options.seed ?? 42);
  const flagRng = new Prng((options.seed ?? 42) ^ FLAG_SEED_SALT);
  const seededAt = Date.now();
  const places = [...resolveDemoPlaces(gazetteerLookup).values()];
  const vocabulary = CRITERIA_TEMPLATES.map((t) => t.nome);
  const runTag = Date.now().toString(36);

  if (options.reset) {
    log('reset: removing generated professionals and opportunities…');
    const others = await scalar(
      handle,
      `SELECT (SELECT count(*) FROM users WHERE email NOT LIKE $1) + (SELECT count(*) FROM opportunities WHERE client IS DISTINCT FROM $2) AS n`,
      [`%@${SCALE_EMAIL_DOMAIN}`, SCALE_CLIENT],
    );
    if (others === 0) {
      // Only generated rows: TRUNCATE is instant where row-by-row deletes check every foreign key per user.
      await run(handle, 'TRUNCATE user_skills, candidatures, opportunities, users CASCADE');
    } else {
      await run(handle, 'DELETE FROM opportunities WHERE client = $1', [SCALE_CLIENT]);
      await run(
        handle,
        `DELETE FROM user_skills WHERE user_id IN (SELECT id FROM users WHERE email LIKE $1)`,
        [`%@${SCALE_EMAIL_DOMAIN}`],
      );
      await run(handle, 'DELETE FROM users WHERE email LIKE $1', [`%@${SCALE_EMAIL_DOMAIN}`]);
    }
    // The matching's status rows name their subject without a foreign key, so they outlive it: left behind, they
    // tell the next start that opportunities were ranked already, and the new ones would never be (issue 27).
    await run(
      handle,
      `DELETE FROM match_status WHERE (kind = 'opportunity' AND subject_id NOT IN (SELECT id FROM opportunities))
         OR (kind = 'professional' AND subject_id NOT IN (SELECT id FROM users))`,
    );
  }

  // The talent groups (H1–H3) exist in any database the demo seed filled; a bare one gets them here.
  for (const group of TALENT_GROUPS) {
    await run(
      handle,
      `INSERT INTO talent_groups (id, name, description) VALUES (gen_random_uuid()::text, $1, $2)
       ON CONFLICT (name) DO NOTHING`,
      [group.name, group.description],
    );
  }
  const groupIds = await ids(handle, `SELECT id FROM talent_groups ORDER BY name`);

  let skillsTotal = 0;
  const flagged = { talents: 0, pcd: 0, euCitizens: 0 };
  for (let offset = 0; offset < options.professionals; offset += batchSize) {
    const size = Math.min(batchSize, options.professionals - offset);
    const u = {
      id: [] as string[],
      email: [] as string[],
      first: [] as string[],
      last: [] as string[],
      display: [] as string[],
      lang: [] as string[],
      placeId: [] as string[],
      address: [] as string[],
      lat: [] as number[],
      lng: [] as number[],
      profile: [] as string[],
      type: [] as string[],
      hiring: [] as string[],
      home: [] as boolean[],
      flags: [] as string[],
      personal: [] as string[],
    };
    const talent = { user: [] as string[], group: [] as (string | null)[], entered: [] as string[] };
    const evaluation = {
      user: [] as string[],
      result: [] as number[],
      created: [] as string[],
      text: [] as string[],
    };
    const s = {
      id: [] as string[],
      user: [] as string[],
      nome: [] as string[],
      sub: [] as string[],
      level: [] as number[],
      source: [] as string[],
      pos: [] as number[],
    };
    for (let i = 0; i < size; i++) {
      const n = offset + i;
      const id = rng.uuid();
      const first = rng.pick(FIRST);
      const last = rng.pick(LAST);
      const place = rng.pick(places);
      const remote = rng.chance(0.5);
      u.id.push(id);
      u.email.push(`p${runTag}-${n}@${SCALE_EMAIL_DOMAIN}`);
      u.first.push(first);
      u.last.push(last);
      u.display.push(`${first} ${last}`);
      u.lang.push(place.region === 'brazil' ? 'pt-BR' : place.region === 'europe' ? 'pt-PT' : 'en-US');
      u.placeId.push(place.place_id);
      u.address.push(place.formatted_address);
      u.lat.push(place.lat);
      u.lng.push(place.lng);
      const currency = place.region === 'brazil' ? 'BRL' : place.region === 'europe' ? 'EUR' : 'USD';
      u.profile.push(
        JSON.stringify({
          pretensao: { tipo: { clt: { moeda: currency, valor: rng.pick(SALARY_RANGES).value } } },
          interestLocations: [
            {
              place_id: place.place_id,
              formatted_address: place.formatted_address,
              lat: place.lat,
              lng: place.lng,
            },
          ],
          mosaico: { escolhidas: [] },
        }),
      );
      u.type.push(JSON.stringify({ remote, hybrid: rng.chance(0.6), inPerson: !remote || rng.chance(0.3) }));
      u.hiring.push(JSON.stringify({ clt: true, pj: rng.chance(0.5), others: place.region !== 'brazil' }));
      u.home.push(remote);
      // The flags, from their own generator (the draws above and below stay as they were).
      const isTalent = flagRng.chance(SCALE_SHARES.talent);
      const isPcd = flagRng.chance(SCALE_SHARES.pcd);
      const isEu = flagRng.chance(SCALE_SHARES.euCitizen);
      const flaggedAt = new Date(seededAt - flagRng.int(0, 180) * DAY_MS).toISOString();
      const flags: Record<string, { status: boolean; updatedAt: string }> = {};
      if (isTalent) flags.talent = { status: true, updatedAt: flaggedAt };
      if (isEu) flags.europeanUnionCitizenship = { status: true, updatedAt: flaggedAt };
      u.flags.push(JSON.stringify(flags));
      u.personal.push(JSON.stringify(isPcd ? { pcdUser: { isUserPCD: true, updatedAt: flaggedAt } } : {}));
      flagged.talents += isTalent ? 1 : 0;
      flagged.pcd += isPcd ? 1 : 0;
      flagged.euCitizens += isEu ? 1 : 0;
      if (isTalent && flagRng.chance(SCALE_SHARES.talentRecord)) {
        talent.user.push(id);
        talent.group.push(
          flagRng.chance(SCALE_SHARES.talentRecordWithoutGroup) ? null : flagRng.pick(groupIds),
        );
        talent.entered.push(flaggedAt);
      }
      if (isTalent && flagRng.chance(SCALE_SHARES.evaluated)) {
        for (let k = flagRng.int(1, 3); k > 0; k--) {
          evaluation.user.push(id);
          evaluation.result.push(flagRng.int(0, 10));
          evaluation.created.push(new Date(seededAt - flagRng.int(0, 500) * DAY_MS).toISOString());
          evaluation.text.push('Parecer gerado para o benchmark.');
        }
      }
      const skills = rng.sample(vocabulary, rng.int(3, 10));
      if (!skills.includes('Inglês') && rng.chance(0.6)) skills.push('Inglês');
      for (const [position, nome] of skills.entries()) {
        s.id.push(rng.uuid());
        s.user.push(id);
        s.nome.push(nome);
        s.sub.push(LANGUAGE_SKILLS.includes(nome) ? 'languages' : 'skills');
        s.level.push(rng.int(1, 3));
        s.source.push(rng.chance(0.1) ? 'linkedin' : 'declared');
        s.pos.push(position);
      }
    }
    await run(
      handle,
      `INSERT INTO users (id, email, password_hash, first_name, last_name, display_name, preferred_language,
         email_confirmed_at, valid_registration, place_id, formatted_address, latitude, longitude, profile,
         opportunity_type, hiring_model, home_office, flags, personal_data)
       SELECT id, email, $15, first, last, display, lang, now(), true, place_id, address, lat, lng,
         profile::jsonb, type::jsonb, hiring::jsonb, home, flags::jsonb, personal::jsonb
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
         $9::float8[], $10::float8[], $11::text[], $12::text[], $13::text[], $14::boolean[], $16::text[],
         $17::text[])
         AS t(id, email, first, last, display, lang, place_id, address, lat, lng, profile, type, hiring, home,
           flags, personal)`,
      [
        u.id,
        u.email,
        u.first,
        u.last,
        u.display,
        u.lang,
        u.placeId,
        u.address,
        u.lat,
        u.lng,
        u.profile,
        u.type,
        u.hiring,
        u.home,
        options.passwordHash,
        u.flags,
        u.personal,
      ],
    );
    if (talent.user.length > 0) {
      await run(
        handle,
        `INSERT INTO talents (user_id, group_id, entered_at)
         SELECT user_id, group_id, entered::timestamptz
         FROM unnest($1::text[], $2::text[], $3::text[]) AS t(user_id, group_id, entered)`,
        [talent.user, talent.group, talent.entered],
      );
    }
    if (evaluation.user.length > 0) {
      // Behavioural opinions (no opportunity), by nobody in particular: the board's opinion sorts read them.
      await run(
        handle,
        `INSERT INTO user_evaluations (id, professional_id, type_name, conteudo, result, created)
         SELECT gen_random_uuid()::text, user_id, 'Parecer Comportamental', text, result, created::timestamptz
         FROM unnest($1::text[], $2::int4[], $3::text[], $4::text[]) AS t(user_id, result, created, text)`,
        [evaluation.user, evaluation.result, evaluation.created, evaluation.text],
      );
    }
    await run(
      handle,
      `INSERT INTO user_skills (id, user_id, nome, nome_caption, classif, subclassif, level, source, position)
       SELECT id, user_id, nome, nome, 'digomais', sub, level, source, pos
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int2[], $6::text[], $7::int4[])
         AS t(id, user_id, nome, sub, level, source, pos)`,
      [s.id, s.user, s.nome, s.sub, s.level, s.source, s.pos],
    );
    skillsTotal += s.id.length;
    log(
      `professionals ${offset + size}/${options.professionals} (skills ${skillsTotal}) ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  const templates = new Map<string, readonly string[]>(CRITERIA_TEMPLATES.map((t) => [t.nome, t.termos]));
  for (let offset = 0; offset < options.opportunities; offset += batchSize) {
    const size = Math.min(batchSize, options.opportunities - offset);
    const o = {
      id: [] as string[],
      titulo: [] as string[],
      fase: [] as number[],
      locations: [] as string[],
      region: [] as string[],
      home: [] as boolean[],
      type: [] as string[],
      criterias: [] as string[],
      careers: [] as string[],
      items: [] as string[],
      priority: [] as number[],
    };
    for (let i = 0; i < size; i++) {
      const career = rng.pick(CAREERS);
      const cities = rng.sample(places, rng.chance(0.2) ? 2 : 1);
      const work = rng.next();
      const remote = work < 0.3;
      const criteria = rng.sample(vocabulary, rng.int(3, 6)).map((nome, index) => ({
        nome,
        termos: [...(templates.get(nome) ?? [])],
        peso: index === 0 ? 3 : rng.int(1, 3),
        necessary: index === 0 || rng.chance(0.2),
      }));
      o.id.push(rng.uuid());
      o.titulo.push(`${career} ${rng.pick(SENIORITY)}`);
      o.fase.push(rng.int(0, 4));
      o.locations.push(
        JSON.stringify(
          cities.map((c) => ({
            place_id: c.place_id,
            formatted_address: c.formatted_address,
            lat: c.lat,
            lng: c.lng,
          })),
        ),
      );
      o.region.push(cities[0]?.region ?? 'brazil');
      o.home.push(remote);
      o.type.push(JSON.stringify({ remote, hybrid: !remote && work < 0.65, inPerson: work >= 0.65 }));
      o.criterias.push(JSON.stringify(criteria));
      o.careers.push(JSON.stringify([{ _id: '', nome: career }]));
      o.items.push(JSON.stringify([{ nome: rng.pick(INTERESTS), peso: 3 }]));
      o.priority.push(rng.int(1, 3));
    }
    await run(
      handle,
      `INSERT INTO opportunities (id, titulo, client, detalhes, is_public, publication_date, label, fase, locations,
         region, home_office, opportunity_type, criterias, careers, mosaic_items, priority, show_in_kanban)
       SELECT id, titulo, $12, '<p>' || titulo || '</p>', true, now(), '1', fase, locations::jsonb, region, home,
         type::jsonb, criterias::jsonb, careers::jsonb, items::jsonb, priority, true
       FROM unnest($1::text[], $2::text[], $3::int2[], $4::text[], $5::text[], $6::boolean[], $7::text[],
         $8::text[], $9::text[], $10::text[], $11::int2[])
         AS t(id, titulo, fase, locations, region, home, type, criterias, careers, items, priority)`,
      [
        o.id,
        o.titulo,
        o.fase,
        o.locations,
        o.region,
        o.home,
        o.type,
        o.criterias,
        o.careers,
        o.items,
        o.priority,
        SCALE_CLIENT,
      ],
    );
    log(
      `opportunities ${offset + size}/${options.opportunities} ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  // A bulk load ends with fresh planner statistics and a vacuum, as autovacuum would give it shortly: a server with
  // autovacuum off (or not yet come round) would otherwise plan every query on the empty tables' figures, fetch
  // the heap in every index-only scan (no visibility map) and read the GIN indexes' pending lists whole on every
  // full-text search (issue 11).
  log('vacuuming and analysing');
  await run(handle, 'VACUUM ANALYZE');
  return {
    professionals: options.professionals,
    skills: skillsTotal,
    opportunities: options.opportunities,
    ...flagged,
    ms: Date.now() - started,
  };
}
