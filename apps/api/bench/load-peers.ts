import { PAGE_SIZES } from '@mosaico/domain';
import pg from 'pg';
import { RECRUITER_ROLES } from '../src/lib/auth';
import type { DrawnRequest } from './load-requests';

/**
 * What `bench:load` sets beside Mosaico's calls in the same run (issue 27): OpenCATS's key-skills search, a REGEXP
 * over every candidate's skills, and a plain PostgreSQL full-text query over the same opportunities. Both are SQL
 * only, with no HTTP, no JSON and no server code around them, so each comparison leans the peer's way.
 */

/** A statement a peer runs for one of Mosaico's requests. */
export interface PeerStatement {
  text: string;
  values: unknown[];
}

const PEER_SCHEMA = 'bench_peer';

/**
 * OpenCATS keeps a candidate's skills in one text column, `candidate.key_skills`, and its owner in `user`: the
 * tables are built (once per scale) in a schema of their own from the same professionals as Mosaico's users and
 * user_skills, skills in their order, joined by ', ' as OpenCATS's form fills the column.
 */
export async function prepareOpenCatsPeer(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const roles = `ARRAY[${RECRUITER_ROLES.map((role) => `'${role}'`).join(', ')}]::text[]`;
  try {
    const people = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE NOT roles && ${roles} AND deleted_at IS NULL`,
    );
    const present = await client.query<{ present: boolean }>(
      `SELECT to_regclass('${PEER_SCHEMA}.candidate') IS NOT NULL AS present`,
    );
    const wanted = people.rows[0]?.n ?? 0;
    if (present.rows[0]?.present) {
      const built = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${PEER_SCHEMA}.candidate`,
      );
      if (built.rows[0]?.n === wanted) return;
    }
    console.error(`  building OpenCATS's candidate table for ${wanted.toLocaleString('en')} professionals`);
    await client.query(`DROP SCHEMA IF EXISTS ${PEER_SCHEMA} CASCADE`);
    await client.query(`CREATE SCHEMA ${PEER_SCHEMA}`);
    await client.query(
      `CREATE TABLE ${PEER_SCHEMA}."user" (user_id int PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL)`,
    );
    await client.query(`INSERT INTO ${PEER_SCHEMA}."user" VALUES (1, 'Load', 'Recruiter')`);
    await client.query(
      `CREATE TABLE ${PEER_SCHEMA}.candidate AS
       SELECT (row_number() OVER (ORDER BY u.created_at, u.id))::int AS candidate_id, 1 AS site_id,
         u.first_name, u.last_name, coalesce(u.formatted_address, '') AS city, '' AS state, '' AS phone_home,
         '' AS phone_cell, u.email AS email1, 1 AS owner, 0 AS is_admin_hidden, 1 AS is_active,
         coalesce((SELECT string_agg(s.nome, ', ' ORDER BY s.position) FROM user_skills s WHERE s.user_id = u.id), '')
           AS key_skills,
         u.created_at AS date_created, u.updated_at AS date_modified
       FROM users u WHERE NOT u.roles && ${roles} AND u.deleted_at IS NULL`,
    );
    await client.query(`ALTER TABLE ${PEER_SCHEMA}.candidate ADD PRIMARY KEY (candidate_id)`);
    await client.query(`VACUUM ANALYZE ${PEER_SCHEMA}.candidate`);
  } finally {
    await client.end();
  }
}

/**
 * OpenCATS's token pattern (DatabaseSearch::makeBooleanSQLWhere), with letters beyond ASCII counted as letters: its
 * [A-Za-z] would cut 'Inglês' in two, and the peer should find what Mosaico finds.
 */
const OPENCATS_TOKEN = /[\p{L}\p{N}_]+[\p{L}\p{N}._-]*/gu;

/** makeREGEXPString's escapes, and its word boundaries written as PostgreSQL's \m and \M. */
function wordRegexp(token: string): string {
  return `\\m${token.replace(/[\\+.()[\]?^$]/g, (char) => `\\${char}`)}\\M`;
}

/**
 * SearchCandidates::byKeySkills as PostgreSQL runs it: every token of every chip as a case-insensitive REGEXP
 * (`~*`) over each candidate's key_skills, all of them required (users/find requires every chip), the columns it
 * selects, newest change first. byKeySkills hands every match to PHP; here the peer is given a page of users/find's
 * size and the count beside it, which is what the page shows.
 */
export function openCatsKeySkillsStatement(request: DrawnRequest): PeerStatement {
  const tokens = request.terms.flatMap((chip) => chip.match(OPENCATS_TOKEN) ?? []);
  const pageSize = PAGE_SIZES.findProfessionals;
  const where = tokens.map((_, index) => `c.key_skills ~* $${index + 1}`).join(' AND ') || 'false';
  return {
    text: `SELECT c.candidate_id AS "candidateID", c.first_name AS "firstName", c.last_name AS "lastName", c.city,
        c.state, c.phone_home AS "phoneHome", c.phone_cell AS "phoneCell", c.key_skills AS "keySkills", c.email1,
        owner_user.first_name AS "ownerFirstName", owner_user.last_name AS "ownerLastName",
        to_char(c.date_created, 'MM-DD-YY') AS "dateCreated", to_char(c.date_modified, 'MM-DD-YY') AS "dateModified",
        count(*) OVER () AS total
      FROM ${PEER_SCHEMA}.candidate c LEFT JOIN ${PEER_SCHEMA}."user" AS owner_user ON c.owner = owner_user.user_id
      WHERE (${where}) AND c.is_admin_hidden = 0 AND c.site_id = 1 AND c.is_active = 1
      ORDER BY c.date_modified DESC LIMIT ${pageSize} OFFSET ${(request.page - 1) * pageSize}`,
    values: tokens.map(wordRegexp),
  };
}

/**
 * A plain PostgreSQL full-text query for the same words over the same opportunities: the stored search vector,
 * the words as typed (unaccented, every one required), what visitors may see, ranked by ts_rank, a page of the
 * search's size with the count.
 */
export function plainFullTextStatement(request: DrawnRequest): PeerStatement {
  const pageSize = PAGE_SIZES.search;
  return {
    text: `SELECT o.id, o.titulo, count(*) OVER () AS total
      FROM opportunities o, plainto_tsquery('simple', public.immutable_unaccent($1)) AS q
      WHERE o.search_vector @@ q AND o.is_public AND NOT o.is_finished AND o.quantidade_vagas <> 0
      ORDER BY ts_rank(o.search_vector, q) DESC, o.id LIMIT ${pageSize} OFFSET ${(request.page - 1) * pageSize}`,
    values: [request.terms.join(' ')],
  };
}

/**
 * The peer's connections: as many as the app's pool (10, db/client.ts), on the server's own planner settings
 * (parallel workers allowed, which the app turns off), so the scan is at its best.
 */
export function peerPool(url: string): pg.Pool {
  return new pg.Pool({ connectionString: url, max: 10 });
}
