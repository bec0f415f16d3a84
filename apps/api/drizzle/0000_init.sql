CREATE TYPE "public"."aja_role" AS ENUM('aja_young', 'aja_assistant');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('user', 'pro', 'admin');--> statement-breakpoint
CREATE TYPE "public"."partner_support_type" AS ENUM('ligue', 'retreat', 'healthinsurance', 'employer', 'patientsreseau', 'healthcenter');--> statement-breakpoint
CREATE TYPE "public"."membership_source" AS ENUM('card_payment', 'free_adhesion', 'aja_adhesion', 'admin');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."pro_status_type" AS ENUM('licence', 'novice', 'basic');--> statement-breakpoint
CREATE TYPE "public"."location_type" AS ENUM('onsite', 'remote');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('validated', 'waiting');--> statement-breakpoint
CREATE TYPE "public"."workshop_type" AS ENUM('cognitive', 'oncommence');--> statement-breakpoint
CREATE TYPE "public"."support_type" AS ENUM('classique', 'aja');--> statement-breakpoint
CREATE TYPE "public"."survey_question_type" AS ENUM('select', 'multiple_select', 'autocomplete', 'partner', 'radio', 'checkbox', 'date', 'string', 'combobox', 'textarea');--> statement-breakpoint
CREATE TYPE "public"."attachable_type" AS ENUM('support', 'document', 'partner');--> statement-breakpoint
CREATE TYPE "public"."attachment_role" AS ENUM('pro_attachment', 'user_attachment', 'guide_attachment', 'file', 'logo');--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_access_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"family_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_clients" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text,
	"confidential" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_refresh_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"access_token_id" bigint NOT NULL,
	"family_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"phone" text,
	"street" text,
	"zip" text,
	"city" text,
	"birthdate" date,
	"role" "user_role" DEFAULT 'user' NOT NULL,
	"is_aja" boolean DEFAULT false NOT NULL,
	"aja_role" "aja_role",
	"assistant_id" integer,
	"code" text,
	"member_code" text,
	"registration_process" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"followed_cancerous_pathology" boolean DEFAULT false NOT NULL,
	"platform_access_terms_accepted_at" timestamp with time zone,
	"terms_accepted_at" timestamp with time zone,
	"show_oncommence_menu" boolean DEFAULT false NOT NULL,
	"show_oncommence_banner" boolean DEFAULT false NOT NULL,
	"dark_theme" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_invited" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "partner_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"support_type" "partner_support_type" NOT NULL,
	"street" text,
	"zip" text,
	"city" text,
	"department" text,
	"price" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_price_check" CHECK ("partners"."price" is null or "partners"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"source" "membership_source" NOT NULL,
	"payment_id" integer,
	"partner_id" integer,
	"ref" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_period_check" CHECK ("memberships"."end" > "memberships"."start")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"user_id" integer NOT NULL,
	"subscription_cents" integer DEFAULT 0 NOT NULL,
	"donation_cents" integer DEFAULT 0 NOT NULL,
	"pro_status_amount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"discounted" boolean DEFAULT false NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"code" text,
	"authorization" text,
	"provider_transaction" text,
	"paid_at" timestamp with time zone,
	"ipn_payload" jsonb,
	"receipt_year" integer,
	"receipt_number" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."subscription_cents" >= 0 and "payments"."donation_cents" >= 0 and "payments"."pro_status_amount_cents" >= 0 and "payments"."total_cents" = "payments"."subscription_cents" + "payments"."donation_cents" + "payments"."pro_status_amount_cents"),
	CONSTRAINT "payments_receipt_check" CHECK (("payments"."receipt_year" is null) = ("payments"."receipt_number" is null))
);
--> statement-breakpoint
CREATE TABLE "pro_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" "pro_status_type" NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_statuses_period_check" CHECK ("pro_statuses"."end" is null or "pro_statuses"."end" > "pro_statuses"."start")
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" "subscription_status" NOT NULL,
	"attendance" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "meeting_subscriptions_attendance_check" CHECK ("meeting_subscriptions"."attendance" is null or "meeting_subscriptions"."attendance" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"workshop_id" integer NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"type" "location_type" NOT NULL,
	"address" text,
	"link" text,
	"sequence" integer NOT NULL,
	"places" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_places_check" CHECK ("meetings"."places" >= 1),
	CONSTRAINT "meetings_sequence_check" CHECK ("meetings"."sequence" >= 1),
	CONSTRAINT "meetings_period_check" CHECK ("meetings"."end" > "meetings"."start")
);
--> statement-breakpoint
CREATE TABLE "planning_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"week_number" integer NOT NULL,
	"sequence" integer NOT NULL,
	"is_aja" boolean DEFAULT false NOT NULL,
	CONSTRAINT "planning_weeks_week_check" CHECK ("planning_weeks"."week_number" between 1 and 53),
	CONSTRAINT "planning_weeks_sequence_check" CHECK ("planning_weeks"."sequence" >= 1)
);
--> statement-breakpoint
CREATE TABLE "substitutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"workshop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "substitutions_period_check" CHECK ("substitutions"."end" > "substitutions"."start")
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" "location_type" NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"user_id" integer NOT NULL,
	"secondary_pro_id" integer,
	"partner_id" integer,
	"info_address" text,
	"street" text,
	"zip" text,
	"city" text,
	"department" text,
	"lat" double precision,
	"lng" double precision,
	"is_aja" boolean DEFAULT false NOT NULL,
	"workshop_type" "workshop_type" DEFAULT 'cognitive' NOT NULL,
	"aja_ref" text,
	"start" timestamp with time zone,
	"end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supports" (
	"id" serial PRIMARY KEY NOT NULL,
	"sequence" integer NOT NULL,
	"support_type" "support_type" NOT NULL,
	"shared_with_licence_pros" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supports_sequence_check" CHECK ("supports"."sequence" >= 1)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"type" "survey_question_type" NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"partner_support_type" "partner_support_type"
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_session_id" integer NOT NULL,
	"survey_question_id" integer NOT NULL,
	"response" jsonb
);
--> statement-breakpoint
CREATE TABLE "survey_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"from_registration" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"attachable_type" "attachable_type" NOT NULL,
	"attachable_id" integer NOT NULL,
	"role" "attachment_role" NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_size_check" CHECK ("attachments"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "captcha_used" (
	"id" serial PRIMARY KEY NOT NULL,
	"signature_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "rate_limit_hits_pkey" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_access_tokens" ADD CONSTRAINT "oauth_access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_access_tokens" ADD CONSTRAINT "oauth_access_tokens_client_id_oauth_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."oauth_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_refresh_tokens" ADD CONSTRAINT "oauth_refresh_tokens_access_token_id_oauth_access_tokens_id_fk" FOREIGN KEY ("access_token_id") REFERENCES "public"."oauth_access_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_assistant_id_users_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_codes" ADD CONSTRAINT "partner_codes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_statuses" ADD CONSTRAINT "pro_statuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_subscriptions" ADD CONSTRAINT "meeting_subscriptions_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_subscriptions" ADD CONSTRAINT "meeting_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_secondary_pro_id_users_id_fk" FOREIGN KEY ("secondary_pro_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_session_id_survey_sessions_id_fk" FOREIGN KEY ("survey_session_id") REFERENCES "public"."survey_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_question_id_survey_questions_id_fk" FOREIGN KEY ("survey_question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_sessions" ADD CONSTRAINT "survey_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_sessions" ADD CONSTRAINT "survey_sessions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_unique" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_user_idx" ON "invitations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_access_tokens_token_hash_unique" ON "oauth_access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "oauth_access_tokens_user_idx" ON "oauth_access_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "oauth_access_tokens_family_idx" ON "oauth_access_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "oauth_access_tokens_expires_idx" ON "oauth_access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_refresh_tokens_token_hash_unique" ON "oauth_refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "oauth_refresh_tokens_access_token_idx" ON "oauth_refresh_tokens" USING btree ("access_token_id");--> statement-breakpoint
CREATE INDEX "oauth_refresh_tokens_family_idx" ON "oauth_refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "oauth_refresh_tokens_expires_idx" ON "oauth_refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash_unique" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_email_idx" ON "password_resets" USING btree ("email");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_code_unique" ON "users" USING btree ("code");--> statement-breakpoint
CREATE INDEX "users_role_archived_created_idx" ON "users" USING btree ("role","is_archived","created_at");--> statement-breakpoint
CREATE INDEX "users_assistant_idx" ON "users" USING btree ("assistant_id");--> statement-breakpoint
CREATE INDEX "partner_codes_partner_active_idx" ON "partner_codes" USING btree ("partner_id","active");--> statement-breakpoint
CREATE INDEX "partners_support_type_active_idx" ON "partners" USING btree ("support_type","active");--> statement-breakpoint
CREATE INDEX "partners_department_idx" ON "partners" USING btree ("department");--> statement-breakpoint
CREATE INDEX "memberships_user_end_idx" ON "memberships" USING btree ("user_id","end");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_payment_unique" ON "memberships" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_ref_unique" ON "payments" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_unique" ON "payments" USING btree ("receipt_year","receipt_number");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pro_statuses_user_start_idx" ON "pro_statuses" USING btree ("user_id","start");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_subscriptions_active_unique" ON "meeting_subscriptions" USING btree ("meeting_id","user_id") WHERE "meeting_subscriptions"."unsubscribed_at" is null;--> statement-breakpoint
CREATE INDEX "meeting_subscriptions_user_idx" ON "meeting_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meeting_subscriptions_meeting_status_idx" ON "meeting_subscriptions" USING btree ("meeting_id","status");--> statement-breakpoint
CREATE INDEX "meetings_workshop_start_idx" ON "meetings" USING btree ("workshop_id","start");--> statement-breakpoint
CREATE INDEX "meetings_start_idx" ON "meetings" USING btree ("start");--> statement-breakpoint
CREATE UNIQUE INDEX "planning_weeks_week_unique" ON "planning_weeks" USING btree ("year","week_number","is_aja");--> statement-breakpoint
CREATE INDEX "substitutions_workshop_end_idx" ON "substitutions" USING btree ("workshop_id","end");--> statement-breakpoint
CREATE INDEX "substitutions_user_end_idx" ON "substitutions" USING btree ("user_id","end");--> statement-breakpoint
CREATE INDEX "workshops_list_idx" ON "workshops" USING btree ("active","is_aja","workshop_type");--> statement-breakpoint
CREATE INDEX "workshops_zip_idx" ON "workshops" USING btree ("zip");--> statement-breakpoint
CREATE INDEX "workshops_department_idx" ON "workshops" USING btree ("department");--> statement-breakpoint
CREATE INDEX "workshops_user_idx" ON "workshops" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workshops_secondary_pro_idx" ON "workshops" USING btree ("secondary_pro_id");--> statement-breakpoint
CREATE INDEX "workshops_partner_idx" ON "workshops" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workshops_aja_ref_unique" ON "workshops" USING btree ("aja_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "supports_type_sequence_unique" ON "supports" USING btree ("support_type","sequence");--> statement-breakpoint
CREATE INDEX "documents_type_idx" ON "documents" USING btree ("type");--> statement-breakpoint
CREATE INDEX "documents_created_idx" ON "documents" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_questions_position_unique" ON "survey_questions" USING btree ("survey_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_session_question_unique" ON "survey_responses" USING btree ("survey_session_id","survey_question_id");--> statement-breakpoint
CREATE INDEX "survey_sessions_user_survey_created_idx" ON "survey_sessions" USING btree ("user_id","survey_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_ref_unique" ON "surveys" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_created_idx" ON "mail_outbox" USING btree ("sent_at","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attachments_owner_role_unique" ON "attachments" USING btree ("attachable_type","attachable_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "captcha_used_signature_unique" ON "captcha_used" USING btree ("signature_hash");--> statement-breakpoint
CREATE INDEX "captcha_used_expires_idx" ON "captcha_used" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_start");