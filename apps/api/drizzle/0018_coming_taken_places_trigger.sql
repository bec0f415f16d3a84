-- Places taken in each workshop's coming sessions, kept beside its list version (ADR 017), so
-- sorting the members' list on them reads one row per workshop instead of every coming
-- session. workshop_list_versions.coming_taken is the sum of meetings.taken_places over the
-- workshop's sessions starting after coming_since. The version trigger on meetings keeps it:
-- it already writes the workshop's row on every change to a session (a subscription changes
-- taken_places), and holds that row until commit, so coming_since cannot move between the
-- row's lock and the delta read below. advance_coming_places() moves coming_since to now and
-- takes out the sessions that started meanwhile; a reader adds back or takes out the sessions
-- between coming_since and its own now, a short range when advances are frequent.
CREATE OR REPLACE FUNCTION "bump_workshop_list_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "workshop_list_versions" ("workshop_id", "version")
    SELECT "workshop_id", nextval('workshop_versions') FROM (SELECT DISTINCT "workshop_id" FROM old_rows ORDER BY 1) AS changed
    ON CONFLICT ("workshop_id") DO UPDATE SET "version" = excluded."version";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "workshop_list_versions" ("workshop_id", "version")
    SELECT "workshop_id", nextval('workshop_versions') FROM (SELECT DISTINCT "workshop_id" FROM new_rows ORDER BY 1) AS changed
    ON CONFLICT ("workshop_id") DO UPDATE SET "version" = excluded."version";
  END IF;
  -- The workshops' rows are locked now: each statement below reads their settled coming_since.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "workshop_list_versions" AS v SET "coming_taken" = v."coming_taken" - gone.taken
    FROM (
      SELECT o."workshop_id", sum(o."taken_places") AS taken
      FROM old_rows AS o JOIN "workshop_list_versions" AS s ON s."workshop_id" = o."workshop_id"
      WHERE o."start" > s."coming_since" GROUP BY 1
    ) AS gone
    WHERE v."workshop_id" = gone."workshop_id" AND gone.taken <> 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "workshop_list_versions" AS v SET "coming_taken" = v."coming_taken" + came.taken
    FROM (
      SELECT n."workshop_id", sum(n."taken_places") AS taken
      FROM new_rows AS n JOIN "workshop_list_versions" AS s ON s."workshop_id" = n."workshop_id"
      WHERE n."start" > s."coming_since" GROUP BY 1
    ) AS came
    WHERE v."workshop_id" = came."workshop_id" AND came.taken <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Moves coming_since to now for every workshop whose row is free (a busy one waits for the next
-- advance: never a wait, never a deadlock with a writer), taking out the sessions started since.
CREATE FUNCTION "advance_coming_places"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  locked integer[];
BEGIN
  locked := array(
    SELECT "workshop_id" FROM "workshop_list_versions" WHERE "coming_since" < now()
    ORDER BY "workshop_id" FOR UPDATE SKIP LOCKED
  );
  UPDATE "workshop_list_versions" AS v SET "coming_since" = now(), "coming_taken" = v."coming_taken" - coalesce((
    SELECT sum(m."taken_places") FROM "meetings" AS m
    WHERE m."workshop_id" = v."workshop_id" AND m."start" > v."coming_since" AND m."start" <= now()
  ), 0)
  WHERE v."workshop_id" = any(locked);
  RETURN cardinality(locked);
END
$$;--> statement-breakpoint
-- A TRUNCATE of meetings skips the row triggers: nothing is coming any more.
CREATE FUNCTION "reset_coming_places"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "workshop_list_versions" SET "coming_taken" = 0 WHERE "coming_taken" <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "coming_places_truncate" AFTER TRUNCATE ON "meetings" FOR EACH STATEMENT EXECUTE FUNCTION "reset_coming_places"();--> statement-breakpoint
INSERT INTO "workshop_list_versions" ("workshop_id", "version")
SELECT "workshop_id", nextval('workshop_versions') FROM (SELECT DISTINCT "workshop_id" FROM "meetings" ORDER BY 1) AS held
ON CONFLICT ("workshop_id") DO NOTHING;--> statement-breakpoint
UPDATE "workshop_list_versions" AS v SET "coming_since" = now(), "coming_taken" = coalesce((
  SELECT sum(m."taken_places") FROM "meetings" AS m WHERE m."workshop_id" = v."workshop_id" AND m."start" > now()
), 0);
