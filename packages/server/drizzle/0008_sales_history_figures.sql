ALTER TABLE "sales" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_date_index" ON "sales" USING btree ("date");--> statement-breakpoint
CREATE INDEX "sales_customer_id_date_index" ON "sales" USING btree ("customer_id","date");--> statement-breakpoint
CREATE INDEX "stock_movements_at_index" ON "stock_movements" USING btree ("at");--> statement-breakpoint
-- A business kept before this version: its sales name their customers, so their figures can be summed.
UPDATE "sales" SET "customer_id" = "customers"."id" FROM "customers" WHERE "sales"."customer" = "customers"."name";--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "total_orders";--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "total_spent_cents";--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "last_order";--> statement-breakpoint
DELETE FROM "business_documents" WHERE "name" = 'figures';
