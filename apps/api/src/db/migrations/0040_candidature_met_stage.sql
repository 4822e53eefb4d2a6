-- Issue 25 item 7: the transitions trigger (migration 0036) worked out the opportunity's phase by parsing the steps
-- of every other candidature of the opportunity, four SQL function calls each, once per recorded change: dismissing
-- the 400 open candidatures of an opportunity in one UPDATE (finishing it) took about 4 s, growing with the square of
-- its candidatures. Each candidature now keeps its highest met stage in a stored column, computed when its steps are
-- written, and the phase reads those through the (opportunity_id, user_id) index (0.2 s). Same rule, same results.

-- The highest stage (1–4) registered as met (candidature_step_met), 0 when none.
CREATE OR REPLACE FUNCTION candidature_steps_met_stage(steps jsonb) RETURNS smallint
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT coalesce(max(k), 0)::smallint FROM generate_series(1, 4) AS k
    WHERE candidature_step_met(candidature_step(steps, k)) IS TRUE
  $$;
--> statement-breakpoint
ALTER TABLE "candidatures" ADD COLUMN "steps_met_stage" smallint GENERATED ALWAYS AS (candidature_steps_met_stage(steps)) STORED;
--> statement-breakpoint
-- The opportunity's phase (packages/domain phaseMovesOf): 1 + the highest stage some candidature has met, 6 while
-- some candidature is Selecionado. `excluded` is left out; the caller supplies its state.
CREATE OR REPLACE FUNCTION opportunity_phase_of(opp text, excluded text, own_steps jsonb, own_status smallint)
  RETURNS smallint
  LANGUAGE sql STABLE
  AS $$
    SELECT CASE
      WHEN own_status = 6 OR coalesce(bool_or(c.status_current = 6), false) THEN 6
      ELSE 1 + greatest(candidature_steps_met_stage(own_steps), coalesce(max(c.steps_met_stage), 0))
    END::smallint
    FROM candidatures c
    WHERE c.opportunity_id = opp AND c.id <> excluded
  $$;
