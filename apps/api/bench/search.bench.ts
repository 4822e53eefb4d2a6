import { PAGE_SIZES, type ProfessionalSearchQuery } from '@mosaico/domain';
import { type SQL, sql } from 'drizzle-orm';
import { SCALE_CLIENT, SCALE_EMAIL_DOMAIN } from '../src/db/seed/scale-seed';
import { rows } from '../src/modules/matching/matching.repository';
import { findPlace, searchPlaces } from '../src/modules/places/places.service';
import { searchForProfessionals } from '../src/modules/search/opportunity-search.service';
import { findProfessionals } from '../src/modules/search/professional-search.service';
import { type BenchEnv, registerCase, stats, timeEach } from './cases';

/**
 * Search cases (issue 4): p50 and p95 of the opportunity search a professional runs (search/opp) and of the
 * recruiters' professional finder (users/find), each against a floor measured on the same data in the same run:
 * a raw PostgreSQL full-text query on the same indexed column (one configuration, no trigram or place
 * alternatives, no total, no cards).
 *
 * The scale seed writes no CV text, so the first run adds one to 30 % of its professionals (their skills in a
 * sentence and one of a few Portuguese paragraphs), as uploaded CVs would have after the cv-text job.
 */

const CV_KEY_PREFIX = 'bench-cv/';
const CV_PARAGRAPHS = [
  'Atuei na orquestração de contêineres e na observabilidade de serviços em produção, com métricas e alertas.',
  'Liderei equipas ágeis, conduzi cerimónias de Scrum e acompanhei indicadores de entrega e qualidade.',
  'Desenvolvi integrações com sistemas legados, filas de mensagens e APIs REST documentadas em OpenAPI.',
  'Modelei bases de dados relacionais, otimizei consultas lentas e automatizei rotinas de backup e restauração.',
  'Trabalhei com testes automatizados, integração contínua e entrega contínua em ambientes de nuvem pública.',
];

async function ensureCvTexts(env: BenchEnv): Promise<number> {
  const db = env.database.db;
  const [have] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM files WHERE storage_key LIKE ${`${CV_KEY_PREFIX}%`}`,
  );
  if ((have?.n ?? 0) > 0) return have?.n ?? 0;
  env.log('adding CV texts to 30 % of the professionals…');
  const started = performance.now();
  const paragraphs = sql.join(
    CV_PARAGRAPHS.map((text) => sql`${text}`),
    sql`, `,
  );
  await db.execute(sql`INSERT INTO files (id, owner_id, kind, storage_key, file_name, mime_type, size, text_content, attached_at)
    SELECT gen_random_uuid()::text, u.id, 'cv', ${CV_KEY_PREFIX} || u.id, 'cv.pdf', 'application/pdf', 0,
      u.display_name || E'\n' || 'Experiência profissional com ' || string_agg(s.nome, ', ' ORDER BY s.position) || E'.\n'
        || (ARRAY[${paragraphs}])[1 + abs(hashtext(u.id)) % ${CV_PARAGRAPHS.length}] || E'\n'
        || (ARRAY[${paragraphs}])[1 + abs(hashtext(u.id || 'x')) % ${CV_PARAGRAPHS.length}],
      now()
    FROM users u JOIN user_skills s ON s.user_id = u.id
    WHERE u.email LIKE ${`%@${SCALE_EMAIL_DOMAIN}`} AND abs(hashtext(u.id)) % 10 < 3
    GROUP BY u.id, u.display_name`);
  if (env.database.kind === 'postgres') await env.database.client.query('ANALYZE files');
  else await env.database.client.exec('ANALYZE files');
  const [now] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM files WHERE storage_key LIKE ${`${CV_KEY_PREFIX}%`}`,
  );
  env.log(`${now?.n ?? 0} CV texts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return now?.n ?? 0;
}

/** Words of the seeded titles and the most common skills: what people type. */
async function vocabulary(env: BenchEnv): Promise<{ titleWords: string[]; skills: string[] }> {
  const db = env.database.db;
  const titles = await rows<{ titulo: string }>(
    db,
    sql`SELECT DISTINCT titulo FROM opportunities WHERE client = ${SCALE_CLIENT} ORDER BY titulo LIMIT 200`,
  );
  const titleWords = [
    ...new Set(titles.flatMap((row) => row.titulo.split(/\s+/)).filter((word) => word.length > 3)),
  ].sort();
  const skills = (
    await rows<{ nome: string }>(
      db,
      sql`SELECT nome FROM user_skills GROUP BY nome ORDER BY count(*) DESC, nome LIMIT 40`,
    )
  ).map((row) => row.nome);
  return { titleWords, skills };
}

/** Plural and unaccented forms, as people type them. */
function typed(word: string, index: number): string {
  const plain = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (index % 3 === 0) return plain;
  if (index % 3 === 1 && /[aeiou]$/.test(plain)) return `${plain}s`;
  return word;
}

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

async function timeFloor(env: BenchEnv, queries: SQL[]): Promise<number[]> {
  return timeEach(queries, (query) => env.database.db.execute(query));
}

registerCase({
  name: 'opportunity search (search/opp, 36 per page)',
  async run(env) {
    await ensureCvTexts(env);
    const { titleWords, skills } = await vocabulary(env);
    const saoPaulo = searchPlaces('Sao Paulo', 1)[0];
    const placeId = saoPaulo && findPlace(saoPaulo.place_id) ? saoPaulo.place_id : undefined;
    const inputs = Array.from({ length: env.samples * 2 }, (_, index) => {
      const word = typed(pick(titleWords, index * 7), index);
      const skill = pick(skills, index * 3);
      switch (index % 5) {
        case 0:
          return { keywords: word };
        case 1:
          return { keywords: `${word} ${skill}` };
        case 2:
          return { keywords: skill, homeOffice: true };
        case 3:
          return { keywords: word, place_id: placeId };
        default:
          return { keywords: `${word} ${pick(titleWords, index * 11)}`, page: 2 };
      }
    });
    // Warm-up: the first query pays for the gazetteer and cold caches.
    const blank = {
      keywords: undefined,
      location: undefined,
      place_id: undefined,
      homeOffice: false,
      radius: 50,
    };
    await searchForProfessionals(env.ctx, { ...blank, keywords: 'java', page: 1 }, null);
    const totals: number[] = [];
    const product = await timeEach(inputs, async (input) => {
      const result = await searchForProfessionals(env.ctx, { ...blank, page: 1, ...input }, null);
      totals.push(result.total);
    });
    const floor = await timeFloor(
      env,
      inputs.map(
        (input) => sql`SELECT o.id FROM opportunities o
          WHERE o.search_vector @@ plainto_tsquery('portuguese', search_pt_text(${input.keywords}))
            AND o.is_public AND NOT o.is_finished AND o.quantidade_vagas <> 0
          ORDER BY ts_rank(o.search_vector, plainto_tsquery('portuguese', search_pt_text(${input.keywords}))) DESC
          LIMIT ${PAGE_SIZES.search}`,
      ),
    );
    const average = Math.round(totals.reduce((a, b) => a + b, 0) / Math.max(1, totals.length));
    return {
      product: stats(product),
      floor: stats(floor),
      floorLabel:
        "raw full-text query on opportunities.search_vector ('portuguese' only, first page, no total)",
      targetMs: 100,
      note: `keywords, keywords + skill, skill + Home Office, keywords within 50 km of São Paulo, page 2; ${average} matches on average`,
    };
  },
});

registerCase({
  name: 'professional search (users/find, 12 per page)',
  async run(env) {
    const cvCount = await ensureCvTexts(env);
    const { skills } = await vocabulary(env);
    const names = ['joao', 'Gonçalves', 'maria silva', 'Araujo', 'conceicao'];
    const cvWords = ['observabilidade', 'orquestracao conteineres', 'equipa agil', 'integracoes legados'];
    const base: ProfessionalSearchQuery = {
      typeFilter: 'all',
      pcdFilter: false,
      talentFilter: false,
      europeanUnionCitizenshipFilter: false,
    };
    const inputs = Array.from({ length: env.samples * 2 }, (_, index) => {
      switch (index % 5) {
        case 0:
          return { list: typed(pick(skills, index), index), query: base };
        case 1:
          return { list: `${pick(skills, index)}|${pick(skills, index + 5)}`, query: base };
        case 2:
          return { list: pick(names, index), query: { ...base, typeFilter: 'names' as const } };
        case 3:
          return { list: pick(cvWords, index), query: { ...base, typeFilter: 'criteria' as const } };
        default:
          return { list: pick(skills, index * 2), query: { ...base, talentFilter: true } };
      }
    });
    await findProfessionals(env.ctx, { list: 'java', pageSize: 12, page: 1 }, base);
    const totals: number[] = [];
    const product = await timeEach(inputs, async (input) => {
      const result = await findProfessionals(
        env.ctx,
        { list: input.list, pageSize: PAGE_SIZES.findProfessionals, page: 1 },
        input.query,
      );
      totals.push(result.total);
    });
    const floor = await timeFloor(
      env,
      inputs.map((input) => {
        const text = input.list.replace(/\|/g, ' ');
        return sql`SELECT h.user_id FROM (
            SELECT u.id AS user_id FROM users u
              WHERE u.search_vector @@ plainto_tsquery('simple', public.immutable_unaccent(${text}))
            UNION SELECT s.user_id FROM user_skills s
              WHERE s.search_vector @@ plainto_tsquery('simple', public.immutable_unaccent(${text}))
            UNION SELECT f.owner_id FROM files f
              WHERE f.kind = 'cv' AND f.text_search @@ plainto_tsquery('portuguese', search_pt_text(${text}))
          ) AS h LIMIT ${PAGE_SIZES.findProfessionals}`;
      }),
    );
    const average = Math.round(totals.reduce((a, b) => a + b, 0) / Math.max(1, totals.length));
    return {
      product: stats(product),
      floor: stats(floor),
      floorLabel:
        'raw full-text union of names, skills and CV texts (first 12 ids, no total, no ranking, no cards)',
      targetMs: 150,
      note: `one skill, two skills, names, CV words, skill + talent; ${cvCount} CV texts; ${average} matches on average`,
    };
  },
});
