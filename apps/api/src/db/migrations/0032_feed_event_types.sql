-- Feed event types (002 §2.10, §6; issue 23), in every database, production included: the automatic ones the
-- product writes events of (kind = packages/domain AUTOMATIC_EVENT_KINDS) and the manual ones a recruiter picks.
-- A type of the same name already there (the demo world loaded some before this migration) is updated, not doubled.
INSERT INTO "event_types" ("id", "name", "name_en", "name_pt_pt", "kind", "automatic") VALUES
  (gen_random_uuid()::text, 'Candidatura', 'Application', 'Candidatura', 'applied', true),
  (gen_random_uuid()::text, 'Inscrito pelo RH', 'Enrolled by HR', 'Inscrito pelos RH', 'enrolled', true),
  (gen_random_uuid()::text, 'Candidato pelo RH', 'Made a candidate by HR', 'Candidato pelos RH', 'made-candidate', true),
  (gen_random_uuid()::text, 'Mudança de etapa', 'Stage changed', 'Mudança de etapa', 'stage-changed', true),
  (gen_random_uuid()::text, 'Mudança de status', 'Status changed', 'Mudança de estado', 'status-changed', true),
  (gen_random_uuid()::text, 'Avaliação registrada', 'Evaluation recorded', 'Avaliação registada', 'evaluated', true),
  (gen_random_uuid()::text, 'Sinalização alterada', 'Flag changed', 'Sinalização alterada', 'flagged', true),
  (gen_random_uuid()::text, 'Cadastrado pelo RH', 'Registered by HR', 'Registado pelos RH', 'registered-by-recruiter', true),
  (gen_random_uuid()::text, 'Ligação', 'Call', 'Chamada', NULL, false),
  (gen_random_uuid()::text, 'Entrevista', 'Interview', 'Entrevista', NULL, false),
  (gen_random_uuid()::text, 'E-mail enviado', 'E-mail sent', 'E-mail enviado', NULL, false),
  (gen_random_uuid()::text, 'Proposta', 'Offer', 'Proposta', NULL, false),
  (gen_random_uuid()::text, 'Observação', 'Note', 'Observação', NULL, false)
ON CONFLICT ("name") DO UPDATE SET
  "name_en" = EXCLUDED."name_en",
  "name_pt_pt" = EXCLUDED."name_pt_pt",
  "kind" = EXCLUDED."kind",
  "automatic" = EXCLUDED."automatic";
