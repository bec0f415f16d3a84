-- The receipts of cheques and transfers the staff recorded state their mode (ADR 069).
UPDATE "tax_receipts" SET "payment_method" = CASE WHEN p."ipn_payload"->>'method' = 'transfer' THEN 'transfer' ELSE 'cheque' END
FROM "payments" p
WHERE p."id" = "tax_receipts"."payment_id" AND p."ref" LIKE 'MANUEL-%';--> statement-breakpoint
-- Every receipt numbered before receipts were stored is stored now, once, from its payment:
-- the donor and the association as they are today (the closest record there is), dated
-- from the payment (ADR 069). Its PDF is drawn at its first print, from these fields.
INSERT INTO "tax_receipts" ("payment_id", "number", "sandbox", "donor_name", "donor_address", "amount_cents", "paid_at", "issued_at", "payment_method", "issuer", "pdf")
SELECT
  p."id",
  CASE WHEN p."sandbox" THEN 'SPECIMEN-' ELSE '' END || p."receipt_year" || '-' || lpad(p."receipt_number"::text, 5, '0'),
  p."sandbox",
  trim(u."firstname" || ' ' || u."lastname"),
  concat_ws(', ', nullif(u."street", ''), nullif(concat_ws(' ', nullif(u."zip", ''), nullif(u."city", '')), '')),
  p."donation_cents",
  p."paid_at",
  p."paid_at",
  CASE WHEN p."ref" NOT LIKE 'MANUEL-%' THEN 'card' WHEN p."ipn_payload"->>'method' = 'transfer' THEN 'transfer' ELSE 'cheque' END,
  jsonb_build_object(
    'association', jsonb_build_object(
      'name', coalesce((SELECT "value" FROM "settings" WHERE "key" = 'association_name'), ''),
      'address', coalesce((SELECT "value" FROM "settings" WHERE "key" = 'association_address'), ''),
      'object', coalesce((SELECT "value" FROM "settings" WHERE "key" = 'association_object'), ''),
      'status', coalesce((SELECT "value" FROM "settings" WHERE "key" = 'association_status'), ''),
      'registration', coalesce((SELECT "value" FROM "settings" WHERE "key" = 'association_registration'), '')
    ),
    'signatory', jsonb_build_object(
      'name', coalesce((SELECT "value" FROM "settings" WHERE "key" = 'receipt_signatory'), ''),
      'role', coalesce((SELECT "value" FROM "settings" WHERE "key" = 'receipt_signatory_role'), '')
    )
  ),
  NULL
FROM "payments" p
JOIN "users" u ON u."id" = p."user_id"
WHERE p."status" = 'paid' AND p."donation_cents" > 0 AND p."paid_at" IS NOT NULL
  AND p."receipt_year" IS NOT NULL AND p."receipt_number" IS NOT NULL
ON CONFLICT DO NOTHING;
