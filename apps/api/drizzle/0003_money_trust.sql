ALTER TYPE "public"."payment_status" ADD VALUE 'superseded';--> statement-breakpoint
CREATE TABLE "tax_receipts" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"sandbox" boolean NOT NULL,
	"donor_name" text NOT NULL,
	"donor_address" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pdf" "bytea" NOT NULL
);
--> statement-breakpoint
DROP INDEX "payments_receipt_unique";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "sandbox" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_due_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD COLUMN "sandbox" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_counters" DROP CONSTRAINT "receipt_counters_pkey";--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_year_sandbox_pk" PRIMARY KEY("year","sandbox");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD CONSTRAINT "tax_receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_receipts_number_unique" ON "tax_receipts" USING btree ("sandbox","number");--> statement-breakpoint
CREATE INDEX "tax_receipts_paid_idx" ON "tax_receipts" USING btree ("paid_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_partner_idx" ON "payments" USING btree ("partner_id") WHERE "payments"."partner_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_unique" ON "payments" USING btree ("sandbox","receipt_year","receipt_number");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_check" CHECK ("payments"."refund_due_cents" >= 0 and "payments"."refund_due_cents" <= "payments"."total_cents");