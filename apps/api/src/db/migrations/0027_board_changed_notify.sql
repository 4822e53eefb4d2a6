-- The opportunity kanban's answer (issue 10) is kept in memory by each instance and dropped when what it shows
-- changes. Opportunities already notify `mosaico_opportunities_changed` (migration 0016); the board also shows the
-- period milestones, squads' names and responsibles' names and photos, which notify this channel. One message per
-- statement, sent at commit.
CREATE OR REPLACE FUNCTION notify_board_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mosaico_board_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER board_changed_milestones
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON opportunity_milestones
  FOR EACH STATEMENT EXECUTE FUNCTION notify_board_changed();--> statement-breakpoint
CREATE TRIGGER board_changed_squads
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON squads
  FOR EACH STATEMENT EXECUTE FUNCTION notify_board_changed();--> statement-breakpoint
CREATE TRIGGER board_changed_people
  AFTER UPDATE OF display_name, user_image_file_id OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_board_changed();
