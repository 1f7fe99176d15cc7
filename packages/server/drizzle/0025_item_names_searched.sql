-- Issue 18: an item's name kept with it (its product's, its variant's in brackets, as the domain's
-- itemName gives it), so Purchase Orders' and Shelving's search by item name or SKU goes through
-- trigram indexes, not a scan of every item joined with its product. Triggers keep it: an item
-- takes its name as it is written, and a renamed product renames its items.
CREATE FUNCTION "item_name"(product_name text, variant_name text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN variant_name IS NULL THEN product_name ELSE product_name || ' (' || variant_name || ')' END
$$;
--> statement-breakpoint
CREATE FUNCTION "stock_item_named"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."name" := "item_name"((SELECT "name" FROM "products" WHERE "id" = NEW."product_id"), NEW."variant_name");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_items_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stock_items" SET "name" = "item_name"(NEW."name", "variant_name") WHERE "product_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "name" text DEFAULT '';--> statement-breakpoint
-- The items there are now are named without telling the tills: nothing they show changes.
ALTER TABLE "stock_items" DISABLE TRIGGER "pos_catalogue_after_items_updated";--> statement-breakpoint
UPDATE "stock_items" AS i SET "name" = "item_name"(p."name", i."variant_name")
  FROM "products" AS p WHERE p."id" = i."product_id";--> statement-breakpoint
ALTER TABLE "stock_items" ENABLE TRIGGER "pos_catalogue_after_items_updated";--> statement-breakpoint
ALTER TABLE "stock_items" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
CREATE TRIGGER "stock_items_named" BEFORE INSERT OR UPDATE ON "stock_items"
  FOR EACH ROW EXECUTE FUNCTION "stock_item_named"();--> statement-breakpoint
CREATE TRIGGER "product_items_renamed" AFTER UPDATE OF "name" ON "products"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "product_items_renamed"();--> statement-breakpoint
CREATE INDEX "stock_items_name_trigram_index" ON "stock_items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_items_sku_trigram_index" ON "stock_items" USING gin ("sku" gin_trgm_ops);
