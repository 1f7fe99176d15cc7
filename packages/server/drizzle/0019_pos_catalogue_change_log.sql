-- Issue 18, from review: catalogue_changes becomes a log, one row per product and transaction.
-- Upserting one row per product made every writer lock it until commit: a sale (holding a
-- balance, then its product's row here) and a transfer or a product edit (holding the row, then
-- waiting for that balance or an item) could deadlock. Rows of different transactions never
-- conflict now; the earlier rows of a product are pruned by the server.
ALTER TABLE "catalogue_changes" DROP CONSTRAINT "catalogue_changes_pkey";--> statement-breakpoint
ALTER TABLE "catalogue_changes" ADD CONSTRAINT "catalogue_changes_product_id_changed_pk" PRIMARY KEY("product_id","changed");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalogue_changed"(product_ids text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "catalogue_changes" ("product_id", "changed")
    SELECT DISTINCT p."id", pg_current_xact_id()::text::bigint
    FROM unnest(product_ids) AS p("id") WHERE p."id" IS NOT NULL
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
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
--> statement-breakpoint
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
--> statement-breakpoint
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
