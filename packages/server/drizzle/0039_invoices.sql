CREATE TABLE "credit_notes" (
	"number" text PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb NOT NULL,
	"delivery_fee_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"store_credit_cents" integer NOT NULL,
	CONSTRAINT "credit_notes_money" CHECK ("credit_notes"."amount_cents" > 0 and "credit_notes"."store_credit_cents" >= 0 and "credit_notes"."store_credit_cents" <= "credit_notes"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"kind" text NOT NULL,
	"location_code" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_kind_location_code_year_pk" PRIMARY KEY("kind","location_code","year"),
	CONSTRAINT "document_counters_positive" CHECK ("document_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"number" text PRIMARY KEY NOT NULL,
	"sale_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer" jsonb NOT NULL,
	"business" jsonb NOT NULL,
	"location_id" text,
	"issue_date" text NOT NULL,
	"due_date" text NOT NULL,
	"terms_days" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"tax_rate_hundredths" integer NOT NULL,
	"delivery_fee_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"credited_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoices_saleId_unique" UNIQUE("sale_id"),
	CONSTRAINT "invoices_money" CHECK ("invoices"."total_cents" >= 0 and "invoices"."paid_cents" >= 0 and "invoices"."credited_cents" >= 0 and "invoices"."paid_cents" + "invoices"."credited_cents" <= "invoices"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"payment_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "payment_allocations_payment_id_invoice_number_pk" PRIMARY KEY("payment_id","invoice_number"),
	CONSTRAINT "payment_allocations_positive" CHECK ("payment_allocations"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" text,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text,
	"date" text NOT NULL,
	"store_credit_cents" integer DEFAULT 0 NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" text NOT NULL,
	CONSTRAINT "payments_kind" CHECK ("payments"."kind" in ('invoice_payment')),
	CONSTRAINT "payments_invoice_payment" CHECK ("payments"."kind" <> 'invoice_payment' or ("payments"."amount_cents" > 0 and "payments"."customer_id" is not null and "payments"."store_credit_cents" between 0 and "payments"."amount_cents"))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "payment_terms_days" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "credit_limit_cents" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "owed_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "store_credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_number_invoices_number_fk" FOREIGN KEY ("invoice_number") REFERENCES "public"."invoices"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_number_invoices_number_fk" FOREIGN KEY ("invoice_number") REFERENCES "public"."invoices"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_number_index" ON "credit_notes" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_issued_at_number_index" ON "invoices" USING btree ("issued_at","number");--> statement-breakpoint
CREATE INDEX "invoices_number_trigram_index" ON "invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_customer_name_trigram_index" ON "invoices" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_issue_date_index" ON "invoices" USING btree ("issue_date");--> statement-breakpoint
CREATE INDEX "invoices_customer_id_index" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoices_owing_index" ON "invoices" USING btree ("due_date") WHERE "invoices"."paid_cents" + "invoices"."credited_cents" < "invoices"."total_cents";--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_number_index" ON "payment_allocations" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "payments_recorded_at_id_index" ON "payments" USING btree ("recorded_at","id");--> statement-breakpoint
CREATE INDEX "payments_customer_id_index" ON "payments" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_account" CHECK ("customers"."owed_cents" >= 0 and "customers"."store_credit_cents" >= 0 and ("customers"."payment_terms_days" is null or "customers"."payment_terms_days" >= 0) and ("customers"."credit_limit_cents" is null or "customers"."credit_limit_cents" >= 0));--> statement-breakpoint
-- invoices, credit notes and payments: frozen once written. An invoice keeps what was issued
-- (business, customer, lines, money, due date) and may change only in what has been paid and
-- credited of it; credit notes, payments and their allocations are never changed. None is deleted.
-- The current definitions: a migration that changes one copies it from here.

CREATE OR REPLACE FUNCTION "invoices_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (to_jsonb(NEW) - 'paid_cents' - 'credited_cents') = (to_jsonb(OLD) - 'paid_cents' - 'credited_cents') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'an issued invoice is never changed or deleted (%)', OLD.number;
END
$$;--> statement-breakpoint

CREATE OR REPLACE TRIGGER "invoices_frozen" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_frozen"();--> statement-breakpoint

CREATE OR REPLACE FUNCTION "money_records_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END
$$;--> statement-breakpoint

CREATE OR REPLACE TRIGGER "credit_notes_append_only" BEFORE UPDATE OR DELETE ON "credit_notes"
  FOR EACH ROW EXECUTE FUNCTION "money_records_append_only"();--> statement-breakpoint

CREATE OR REPLACE TRIGGER "payments_append_only" BEFORE UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "money_records_append_only"();--> statement-breakpoint

CREATE OR REPLACE TRIGGER "payment_allocations_append_only" BEFORE UPDATE OR DELETE ON "payment_allocations"
  FOR EACH ROW EXECUTE FUNCTION "money_records_append_only"();
