-- Issue 25 item 1: every stage or status change of a candidature becomes an append-only row of
-- candidature_transitions, written by this trigger in the same transaction as the change, whoever writes the
-- candidature (selection, candidature progress, enrolment, dismissals, opportunity lifecycle, seeds). Who made it is
-- read from the transaction setting `mosaico.actor_id` (set by the API's withActor); the opportunity's responsible
-- and squad are read as they are at that moment.

-- A step's day (YYYY-MM-DD) when its date starts with one, else null (a malformed date never fails a write).
CREATE OR REPLACE FUNCTION candidature_step_day(step jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT CASE WHEN coalesce(step ->> 'date', '') ~ '^\d{4}-\d{2}-\d{2}' THEN left(step ->> 'date', 10) END $$;
--> statement-breakpoint
-- The step of the given key (the first one, if a malformed list holds two).
CREATE OR REPLACE FUNCTION candidature_step(steps jsonb, k int) RETURNS jsonb
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT s FROM jsonb_array_elements(CASE WHEN jsonb_typeof(steps) = 'array' THEN steps ELSE '[]'::jsonb END) AS s
    WHERE s ->> 'key' = k::text LIMIT 1
  $$;
--> statement-breakpoint
-- Met: meetsTheRequirements 0 with a dated step (DECISIONS 'Stages and steps'); false: 1; null: not registered.
CREATE OR REPLACE FUNCTION candidature_step_met(step jsonb) RETURNS boolean
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT CASE
      WHEN step IS NULL THEN NULL
      WHEN step ->> 'meetsTheRequirements' = '0' AND candidature_step_day(step) IS NOT NULL THEN true
      WHEN step ->> 'meetsTheRequirements' = '1' THEN false
    END
  $$;
--> statement-breakpoint
-- A stage (1–4) dated before the step before it (002 §2.12 warnings), and the latest stage day: kept on each
-- candidature as generated columns (migration 0037), so the report's warnings parse only the candidatures they name.
CREATE OR REPLACE FUNCTION candidature_steps_out_of_order(steps jsonb) RETURNS boolean
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT coalesce(bool_or(candidature_step_day(candidature_step(steps, k))
      < candidature_step_day(candidature_step(steps, k - 1))), false)
    FROM generate_series(1, 4) AS k
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidature_steps_last_day(steps jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT max(candidature_step_day(candidature_step(steps, k))) FROM generate_series(1, 4) AS k $$;
--> statement-breakpoint
-- The candidate's current stage: the first stage not registered as met (1–4), 5 when all four are met.
CREATE OR REPLACE FUNCTION candidature_current_stage(steps jsonb) RETURNS smallint
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT coalesce(min(k), 5)::smallint FROM generate_series(1, 4) AS k
    WHERE candidature_step_met(candidature_step(steps, k)) IS NOT TRUE
  $$;
--> statement-breakpoint
-- The opportunity's phase (packages/domain phaseMovesOf): 1 + the highest stage some candidature has met, 6 while
-- some candidature is Selecionado. `others` excludes one candidature, whose state the caller supplies.
CREATE OR REPLACE FUNCTION opportunity_phase_of(opp text, excluded text, own_steps jsonb, own_status smallint)
  RETURNS smallint
  LANGUAGE sql STABLE
  AS $$
    SELECT CASE
      WHEN own_status = 6 OR EXISTS (SELECT 1 FROM candidatures c
        WHERE c.opportunity_id = opp AND c.id <> excluded AND c.status_current = 6) THEN 6
      ELSE 1 + greatest(
        coalesce((SELECT max(k) FROM generate_series(1, 4) AS k
          WHERE candidature_step_met(candidature_step(own_steps, k)) IS TRUE), 0),
        coalesce((SELECT max(k) FROM candidatures c CROSS JOIN generate_series(1, 4) AS k
          WHERE c.opportunity_id = opp AND c.id <> excluded
            AND candidature_step_met(candidature_step(c.steps, k)) IS TRUE), 0))
    END::smallint
  $$;
--> statement-breakpoint
-- The phase after the opportunity's latest recorded change (1 before any).
CREATE OR REPLACE FUNCTION opportunity_last_phase(opp text) RETURNS smallint
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce((SELECT t.opportunity_phase FROM candidature_transitions t
      WHERE t.opportunity_id = opp AND t.opportunity_phase IS NOT NULL ORDER BY t.id DESC LIMIT 1), 1)::smallint
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidature_transitions_record() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    k int;
    old_steps jsonb := CASE WHEN TG_OP = 'UPDATE' THEN OLD.steps ELSE '[]'::jsonb END;
    old_status smallint := CASE WHEN TG_OP = 'UPDATE' THEN OLD.status_current ELSE 0 END;
    old_step jsonb;
    new_step jsonb;
    stage_before smallint;
    stage_now smallint;
    actor text := nullif(current_setting('mosaico.actor_id', true), '');
    responsible text;
    squad text;
    phase_before smallint;
    phase_now smallint;
  BEGIN
    IF TG_OP = 'UPDATE' AND NEW.steps IS NOT DISTINCT FROM OLD.steps
       AND NEW.status_current IS NOT DISTINCT FROM OLD.status_current
       AND NEW.date_victory IS NOT DISTINCT FROM OLD.date_victory THEN
      RETURN NULL;
    END IF;
    SELECT o.responsible_id, o.squad_id INTO responsible, squad FROM opportunities o WHERE o.id = NEW.opportunity_id;
    stage_before := candidature_current_stage(old_steps);
    phase_before := opportunity_last_phase(NEW.opportunity_id);
    -- Stages in key order, so a save that registers several stages at once replays as the moves it made.
    FOR k IN 1..4 LOOP
      old_step := candidature_step(old_steps, k);
      new_step := candidature_step(NEW.steps, k);
      IF (candidature_step_met(new_step), candidature_step_day(new_step))
         IS DISTINCT FROM (candidature_step_met(old_step), candidature_step_day(old_step)) THEN
        old_steps := (SELECT coalesce(jsonb_agg(s), '[]'::jsonb) FROM jsonb_array_elements(
                        CASE WHEN jsonb_typeof(old_steps) = 'array' THEN old_steps ELSE '[]'::jsonb END) AS s
                      WHERE s ->> 'key' IS DISTINCT FROM k::text)
                     || CASE WHEN new_step IS NULL THEN '[]'::jsonb ELSE jsonb_build_array(new_step) END;
        stage_now := candidature_current_stage(old_steps);
        -- The stages are replayed in key order; the status is still the old one until its own row below.
        phase_now := opportunity_phase_of(NEW.opportunity_id, NEW.id, old_steps, old_status);
        INSERT INTO candidature_transitions
          (candidature_id, opportunity_id, user_id, kind, stage, met, step_day, from_value, to_value,
           actor_id, responsible_id, squad_id, opportunity_phase, moves_phase)
        VALUES (NEW.id, NEW.opportunity_id, NEW.user_id, 'stage', k, candidature_step_met(new_step),
          candidature_step_day(new_step), stage_before, stage_now, actor, responsible, squad,
          phase_now, phase_now <> phase_before);
        stage_before := stage_now;
        phase_before := phase_now;
      END IF;
    END LOOP;
    IF NEW.status_current IS DISTINCT FROM old_status THEN
      phase_now := opportunity_phase_of(NEW.opportunity_id, NEW.id, NEW.steps, NEW.status_current);
      INSERT INTO candidature_transitions
        (candidature_id, opportunity_id, user_id, kind, met, step_day, from_value, to_value,
         actor_id, responsible_id, squad_id, opportunity_phase, moves_phase)
      VALUES (NEW.id, NEW.opportunity_id, NEW.user_id, 'status', NULL,
        CASE WHEN NEW.status_current = 6 AND NEW.date_victory IS NOT NULL
          THEN to_char(NEW.date_victory AT TIME ZONE 'UTC', 'YYYY-MM-DD') END,
        CASE WHEN TG_OP = 'UPDATE' THEN old_status END, NEW.status_current, actor, responsible, squad,
        phase_now, phase_now <> phase_before);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER candidature_transitions_record AFTER INSERT OR UPDATE ON candidatures
  FOR EACH ROW EXECUTE FUNCTION candidature_transitions_record();
--> statement-breakpoint
-- Carries the candidatures as they are today over into the history (what exists: each registered step with its
-- date, then the current status with the victory day): the candidature's steps in date order (then key order),
-- dated by their own registration day, and the status after them. Who made them is not known (actor null); the
-- responsible and squad are today's. Marked `backfilled`.
INSERT INTO candidature_transitions
  (candidature_id, opportunity_id, user_id, kind, stage, met, step_day, from_value, to_value,
   responsible_id, squad_id, occurred_at, backfilled)
SELECT candidature_id, opportunity_id, user_id, kind, stage, met, step_day, from_value, to_value,
  responsible_id, squad_id, occurred_at, true
FROM (
  SELECT c.id AS candidature_id, c.opportunity_id, c.user_id, 'stage' AS kind, k::smallint AS stage,
    candidature_step_met(candidature_step(c.steps, k)) AS met,
    candidature_step_day(candidature_step(c.steps, k)) AS step_day,
    NULL::smallint AS from_value,
    -- The stage after this step in the replay order (the steps registered up to it).
    candidature_current_stage(c.steps)::smallint AS to_value,
    o.responsible_id, o.squad_id,
    coalesce(candidature_step_day(candidature_step(c.steps, k))::timestamptz, c.created_at) AS occurred_at,
    0 AS phase_order
  FROM candidatures c
  JOIN opportunities o ON o.id = c.opportunity_id
  CROSS JOIN generate_series(1, 4) AS k
  WHERE candidature_step_met(candidature_step(c.steps, k)) IS NOT NULL
  UNION ALL
  SELECT c.id, c.opportunity_id, c.user_id, 'status', NULL, NULL,
    CASE WHEN c.status_current = 6 AND c.date_victory IS NOT NULL
      THEN to_char(c.date_victory AT TIME ZONE 'UTC', 'YYYY-MM-DD') END,
    0, c.status_current, o.responsible_id, o.squad_id,
    coalesce(c.date_victory, c.date_quit, c.date_refused, c.updated_at), 1
  FROM candidatures c
  JOIN opportunities o ON o.id = c.opportunity_id
  WHERE c.status_current <> 0
) AS carried
ORDER BY opportunity_id, occurred_at, phase_order, stage NULLS LAST;

--> statement-breakpoint
-- Replays an opportunity's history in recorded order (phaseMovesOf) and sets the phase of the rows that have none:
-- the backfilled ones. Used once, below.
CREATE OR REPLACE FUNCTION candidature_transitions_replay(opp text) RETURNS void
  LANGUAGE plpgsql
  AS $$
  DECLARE
    r record;
    met_keys text[] := '{}';
    counts int[] := ARRAY[0, 0, 0, 0];
    winners text[] := '{}';
    phase smallint := 1;
    next_phase smallint;
    key text;
  BEGIN
    FOR r IN SELECT t.id, t.candidature_id, t.kind, t.stage, t.met, t.to_value, t.opportunity_phase
             FROM candidature_transitions t WHERE t.opportunity_id = opp ORDER BY t.id LOOP
      IF r.kind = 'stage' AND r.stage BETWEEN 1 AND 4 THEN
        key := r.candidature_id || ':' || r.stage;
        IF r.met IS TRUE AND NOT key = ANY(met_keys) THEN
          met_keys := met_keys || key;
          counts[r.stage] := counts[r.stage] + 1;
        ELSIF r.met IS NOT TRUE AND key = ANY(met_keys) THEN
          met_keys := array_remove(met_keys, key);
          counts[r.stage] := counts[r.stage] - 1;
        END IF;
      ELSIF r.kind = 'status' THEN
        IF r.to_value = 6 AND NOT r.candidature_id = ANY(winners) THEN
          winners := winners || r.candidature_id;
        ELSIF r.to_value <> 6 THEN
          winners := array_remove(winners, r.candidature_id);
        END IF;
      END IF;
      next_phase := CASE WHEN cardinality(winners) > 0 THEN 6 WHEN counts[4] > 0 THEN 5 WHEN counts[3] > 0 THEN 4
        WHEN counts[2] > 0 THEN 3 WHEN counts[1] > 0 THEN 2 ELSE 1 END;
      IF r.opportunity_phase IS NULL THEN
        UPDATE candidature_transitions SET opportunity_phase = next_phase, moves_phase = next_phase <> phase
        WHERE id = r.id;
      END IF;
      phase := next_phase;
    END LOOP;
  END
  $$;
--> statement-breakpoint
SELECT candidature_transitions_replay(opportunity_id)
FROM (SELECT DISTINCT opportunity_id FROM candidature_transitions WHERE opportunity_phase IS NULL) AS backfilled;
