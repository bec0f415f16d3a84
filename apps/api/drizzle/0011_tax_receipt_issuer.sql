ALTER TABLE "tax_receipts" ALTER COLUMN "pdf" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD COLUMN "issuer" jsonb;