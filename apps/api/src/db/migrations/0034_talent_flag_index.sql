-- The talent hunters board (issue 24) reads only talents: professionals whose talent flag is on
-- (users.flags.talent.status, set by PUT profile/turn-talent). A partial index keeps the board's page walk to those
-- few rows instead of every one of 100,000 professionals; the board's queries repeat this exact predicate.
CREATE INDEX IF NOT EXISTS users_talent_flag_idx ON users (created_at, id)
  WHERE (flags -> 'talent' ->> 'status') = 'true' AND deleted_at IS NULL;
