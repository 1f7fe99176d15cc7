-- stock_items.name: an item's name kept with it (its product's, its variant's in brackets, as the
-- domain's itemName gives it), so searches by item name go through trigram indexes. The writers
-- give it; a statement's triggers rename, in one statement, the rows it wrote with any other
-- name, and a renamed product renames its items.
-- The current definitions: a migration that changes one copies it from here.

-- An item's name kept with it (its product's, its variant's in brackets, as the domain's
-- itemName gives it), so Purchase Orders' and Shelving's search by item name or SKU goes through
-- trigram indexes, not a scan of every item joined with its product. Writers give it (itemRows);
-- triggers keep it whoever writes: a statement's rows are renamed if need be, and a renamed
-- product renames its items.
CREATE OR REPLACE FUNCTION "item_name"(product_name text, variant_name text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN variant_name IS NULL THEN product_name ELSE product_name || ' (' || variant_name || ')' END
$$;

-- The rows a statement wrote whose name is not item_name's are renamed by one more statement
-- (whose own rows then all match, so it ends there). Each row is looked up by its keys: a join
-- that read every product would cost a statement of a thousand rows a scan of the catalogue.
CREATE OR REPLACE FUNCTION "stock_items_named_as_written"() RETURNS trigger LANGUAGE plpgsql
  SET enable_hashjoin = off SET enable_mergejoin = off AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n JOIN "products" p ON p."id" = n."product_id"
      WHERE n."name" IS DISTINCT FROM "item_name"(p."name", n."variant_name")) THEN
    UPDATE "stock_items" i SET "name" = "item_name"(p."name", i."variant_name")
      FROM new_rows n JOIN "products" p ON p."id" = n."product_id"
      WHERE i."id" = n."id" AND i."name" IS DISTINCT FROM "item_name"(p."name", i."variant_name");
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "product_items_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stock_items" SET "name" = "item_name"(NEW."name", "variant_name") WHERE "product_id" = NEW."id";
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "stock_items_named_after_insert" AFTER INSERT ON "stock_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stock_items_named_as_written"();

CREATE OR REPLACE TRIGGER "stock_items_named_after_update" AFTER UPDATE ON "stock_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stock_items_named_as_written"();

CREATE OR REPLACE TRIGGER "product_items_renamed" AFTER UPDATE OF "name" ON "products"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "product_items_renamed"();
