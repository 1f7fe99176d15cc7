-- Issue 18: Delivery Management a page at a time, newest first, searched through trigram indexes,
-- its stat cards counted by status.
DROP INDEX "deliveries_created_at_index";--> statement-breakpoint
CREATE INDEX "deliveries_created_at_id_index" ON "deliveries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "deliveries_id_trigram_index" ON "deliveries" USING gin ("id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deliveries_order_id_trigram_index" ON "deliveries" USING gin ("order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deliveries_customer_trigram_index" ON "deliveries" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deliveries_status_created_at_id_index" ON "deliveries" USING btree ("status","created_at","id");