-- Trigram indexes for substring search (issue 18); pg_trgm ships with PostgreSQL and is a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "sales_created_at_index";--> statement-breakpoint
CREATE INDEX "sales_created_at_id_index" ON "sales" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sales_id_trigram_index" ON "sales" USING gin ("id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_customer_trigram_index" ON "sales" USING gin ("customer" gin_trgm_ops);