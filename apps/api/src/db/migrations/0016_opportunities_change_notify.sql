-- Issue 11: every instance keeps the home lists in memory and drops them when an opportunity changes. One
-- notification per statement (not per row), sent at commit, so a bulk change costs one message.
CREATE OR REPLACE FUNCTION notify_opportunities_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mosaico_opportunities_changed', TG_OP);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER opportunities_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON opportunities
  FOR EACH STATEMENT EXECUTE FUNCTION notify_opportunities_changed();
