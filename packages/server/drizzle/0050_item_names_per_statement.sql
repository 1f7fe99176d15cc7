-- An item's name is given by its writer and checked once per statement, not looked up by a
-- trigger for every row (ADR 010): a statement's rows with another name are renamed in one more
-- statement. Definitions as in src/db/sql/item_names.sql.
DROP TRIGGER "stock_items_named" ON "stock_items";--> statement-breakpoint
DROP FUNCTION "stock_item_named"();--> statement-breakpoint
CREATE FUNCTION "stock_items_named_as_written"() RETURNS trigger LANGUAGE plpgsql
  SET enable_hashjoin = off SET enable_mergejoin = off AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n JOIN "products" p ON p."id" = n."product_id"
      WHERE n."name" IS DISTINCT FROM "item_name"(p."name", n."variant_name")) THEN
    UPDATE "stock_items" i SET "name" = "item_name"(p."name", i."variant_name")
      FROM new_rows n JOIN "products" p ON p."id" = n."product_id"
      WHERE i."id" = n."id" AND i."name" IS DISTINCT FROM "item_name"(p."name", i."variant_name");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "stock_items_named_after_insert" AFTER INSERT ON "stock_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stock_items_named_as_written"();--> statement-breakpoint
CREATE TRIGGER "stock_items_named_after_update" AFTER UPDATE ON "stock_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stock_items_named_as_written"();
