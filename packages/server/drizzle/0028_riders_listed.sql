CREATE INDEX "riders_created_at_id_index" ON "riders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "riders_status_name_index" ON "riders" USING btree ("status","name");