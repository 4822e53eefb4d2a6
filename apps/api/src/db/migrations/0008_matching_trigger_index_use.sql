-- Matching triggers (0006): look rows up by primary key. With 'ids IS NULL OR id = ANY (ids)' the planner could
-- not use the key, so each trigger run scanned every user or opportunity and a bulk fill grew quadratic.
CREATE OR REPLACE FUNCTION match_refresh_opportunities(ids text[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    -- A null list means every row; an explicit list lets the planner use the primary key.
    IF ids IS NULL THEN
      ids := ARRAY(SELECT id FROM opportunities);
    END IF;
    DELETE FROM match_criterion_terms WHERE opportunity_id = ANY (ids);
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
    WHERE (o.id = ANY (ids)) AND coalesce(match_norm(t.term), '') <> ''
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
    WHERE o.id = ANY (ids)
    ON CONFLICT (opportunity_id) DO UPDATE SET
      total_peso = EXCLUDED.total_peso, remote = EXCLUDED.remote, range_km = EXCLUDED.range_km,
      has_locations = EXCLUDED.has_locations, addresses = EXCLUDED.addresses, parts = EXCLUDED.parts,
      lats = EXCLUDED.lats, lngs = EXCLUDED.lngs, open = EXCLUDED.open;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_refresh_professionals(ids text[], maintain_compatibles boolean) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    -- A null list means every row; an explicit list lets the planner use the primary key.
    IF ids IS NULL THEN
      ids := ARRAY(SELECT id FROM users);
    END IF;
    WITH targets AS (
      SELECT u.id, u.formatted_address, u.latitude, u.longitude, u.profile, u.personal_data, u.flags, u.deleted_at,
        u.roles
      FROM users u
      WHERE u.id = ANY (ids)
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
      WHERE c.user_id = p.user_id AND NOT p.active AND (p.user_id = ANY (ids));
      UPDATE compatibilities c SET is_pcd = p.is_pcd, is_talent = p.is_talent
      FROM match_professionals p
      WHERE c.user_id = p.user_id AND (p.user_id = ANY (ids))
        AND (c.is_pcd <> p.is_pcd OR c.is_talent <> p.is_talent);
    END IF;
  END
  $$;
