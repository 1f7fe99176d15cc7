ALTER TABLE "payments" DROP CONSTRAINT "payments_method";--> statement-breakpoint
ALTER TABLE "sale_refunds" DROP CONSTRAINT "sale_refunds_method";--> statement-breakpoint
ALTER TABLE "sale_returns" ADD COLUMN "exchange_sale_id" text;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_exchange_sale_id_sales_id_fk" FOREIGN KEY ("exchange_sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_returns_exchange_sale_id_index" ON "sale_returns" USING btree ("exchange_sale_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method" CHECK ("payments"."method" in ('cash', 'card', 'mobile', 'bankTransfer', 'cheque', 'storeCredit', 'exchange'));--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_method" CHECK ("sale_refunds"."method" in ('cash', 'card', 'mobile', 'store_credit', 'credit_note', 'exchange'));