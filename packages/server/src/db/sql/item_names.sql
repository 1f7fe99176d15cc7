-- stock_items.name: an item's name kept with it (its product's, its variant's in brackets, as the
-- domain's itemName gives it), so searches by item name go through trigram indexes. An item takes
-- its name as it is written, and a renamed product renames its items.
-- The current definitions: a migration that changes one copies it from here.

-- An item's name kept with it (its product's, its variant's in brackets, as the domain's
-- itemName gives it), so Purchase Orders' and Shelving's search by item name or SKU goes through
-- trigram indexes, not a scan of every item joined with its product. Triggers keep it: an item
-- takes its name as it is written, and a renamed product renames its items.
CREATE OR REPLACE FUNCTION "item_name"(product_name text, variant_name text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN variant_name IS NULL THEN product_name ELSE product_name || ' (' || variant_name || ')' END
$$;

CREATE OR REPLACE FUNCTION "stock_item_named"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."name" := "item_name"((SELECT "name" FROM "products" WHERE "id" = NEW."product_id"), NEW."variant_name");
  RETURN NEW;
END $$;

CREATE OR REPLACE FUNCTION "product_items_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stock_items" SET "name" = "item_name"(NEW."name", "variant_name") WHERE "product_id" = NEW."id";
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "stock_items_named" BEFORE INSERT OR UPDATE ON "stock_items"
  FOR EACH ROW EXECUTE FUNCTION "stock_item_named"();

CREATE OR REPLACE TRIGGER "product_items_renamed" AFTER UPDATE OF "name" ON "products"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "product_items_renamed"();
