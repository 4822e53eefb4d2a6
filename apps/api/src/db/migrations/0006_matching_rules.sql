-- Matching engine (issue 4, docs/matching.md): normalisation functions, the normalised skill name, and the
-- triggers that keep the derived match tables (migration 0005) in step with opportunities and users, whoever
-- writes them (API, demo seed, scale seed). Functions are created in the current schema (public, or a test
-- file's own schema) so parallel test schemas never replace each other's objects.

-- A criterion term or skill name as compared: unaccented, lower case, inner spaces collapsed, trimmed. The
-- domain's normalizeTerm() is the same rule in TypeScript.
CREATE OR REPLACE FUNCTION match_norm(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT btrim(regexp_replace(lower(public.immutable_unaccent($1)), '\s+', ' ', 'g')) $$;
--> statement-breakpoint
-- The comma-separated parts of an address longer than 2 characters, normalised (001 §5).
CREATE OR REPLACE FUNCTION match_parts(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(DISTINCT p), '{}'::text[])
    FROM (
      SELECT btrim(regexp_replace(lower(public.immutable_unaccent(part)), '\s+', ' ', 'g')) AS p
      FROM unnest(string_to_array(coalesce($1, ''), ',')) AS part
    ) s
    WHERE length(p) > 2
  $$;
--> statement-breakpoint
-- A number from loose JSON text, or null (coordinates and weights may be stored as numbers or strings).
CREATE OR REPLACE FUNCTION match_num(text) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE WHEN btrim($1) ~ '^-?[0-9]+(\.[0-9]+)?$' THEN btrim($1)::double precision END $$;
--> statement-breakpoint
-- Great-circle distance in km (haversine; the domain's distanceKm()).
CREATE OR REPLACE FUNCTION match_km(double precision, double precision, double precision, double precision)
  RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT 2 * 6371.0088 * asin(least(1, sqrt(
      power(sin(radians($3 - $1) / 2), 2) + cos(radians($1)) * cos(radians($3)) * power(sin(radians($4 - $2) / 2), 2)
    )))
  $$;
--> statement-breakpoint
-- 001 §4: level 3 counts 100 %, 2 counts 66 %, 1 counts 33 %, anything else 0.
CREATE OR REPLACE FUNCTION match_level_pct(integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE $1 WHEN 3 THEN 100 WHEN 2 THEN 66 WHEN 1 THEN 33 ELSE 0 END $$;
--> statement-breakpoint
ALTER TABLE "user_skills" ADD COLUMN "nome_norm" text GENERATED ALWAYS AS (match_norm("nome")) STORED;
--> statement-breakpoint
-- Covering index: ranking one opportunity reads (user, level, source) of every skill named like its terms.
CREATE INDEX "user_skills_match_idx" ON "user_skills" USING btree ("nome_norm", "user_id", "level", "source");
--> statement-breakpoint
-- Rebuilds the criterion terms and location facts of the given opportunities (all when ids is null).
CREATE OR REPLACE FUNCTION match_refresh_opportunities(ids text[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM match_criterion_terms WHERE ids IS NULL OR opportunity_id = ANY (ids);
    INSERT INTO match_criterion_terms (opportunity_id, position, term_norm, peso)
    SELECT DISTINCT o.id, (c.ord - 1)::smallint, match_norm(t.term),
      greatest(0, trunc(coalesce(match_num(c.value ->> 'peso'), 0)))::smallint
    FROM opportunities o
    CROSS JOIN LATERAL jsonb_array_elements(
      CASE WHEN jsonb_typeof(o.criterias) = 'array' THEN o.criterias ELSE '[]'::jsonb END
    ) WITH ORDINALITY AS c(value, ord)
    CROSS JOIN LATERAL (
      SELECT c.value ->> 'nome' AS term
      UNION ALL
      SELECT jsonb_array_elements_text(
        CASE WHEN jsonb_typeof(c.value -> 'termos') = 'array' THEN c.value -> 'termos' ELSE '[]'::jsonb END)
    ) AS t
    WHERE (ids IS NULL OR o.id = ANY (ids)) AND coalesce(match_norm(t.term), '') <> ''
    ON CONFLICT DO NOTHING;

    INSERT INTO match_opportunities AS m
      (opportunity_id, total_peso, remote, range_km, has_locations, addresses, parts, lats, lngs, open)
    SELECT o.id,
      (SELECT coalesce(sum(greatest(0, trunc(coalesce(match_num(c ->> 'peso'), 0)))), 0)::integer
         FROM jsonb_array_elements(CASE WHEN jsonb_typeof(o.criterias) = 'array' THEN o.criterias ELSE '[]'::jsonb END) c),
      coalesce((o.opportunity_type ->> 'remote')::boolean, false) OR o.home_office,
      CASE WHEN o.range_km > 0 THEN o.range_km ELSE 50 END,
      jsonb_array_length(l.locs) > 0,
      ARRAY(SELECT match_norm(x ->> 'formatted_address') FROM jsonb_array_elements(l.locs) x
            WHERE coalesce(btrim(x ->> 'formatted_address'), '') <> ''),
      ARRAY(SELECT DISTINCT p FROM jsonb_array_elements(l.locs) x, unnest(match_parts(x ->> 'formatted_address')) p),
      ARRAY(SELECT match_num(x.value ->> 'lat') FROM jsonb_array_elements(l.locs) WITH ORDINALITY x(value, ord)
            WHERE match_num(x.value ->> 'lat') IS NOT NULL AND match_num(x.value ->> 'lng') IS NOT NULL ORDER BY x.ord),
      ARRAY(SELECT match_num(x.value ->> 'lng') FROM jsonb_array_elements(l.locs) WITH ORDINALITY x(value, ord)
            WHERE match_num(x.value ->> 'lat') IS NOT NULL AND match_num(x.value ->> 'lng') IS NOT NULL ORDER BY x.ord),
      o.is_public AND NOT o.is_finished AND o.quantidade_vagas > 0
    FROM opportunities o
    CROSS JOIN LATERAL (
      SELECT CASE WHEN jsonb_typeof(o.locations) = 'array' THEN o.locations ELSE '[]'::jsonb END AS locs
    ) l
    WHERE ids IS NULL OR o.id = ANY (ids)
    ON CONFLICT (opportunity_id) DO UPDATE SET
      total_peso = EXCLUDED.total_peso, remote = EXCLUDED.remote, range_km = EXCLUDED.range_km,
      has_locations = EXCLUDED.has_locations, addresses = EXCLUDED.addresses, parts = EXCLUDED.parts,
      lats = EXCLUDED.lats, lngs = EXCLUDED.lngs, open = EXCLUDED.open;
  END
  $$;
--> statement-breakpoint
-- Rebuilds the places and flags of the given users (all when ids is null). With maintain_compatibles, also keeps
-- their compatibles' copies of the flags current, and takes a deleted user or a recruiter out of every list.
CREATE OR REPLACE FUNCTION match_refresh_professionals(ids text[], maintain_compatibles boolean) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    WITH targets AS (
      SELECT u.id, u.formatted_address, u.latitude, u.longitude, u.profile, u.personal_data, u.flags, u.deleted_at,
        u.roles
      FROM users u
      WHERE ids IS NULL OR u.id = ANY (ids)
    ), places AS (
      SELECT t.id AS user_id, 0::bigint AS ord, t.formatted_address AS addr, t.latitude AS lat, t.longitude AS lng
      FROM targets t
      UNION ALL
      SELECT t.id, e.ord, e.value ->> 'formatted_address', match_num(e.value ->> 'lat'), match_num(e.value ->> 'lng')
      FROM targets t
      CROSS JOIN LATERAL jsonb_array_elements(
        CASE WHEN jsonb_typeof(t.profile -> 'interestLocations') = 'array'
             THEN t.profile -> 'interestLocations' ELSE '[]'::jsonb END
      ) WITH ORDINALITY AS e(value, ord)
      WHERE jsonb_typeof(e.value) = 'object'
    ), agg AS (
      SELECT user_id,
        coalesce(array_agg(match_norm(addr) ORDER BY ord) FILTER (WHERE coalesce(btrim(addr), '') <> ''),
          '{}'::text[]) AS addresses,
        coalesce(array_agg(lat ORDER BY ord) FILTER (WHERE lat IS NOT NULL AND lng IS NOT NULL),
          '{}'::double precision[]) AS lats,
        coalesce(array_agg(lng ORDER BY ord) FILTER (WHERE lat IS NOT NULL AND lng IS NOT NULL),
          '{}'::double precision[]) AS lngs
      FROM places
      GROUP BY user_id
    ), address_parts AS (
      SELECT user_id, array_agg(DISTINCT part) AS parts
      FROM places, unnest(match_parts(addr)) AS part
      GROUP BY user_id
    )
    INSERT INTO match_professionals AS m (user_id, addresses, parts, lats, lngs, is_pcd, is_talent, active)
    SELECT t.id, a.addresses, coalesce(ap.parts, '{}'::text[]), a.lats, a.lngs,
      coalesce(t.personal_data -> 'pcdUser' ->> 'isUserPCD', 'false') = 'true',
      coalesce(t.flags -> 'talent' ->> 'status', 'false') = 'true',
      t.deleted_at IS NULL AND NOT (t.roles && ARRAY['rh', 'rh_manager']::text[])
    FROM targets t
    JOIN agg a ON a.user_id = t.id
    LEFT JOIN address_parts ap ON ap.user_id = t.id
    ON CONFLICT (user_id) DO UPDATE SET
      addresses = EXCLUDED.addresses, parts = EXCLUDED.parts, lats = EXCLUDED.lats, lngs = EXCLUDED.lngs,
      is_pcd = EXCLUDED.is_pcd, is_talent = EXCLUDED.is_talent, active = EXCLUDED.active;

    IF maintain_compatibles THEN
      DELETE FROM compatibilities c
      USING match_professionals p
      WHERE c.user_id = p.user_id AND NOT p.active AND (ids IS NULL OR p.user_id = ANY (ids));
      UPDATE compatibilities c SET is_pcd = p.is_pcd, is_talent = p.is_talent
      FROM match_professionals p
      WHERE c.user_id = p.user_id AND (ids IS NULL OR p.user_id = ANY (ids))
        AND (c.is_pcd <> p.is_pcd OR c.is_talent <> p.is_talent);
    END IF;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_opportunities_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM match_refresh_opportunities(ARRAY(SELECT id FROM new_rows));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Only rows whose matching inputs changed are rebuilt (kanban toggles and counters leave them alone).
CREATE OR REPLACE FUNCTION match_opportunities_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    changed text[];
  BEGIN
    SELECT array_agg(n.id) INTO changed
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.criterias, n.locations, n.range_km, n.home_office, n.opportunity_type, n.is_public, n.is_finished,
           n.quantidade_vagas)
      IS DISTINCT FROM
          (o.criterias, o.locations, o.range_km, o.home_office, o.opportunity_type, o.is_public, o.is_finished,
           o.quantidade_vagas);
    IF changed IS NOT NULL THEN
      PERFORM match_refresh_opportunities(changed);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER match_opportunities_inserted AFTER INSERT ON opportunities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION match_opportunities_inserted();
--> statement-breakpoint
CREATE TRIGGER match_opportunities_updated AFTER UPDATE ON opportunities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION match_opportunities_updated();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_users_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM match_refresh_professionals(ARRAY(SELECT id FROM new_rows), false);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Only rows whose places or card flags changed are rebuilt (sign-ins and other edits leave them alone).
CREATE OR REPLACE FUNCTION match_users_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    changed text[];
  BEGIN
    SELECT array_agg(n.id) INTO changed
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.formatted_address, n.latitude, n.longitude, n.profile -> 'interestLocations',
           n.personal_data -> 'pcdUser', n.flags -> 'talent', n.deleted_at, n.roles)
      IS DISTINCT FROM
          (o.formatted_address, o.latitude, o.longitude, o.profile -> 'interestLocations',
           o.personal_data -> 'pcdUser', o.flags -> 'talent', o.deleted_at, o.roles);
    IF changed IS NOT NULL THEN
      PERFORM match_refresh_professionals(changed, true);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER match_users_inserted AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION match_users_inserted();
--> statement-breakpoint
CREATE TRIGGER match_users_updated AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION match_users_updated();
--> statement-breakpoint
-- Rows written before this migration.
SELECT match_refresh_opportunities(NULL);
--> statement-breakpoint
SELECT match_refresh_professionals(NULL, false);
