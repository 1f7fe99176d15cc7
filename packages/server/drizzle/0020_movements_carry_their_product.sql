DROP INDEX "stock_movements_at_index";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "product_id" text;--> statement-breakpoint
UPDATE "stock_movements" SET "product_id" = "stock_items"."product_id" FROM "stock_items" WHERE "stock_items"."id" = "stock_movements"."item_id";--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "product_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_movements_at_product_id_quantity_index" ON "stock_movements" USING btree ("at","product_id","quantity");