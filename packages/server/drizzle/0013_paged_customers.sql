CREATE INDEX "customers_created_at_id_index" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customers_name_trigram_index" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trigram_index" ON "customers" USING gin ("email" gin_trgm_ops);