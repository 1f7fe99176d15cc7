-- stock_units: the units on hand of the products on sale, kept in the statement that changes
-- product_stock, one row per backend (pg_backend_pid): two transactions at once never share a row,
-- so a sale never waits on another for the total, and rows are always taken after the products
-- (no deadlock). The dashboard sums the rows instead of every product.
-- The current definitions: a migration that changes one copies it from here.

-- The units on hand of the products on sale, kept in the statement that changes
-- product_stock, one row per backend (pg_backend_pid): two transactions at once never share a row,
-- so a sale never waits on another for the total, and rows are always taken after the products
-- (no deadlock). The dashboard sums the rows instead of 100,000 products.
CREATE OR REPLACE FUNCTION "stock_units_add"(delta bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta <> 0 THEN
    INSERT INTO "stock_units" ("backend", "units") VALUES (pg_backend_pid(), delta)
      ON CONFLICT ("backend") DO UPDATE SET "units" = "stock_units"."units" + excluded."units";
  END IF;
END $$;

CREATE OR REPLACE FUNCTION "stock_units_product_stock_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "stock_units_add"((SELECT coalesce(sum("on_hand") FILTER (WHERE "on_sale"), 0) FROM new_stock));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "stock_units_product_stock_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "stock_units_add"(
    (SELECT coalesce(sum("on_hand") FILTER (WHERE "on_sale"), 0) FROM new_stock)
      - (SELECT coalesce(sum("on_hand") FILTER (WHERE "on_sale"), 0) FROM old_stock));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "stock_units_product_stock_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "stock_units_add"(-(SELECT coalesce(sum("on_hand") FILTER (WHERE "on_sale"), 0) FROM old_stock));
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "stock_units_after_product_stock_insert" AFTER INSERT ON "product_stock"
  REFERENCING NEW TABLE AS new_stock FOR EACH STATEMENT EXECUTE FUNCTION "stock_units_product_stock_inserted"();

CREATE OR REPLACE TRIGGER "stock_units_after_product_stock_update" AFTER UPDATE ON "product_stock"
  REFERENCING OLD TABLE AS old_stock NEW TABLE AS new_stock
  FOR EACH STATEMENT EXECUTE FUNCTION "stock_units_product_stock_updated"();

CREATE OR REPLACE TRIGGER "stock_units_after_product_stock_delete" AFTER DELETE ON "product_stock"
  REFERENCING OLD TABLE AS old_stock FOR EACH STATEMENT EXECUTE FUNCTION "stock_units_product_stock_deleted"();
