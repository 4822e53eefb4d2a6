-- Three statement triggers join their transition tables (old_rows to new_rows) to find the rows whose inputs changed.
-- PL/pgSQL keeps one plan per connection for a statement without parameters, made at its first run: a connection
-- whose first such update had one row or none kept a nested loop, so a later update of 4,000 opportunities on it
-- spent 27.5 s in match_opportunities_updated alone (50 ms with a merge join; bench seed of issue 25, item 7). The
-- joins now run through EXECUTE, planned for each statement's own rows. Same queries, same results.
CREATE OR REPLACE FUNCTION match_opportunities_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    changed text[];
  BEGIN
    EXECUTE $query$
      SELECT array_agg(n.id)
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.criterias, n.locations, n.range_km, n.home_office, n.opportunity_type, n.is_public, n.is_finished,
             n.quantidade_vagas)
        IS DISTINCT FROM
            (o.criterias, o.locations, o.range_km, o.home_office, o.opportunity_type, o.is_public, o.is_finished,
             o.quantidade_vagas)
    $query$ INTO changed;
    IF changed IS NOT NULL THEN
      PERFORM match_refresh_opportunities(changed);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_users_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    changed text[];
  BEGIN
    EXECUTE $query$
      SELECT array_agg(n.id)
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.formatted_address, n.latitude, n.longitude, n.profile -> 'interestLocations',
             n.personal_data -> 'pcdUser', n.flags -> 'talent', n.deleted_at, n.roles)
        IS DISTINCT FROM
            (o.formatted_address, o.latitude, o.longitude, o.profile -> 'interestLocations',
             o.personal_data -> 'pcdUser', o.flags -> 'talent', o.deleted_at, o.roles)
    $query$ INTO changed;
    IF changed IS NOT NULL THEN
      PERFORM match_refresh_professionals(changed, true);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION opportunity_milestones_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    ids text[];
  BEGIN
    EXECUTE $query$
      SELECT ARRAY(
        SELECT DISTINCT n.opportunity_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.steps, n.date_victory, n.opportunity_id) IS DISTINCT FROM (o.steps, o.date_victory, o.opportunity_id)
        UNION
        SELECT o.opportunity_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.opportunity_id IS DISTINCT FROM o.opportunity_id)
    $query$ INTO ids;
    PERFORM opportunity_milestones_refresh(ids);
    RETURN NULL;
  END
  $$;
