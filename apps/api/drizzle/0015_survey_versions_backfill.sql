-- The questions and sessions already written are version 1 (their column default); each
-- survey gets its version 1 row, dated from the survey itself (ADR 048).
INSERT INTO "survey_versions" ("survey_id", "version", "published_at")
SELECT "id", 1, "created_at" FROM "surveys"
ON CONFLICT DO NOTHING;
