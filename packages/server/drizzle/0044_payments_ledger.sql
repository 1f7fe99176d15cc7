ALTER TABLE "payments" DROP CONSTRAINT "payments_kind";--> statement-breakpoint
DROP INDEX "payments_customer_id_index";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "document" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "sale_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "drawer_cash_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "drawer_session_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_return_id_sale_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."sale_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_drawer_cash_id_drawer_cash_id_fk" FOREIGN KEY ("drawer_cash_id") REFERENCES "public"."drawer_cash"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_drawer_session_id_drawer_sessions_id_fk" FOREIGN KEY ("drawer_session_id") REFERENCES "public"."drawer_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_kind_recorded_index" ON "payments" USING btree ("kind","recorded_at","id");--> statement-breakpoint
CREATE INDEX "payments_method_recorded_index" ON "payments" USING btree ("method","recorded_at","id");--> statement-breakpoint
CREATE INDEX "payments_customer_recorded_index" ON "payments" USING btree ("customer_id","recorded_at","id");--> statement-breakpoint
CREATE INDEX "payments_date_method_index" ON "payments" USING btree ("date","method");--> statement-breakpoint
CREATE INDEX "payments_customer_name_trigram_index" ON "payments" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_document_trigram_index" ON "payments" USING gin ("document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_reference_trigram_index" ON "payments" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_sale_id_index" ON "payments" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "payments_return_id_index" ON "payments" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "payments_drawer_session_id_index" ON "payments" USING btree ("drawer_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_drawer_cash_id_index" ON "payments" USING btree ("drawer_cash_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method" CHECK ("payments"."method" in ('cash', 'card', 'mobile', 'bankTransfer', 'cheque'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_signed" CHECK (case when "payments"."kind" in ('sale', 'invoice_payment', 'paid_in') then "payments"."amount_cents" > 0 else "payments"."amount_cents" < 0 end);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_document" CHECK (case "payments"."kind"
        when 'sale' then "payments"."sale_id" is not null
        when 'change' then "payments"."sale_id" is not null and "payments"."method" = 'cash'
        when 'refund' then "payments"."sale_id" is not null and "payments"."return_id" is not null
        when 'paid_in' then "payments"."drawer_cash_id" is not null and "payments"."drawer_session_id" is not null and "payments"."method" = 'cash'
        when 'paid_out' then "payments"."drawer_cash_id" is not null and "payments"."drawer_session_id" is not null and "payments"."method" = 'cash'
        else true end and ("payments"."drawer_session_id" is null or "payments"."method" = 'cash'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind" CHECK ("payments"."kind" in ('sale', 'change', 'refund', 'invoice_payment', 'paid_in', 'paid_out'));--> statement-breakpoint
-- Every money movement already recorded becomes its payment, one set-based statement per kind. The
-- business day is the moment's day in the business's time zone (Settings → Store).
INSERT INTO "payments" ("id", "kind", "customer_id", "customer_name", "method", "amount_cents", "reference", "date",
    "recorded_at", "recorded_by", "document", "sale_id", "drawer_session_id")
  SELECT gen_random_uuid(), 'sale', s.customer_id, s.customer, t.method, t.amount_cents, t.reference,
    to_char(s.created_at AT TIME ZONE z.zone, 'YYYY-MM-DD'), s.created_at, coalesce(s.recorded_by, 'history'), s.id, s.id,
    CASE WHEN t.method = 'cash' THEN s.drawer_session_id END
  FROM "sale_tenders" t JOIN "sales" s ON s.id = t.sale_id
  CROSS JOIN (SELECT coalesce((SELECT value -> 'store' ->> 'timezone' FROM "business_documents" WHERE name = 'settings'), 'UTC') AS zone) z;--> statement-breakpoint
INSERT INTO "payments" ("id", "kind", "customer_id", "customer_name", "method", "amount_cents", "date",
    "recorded_at", "recorded_by", "document", "sale_id", "drawer_session_id")
  SELECT gen_random_uuid(), 'change', s.customer_id, s.customer, 'cash', -s.change_cents,
    to_char(s.created_at AT TIME ZONE z.zone, 'YYYY-MM-DD'), s.created_at, coalesce(s.recorded_by, 'history'), s.id, s.id,
    s.drawer_session_id
  FROM "sales" s
  CROSS JOIN (SELECT coalesce((SELECT value -> 'store' ->> 'timezone' FROM "business_documents" WHERE name = 'settings'), 'UTC') AS zone) z
  WHERE s.change_cents > 0;--> statement-breakpoint
-- A sale kept without its tenders (the sample's history): its amount by its method, on its day.
INSERT INTO "payments" ("id", "kind", "customer_id", "customer_name", "method", "amount_cents", "date",
    "recorded_at", "recorded_by", "document", "sale_id")
  SELECT gen_random_uuid(), 'sale', s.customer_id, s.customer, s.payment_method, s.amount_cents, s.date,
    s.created_at, 'history', s.id, s.id
  FROM "sales" s
  WHERE s.subtotal_cents IS NULL AND s.status <> 'cancelled' AND s.payment_method IN ('cash', 'card', 'mobile')
    AND s.amount_cents > 0;--> statement-breakpoint
INSERT INTO "payments" ("id", "kind", "customer_id", "customer_name", "method", "amount_cents", "date",
    "recorded_at", "recorded_by", "document", "sale_id", "return_id", "drawer_session_id")
  SELECT gen_random_uuid(), 'refund', s.customer_id, s.customer, f.method, -f.amount_cents,
    to_char(r.created_at AT TIME ZONE z.zone, 'YYYY-MM-DD'), r.created_at, r.recorded_by, r.id, r.sale_id, r.id,
    CASE WHEN f.method = 'cash' THEN r.drawer_session_id END
  FROM "sale_refunds" f JOIN "sale_returns" r ON r.id = f.return_id JOIN "sales" s ON s.id = r.sale_id
  CROSS JOIN (SELECT coalesce((SELECT value -> 'store' ->> 'timezone' FROM "business_documents" WHERE name = 'settings'), 'UTC') AS zone) z
  WHERE f.method IN ('cash', 'card', 'mobile');--> statement-breakpoint
INSERT INTO "payments" ("id", "kind", "method", "amount_cents", "reference", "date", "recorded_at", "recorded_by",
    "drawer_cash_id", "drawer_session_id")
  SELECT gen_random_uuid(), CASE WHEN d.kind = 'in' THEN 'paid_in' ELSE 'paid_out' END, 'cash',
    CASE WHEN d.kind = 'in' THEN d.amount_cents ELSE -d.amount_cents END, d.reason,
    to_char(d.at AT TIME ZONE z.zone, 'YYYY-MM-DD'), d.at, d.by::text, d.id, d.session_id
  FROM "drawer_cash" d
  CROSS JOIN (SELECT coalesce((SELECT value -> 'store' ->> 'timezone' FROM "business_documents" WHERE name = 'settings'), 'UTC') AS zone) z;--> statement-breakpoint
-- The invoice payments kept before: their customer's name and the invoices they settled, searched.
ALTER TABLE "payments" DISABLE TRIGGER "payments_append_only";--> statement-breakpoint
UPDATE "payments" p SET "customer_name" = c.name,
    "document" = (SELECT string_agg(a.invoice_number, ', ' ORDER BY a.invoice_number) FROM "payment_allocations" a WHERE a.payment_id = p.id)
  FROM "customers" c WHERE c.id = p.customer_id AND p.kind = 'invoice_payment';--> statement-breakpoint
ALTER TABLE "payments" ENABLE TRIGGER "payments_append_only";
