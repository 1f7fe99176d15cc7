-- catalogue_changes: a log of each product's changes for the POS (its record, its items, its
-- stock anywhere), one row per product and transaction, stamped with the changing transaction's
-- id by the statement that changes it. Rows of different transactions never conflict; the earlier
-- rows of a product are pruned by the server. A till asks for what changed since its cursor.
-- The current definitions: a migration that changes one copies it from here.

-- Each product's last change for the POS (its record, its items, its stock anywhere),
-- stamped with the changing transaction's id by the statement that changes it. Rows are taken in
-- product order, so two statements never wait on each other's rows the other way round.
CREATE OR REPLACE FUNCTION "catalogue_changed"(product_ids text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "catalogue_changes" ("product_id", "changed")
    SELECT DISTINCT p."id", pg_current_xact_id()::text::bigint
    FROM unnest(product_ids) AS p("id") WHERE p."id" IS NOT NULL
  ON CONFLICT DO NOTHING;
$$;

-- Only balances whose on hand moved: a bin's first 0 (written before a change locks its
-- balances) changes nothing a till shows.
CREATE OR REPLACE FUNCTION "pos_catalogue_balances_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "catalogue_changed"(array(SELECT i."product_id" FROM new_rows b
      JOIN "stock_items" i ON i."id" = b."item_id" WHERE b."on_hand" <> 0));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "catalogue_changed"(array(SELECT i."product_id" FROM old_rows b
      JOIN "stock_items" i ON i."id" = b."item_id" WHERE b."on_hand" <> 0));
  ELSE
    PERFORM "catalogue_changed"(array(SELECT i."product_id"
      FROM new_rows n FULL JOIN old_rows o ON o."item_id" = n."item_id" AND o."bin_id" = n."bin_id"
      JOIN "stock_items" i ON i."id" = coalesce(n."item_id", o."item_id")
      WHERE n."on_hand" IS DISTINCT FROM o."on_hand"));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "pos_catalogue_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "catalogue_changed"(array(SELECT "id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "catalogue_changed"(array(SELECT "id" FROM old_rows));
  ELSE
    PERFORM "catalogue_changed"(array(SELECT "id" FROM new_rows UNION SELECT "id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "pos_catalogue_items_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "catalogue_changed"(array(SELECT "product_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "catalogue_changed"(array(SELECT "product_id" FROM old_rows));
  ELSE
    PERFORM "catalogue_changed"(array(SELECT "product_id" FROM new_rows UNION SELECT "product_id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;

-- A category renamed renames the POS's tiles of its products.
CREATE OR REPLACE FUNCTION "pos_catalogue_category_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "catalogue_changed"(array(
    SELECT p."id" FROM "products" p JOIN new_rows c ON c."id" = p."category_id"));
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "pos_catalogue_after_balances_inserted" AFTER INSERT ON "stock_balances"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_balances_changed"();

CREATE OR REPLACE TRIGGER "pos_catalogue_after_balances_updated" AFTER UPDATE ON "stock_balances"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_balances_changed"();

CREATE OR REPLACE TRIGGER "pos_catalogue_after_balances_deleted" AFTER DELETE ON "stock_balances"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_balances_changed"();

CREATE OR REPLACE TRIGGER "pos_catalogue_after_products_inserted" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_products_changed"();

CREATE OR REPLACE TRIGGER "pos_catalogue_after_products_updated" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_products_changed"();

CREATE OR REPLACE TRIGGER "pos_catalogue_after_products_deleted" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_products_changed"();

CREATE OR REPLACE TRIGGER "pos_catalogue_after_items_inserted" AFTER INSERT ON "stock_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_items_changed"();

CREATE OR REPLACE TRIGGER "pos_catalogue_after_items_updated" AFTER UPDATE ON "stock_items"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_items_changed"();

CREATE OR REPLACE TRIGGER "pos_catalogue_after_items_deleted" AFTER DELETE ON "stock_items"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_items_changed"();

CREATE OR REPLACE TRIGGER "pos_catalogue_after_categories_updated" AFTER UPDATE ON "categories"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_category_renamed"();

-- Custom SQL migration file, put your code below! --
-- emptying the catalogue (the tests' reset to the sample) leaves no row per product to
-- say what went; one row for every product ('*') tells a till its next read must be whole.
CREATE OR REPLACE FUNCTION "pos_catalogue_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "catalogue_changed"(array['*']);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "pos_catalogue_after_products_truncated" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_truncated"();

CREATE OR REPLACE TRIGGER "pos_catalogue_after_balances_truncated" AFTER TRUNCATE ON "stock_balances"
  FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_truncated"();
