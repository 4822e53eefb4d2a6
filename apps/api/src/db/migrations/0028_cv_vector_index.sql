-- The professional finder's page walk (issue 11) reads the CV hits of a keyword on their own (they rank above or
-- below the skill hits it walks in recency order); the index on skills || CVs would hand it every skill hit too.
CREATE INDEX IF NOT EXISTS "professional_search_documents_cv_idx" ON "professional_search_documents" USING gin ("cv_vector");
