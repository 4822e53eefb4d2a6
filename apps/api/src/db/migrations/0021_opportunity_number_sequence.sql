-- Opportunity numbers (id_opportunity) inserted with explicit values by earlier demo seeds left the sequence
-- behind, so the next new opportunity took a number already used. Move the sequence past the highest number.
SELECT setval(
  pg_get_serial_sequence('opportunities', 'id_opportunity'),
  GREATEST((SELECT max(id_opportunity) FROM opportunities), 1),
  (SELECT count(*) > 0 FROM opportunities)
);
