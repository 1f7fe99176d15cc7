ALTER TABLE "payments" DROP CONSTRAINT "payments_method";--> statement-breakpoint
CREATE INDEX "payments_sale_id_trigram_index" ON "payments" USING gin ("sale_id" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method" CHECK ("payments"."method" in ('cash', 'card', 'mobile', 'bankTransfer', 'cheque', 'storeCredit'));--> statement-breakpoint
-- Refunds to store credit recorded before the ledger took them: each its payment (money out to the customer's credit).
INSERT INTO "payments" ("id", "kind", "customer_id", "customer_name", "method", "amount_cents", "date",
    "recorded_at", "recorded_by", "document", "sale_id", "return_id")
  SELECT gen_random_uuid(), 'refund', s.customer_id, s.customer, 'storeCredit', -f.amount_cents,
    to_char(r.created_at AT TIME ZONE z.zone, 'YYYY-MM-DD'), r.created_at, r.recorded_by, r.id, r.sale_id, r.id
  FROM "sale_refunds" f JOIN "sale_returns" r ON r.id = f.return_id JOIN "sales" s ON s.id = r.sale_id
  CROSS JOIN (SELECT coalesce((SELECT value -> 'store' ->> 'timezone' FROM "business_documents" WHERE name = 'settings'), 'UTC') AS zone) z
  WHERE f.method = 'store_credit'
    AND NOT EXISTS (SELECT 1 FROM "payments" p WHERE p.return_id = r.id AND p.method = 'storeCredit');
