-- product_stock: each product's stock (the sum of its items' balances) and its Low Stock rule's
-- inputs, kept by the statements that change them, as triggers, so every writer (a sale, a
-- receipt, an adjustment, the seed) keeps them true. The rows a change touches are locked in
-- product order, so two changes of the same products wait for each other instead of deadlocking.
-- The current definitions: a migration that changes one copies it from here.

-- product_stock locks only the products whose stock a statement changes.
-- A change's first step writes a 0 balance for a bin's first unit; locking its product then, before
-- the change locks its balances, could deadlock with a sale holding one of those balances.
CREATE OR REPLACE FUNCTION "product_stock_move"(item_ids text[], quantities integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  moved_products text[];
  moved_quantities integer[];
BEGIN
  SELECT array_agg(moved."product_id" ORDER BY moved."product_id"), array_agg(moved."quantity" ORDER BY moved."product_id")
    INTO moved_products, moved_quantities
    FROM (
      SELECT i."product_id", sum(c."quantity")::integer AS "quantity"
      FROM unnest(item_ids, quantities) AS c("item_id", "quantity")
      JOIN "stock_items" i ON i."id" = c."item_id"
      WHERE c."quantity" <> 0
      GROUP BY i."product_id"
    ) AS moved
    WHERE moved."quantity" <> 0;
  IF moved_products IS NULL THEN
    RETURN;
  END IF;
  PERFORM 1 FROM "product_stock" s WHERE s."product_id" = ANY(moved_products) ORDER BY s."product_id" FOR UPDATE;
  UPDATE "product_stock" s SET "on_hand" = s."on_hand" + m."quantity"
    FROM unnest(moved_products, moved_quantities) AS m("product_id", "quantity")
    WHERE s."product_id" = m."product_id";
END $$;

CREATE OR REPLACE FUNCTION "product_stock_balances_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_stock_move"(array_agg("item_id"), array_agg("on_hand")) FROM new_balances;
  RETURN NULL;
END $$;

-- An updated balance counts as its old row taken away and its new row added: right even if an
-- update moved a balance to another item or bin.
CREATE OR REPLACE FUNCTION "product_stock_balances_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_stock_move"(array_agg(changed."item_id"), array_agg(changed."on_hand"))
    FROM (
      SELECT "item_id", "on_hand" FROM new_balances
      UNION ALL
      SELECT "item_id", -"on_hand" FROM old_balances
    ) AS changed;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "product_stock_balances_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_stock_move"(array_agg("item_id"), array_agg(-"on_hand")) FROM old_balances;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "product_stock_products_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_stock" ("product_id", "on_hand", "low_stock_threshold", "on_sale")
    SELECT "id", 0, "low_stock_threshold", NOT "archived" FROM new_products;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "product_stock_products_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_stock" s SET "low_stock_threshold" = p."low_stock_threshold", "on_sale" = NOT p."archived"
    FROM new_products p
    WHERE s."product_id" = p."id"
      AND (s."low_stock_threshold", s."on_sale") IS DISTINCT FROM (p."low_stock_threshold", NOT p."archived");
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "product_stock_after_balances_insert" AFTER INSERT ON "stock_balances"
  REFERENCING NEW TABLE AS new_balances FOR EACH STATEMENT EXECUTE FUNCTION "product_stock_balances_inserted"();

CREATE OR REPLACE TRIGGER "product_stock_after_balances_update" AFTER UPDATE ON "stock_balances"
  REFERENCING OLD TABLE AS old_balances NEW TABLE AS new_balances
  FOR EACH STATEMENT EXECUTE FUNCTION "product_stock_balances_updated"();

CREATE OR REPLACE TRIGGER "product_stock_after_balances_delete" AFTER DELETE ON "stock_balances"
  REFERENCING OLD TABLE AS old_balances FOR EACH STATEMENT EXECUTE FUNCTION "product_stock_balances_deleted"();

CREATE OR REPLACE TRIGGER "product_stock_after_products_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION "product_stock_products_inserted"();

CREATE OR REPLACE TRIGGER "product_stock_after_products_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION "product_stock_products_updated"();

-- An item given to another product takes its stock with it.
CREATE OR REPLACE FUNCTION "product_stock_item_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  held integer;
BEGIN
  SELECT coalesce(sum("on_hand"), 0)::integer INTO held FROM "stock_balances" WHERE "item_id" = NEW."id";
  IF held <> 0 THEN
    PERFORM 1 FROM "product_stock" WHERE "product_id" IN (OLD."product_id", NEW."product_id")
      ORDER BY "product_id" FOR UPDATE;
    UPDATE "product_stock" SET "on_hand" = "on_hand" - held WHERE "product_id" = OLD."product_id";
    UPDATE "product_stock" SET "on_hand" = "on_hand" + held WHERE "product_id" = NEW."product_id";
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "product_stock_after_item_moved" AFTER UPDATE OF "product_id" ON "stock_items"
  FOR EACH ROW WHEN (OLD."product_id" IS DISTINCT FROM NEW."product_id")
  EXECUTE FUNCTION "product_stock_item_moved"();
