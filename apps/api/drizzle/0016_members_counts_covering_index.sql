-- « Mes adhérents » counts each member's places from this index alone (ADR 051): status,
-- unsubscribed_at and attendance ride along. Status and unsubscribed_at are indexed already
-- (so their updates were never HOT); only an attendance update now writes the index too.
DROP INDEX IF EXISTS "meeting_subscriptions_user_idx";--> statement-breakpoint
CREATE INDEX "meeting_subscriptions_user_idx" ON "meeting_subscriptions" USING btree ("user_id") INCLUDE ("status", "unsubscribed_at", "attendance");
