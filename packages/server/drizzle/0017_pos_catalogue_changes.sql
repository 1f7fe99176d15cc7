CREATE TABLE "catalogue_changes" (
	"product_id" text PRIMARY KEY NOT NULL,
	"changed" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_changes_changed_index" ON "catalogue_changes" USING btree ("changed");--> statement-breakpoint
-- Issue 18: each product's last change for the POS (its record, its items, its stock anywhere),
-- stamped with the changing transaction's id by the statement that changes it. Rows are taken in
-- product order, so two statements never wait on each other's rows the other way round.
CREATE FUNCTION "catalogue_changed"(product_ids text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "catalogue_changes" ("product_id", "changed")
    SELECT DISTINCT p."id", pg_current_xact_id()::text::bigint
    FROM unnest(product_ids) AS p("id") WHERE p."id" IS NOT NULL ORDER BY 1
  ON CONFLICT ("product_id") DO UPDATE SET "changed" = excluded."changed"
    WHERE "catalogue_changes"."changed" <> excluded."changed";
$$;
--> statement-breakpoint
CREATE FUNCTION "pos_catalogue_balances_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM "catalogue_changed"(array(SELECT i."product_id" FROM new_rows b JOIN "stock_items" i ON i."id" = b."item_id"));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM "catalogue_changed"(array(SELECT i."product_id" FROM old_rows b JOIN "stock_items" i ON i."id" = b."item_id"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "pos_catalogue_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM "catalogue_changed"(array(SELECT "id" FROM new_rows));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM "catalogue_changed"(array(SELECT "id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "pos_catalogue_items_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM "catalogue_changed"(array(SELECT "product_id" FROM new_rows));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM "catalogue_changed"(array(SELECT "product_id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A category renamed renames the POS's tiles of its products.
CREATE FUNCTION "pos_catalogue_category_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "catalogue_changed"(array(
    SELECT p."id" FROM "products" p JOIN new_rows c ON c."id" = p."category_id"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pos_catalogue_after_balances_inserted" AFTER INSERT ON "stock_balances"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_balances_changed"();
--> statement-breakpoint
CREATE TRIGGER "pos_catalogue_after_balances_updated" AFTER UPDATE ON "stock_balances"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_balances_changed"();
--> statement-breakpoint
CREATE TRIGGER "pos_catalogue_after_balances_deleted" AFTER DELETE ON "stock_balances"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_balances_changed"();
--> statement-breakpoint
CREATE TRIGGER "pos_catalogue_after_products_inserted" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_products_changed"();
--> statement-breakpoint
CREATE TRIGGER "pos_catalogue_after_products_updated" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_products_changed"();
--> statement-breakpoint
CREATE TRIGGER "pos_catalogue_after_products_deleted" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_products_changed"();
--> statement-breakpoint
CREATE TRIGGER "pos_catalogue_after_items_inserted" AFTER INSERT ON "stock_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_items_changed"();
--> statement-breakpoint
CREATE TRIGGER "pos_catalogue_after_items_updated" AFTER UPDATE ON "stock_items"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_items_changed"();
--> statement-breakpoint
CREATE TRIGGER "pos_catalogue_after_items_deleted" AFTER DELETE ON "stock_items"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_items_changed"();
--> statement-breakpoint
CREATE TRIGGER "pos_catalogue_after_categories_updated" AFTER UPDATE ON "categories"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_category_renamed"();
