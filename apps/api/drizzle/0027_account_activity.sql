ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "inactivity_warned_at" timestamp with time zone;--> statement-breakpoint
-- Until now the platform noted no activity: the latest of the account's creation, completion and sign-ins.
UPDATE "users" SET "last_active_at" = greatest("created_at", "completed_at", (SELECT max("created_at") FROM "oauth_access_tokens" WHERE "oauth_access_tokens"."user_id" = "users"."id"));
