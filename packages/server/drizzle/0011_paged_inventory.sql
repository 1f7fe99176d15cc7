CREATE INDEX "products_created_at_id_index" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_name_sort_index" ON "products" USING btree (lower("name") collate "C","id" collate "C");--> statement-breakpoint
CREATE INDEX "products_price_sort_index" ON "products" USING btree ("price_cents","id" collate "C");--> statement-breakpoint
CREATE INDEX "products_name_trigram_index" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_trigram_index" ON "products" USING gin ("sku" gin_trgm_ops);