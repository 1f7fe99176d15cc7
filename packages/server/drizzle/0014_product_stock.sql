CREATE TABLE "product_stock" (
	"product_id" text PRIMARY KEY NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"low_stock_threshold" integer NOT NULL,
	"on_sale" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_stock_low_index" ON "product_stock" USING btree ("product_id") WHERE "product_stock"."on_sale" and "product_stock"."on_hand" <= "product_stock"."low_stock_threshold";--> statement-breakpoint
CREATE INDEX "product_stock_archived_index" ON "product_stock" USING btree ("product_id") WHERE not "product_stock"."on_sale";--> statement-breakpoint
-- Issue 18: each product's stock (the sum of its items' balances) and its Low Stock rule's inputs,
-- kept by the statements that change them, as triggers, so every writer (a sale, a receipt, an
-- adjustment, the seed) keeps them true. The rows a change touches are locked in product order,
-- so two changes of the same products wait for each other instead of deadlocking.
CREATE FUNCTION "product_stock_move"(item_ids text[], quantities integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "product_stock" s
    WHERE s."product_id" IN (SELECT i."product_id" FROM "stock_items" i WHERE i."id" = ANY(item_ids))
    ORDER BY s."product_id" FOR UPDATE;
  UPDATE "product_stock" s SET "on_hand" = s."on_hand" + moved."quantity"
    FROM (
      SELECT i."product_id", sum(c."quantity")::integer AS "quantity"
      FROM unnest(item_ids, quantities) AS c("item_id", "quantity")
      JOIN "stock_items" i ON i."id" = c."item_id"
      GROUP BY i."product_id"
    ) AS moved
    WHERE s."product_id" = moved."product_id" AND moved."quantity" <> 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_stock_balances_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_stock_move"(array_agg("item_id"), array_agg("on_hand")) FROM new_balances;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_stock_balances_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_stock_move"(array_agg(n."item_id"), array_agg(n."on_hand" - o."on_hand"))
    FROM new_balances n JOIN old_balances o USING ("item_id", "bin_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_stock_balances_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_stock_move"(array_agg("item_id"), array_agg(-"on_hand")) FROM old_balances;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_stock_products_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_stock" ("product_id", "on_hand", "low_stock_threshold", "on_sale")
    SELECT "id", 0, "low_stock_threshold", NOT "archived" FROM new_products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_stock_products_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_stock" s SET "low_stock_threshold" = p."low_stock_threshold", "on_sale" = NOT p."archived"
    FROM new_products p
    WHERE s."product_id" = p."id"
      AND (s."low_stock_threshold", s."on_sale") IS DISTINCT FROM (p."low_stock_threshold", NOT p."archived");
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO "product_stock" ("product_id", "on_hand", "low_stock_threshold", "on_sale")
  SELECT p."id", coalesce(stock."on_hand", 0), p."low_stock_threshold", NOT p."archived"
  FROM "products" p
  LEFT JOIN (
    SELECT i."product_id", sum(b."on_hand")::integer AS "on_hand"
    FROM "stock_balances" b JOIN "stock_items" i ON i."id" = b."item_id"
    GROUP BY i."product_id"
  ) AS stock ON stock."product_id" = p."id";
--> statement-breakpoint
CREATE TRIGGER "product_stock_after_balances_insert" AFTER INSERT ON "stock_balances"
  REFERENCING NEW TABLE AS new_balances FOR EACH STATEMENT EXECUTE FUNCTION "product_stock_balances_inserted"();
--> statement-breakpoint
CREATE TRIGGER "product_stock_after_balances_update" AFTER UPDATE ON "stock_balances"
  REFERENCING OLD TABLE AS old_balances NEW TABLE AS new_balances
  FOR EACH STATEMENT EXECUTE FUNCTION "product_stock_balances_updated"();
--> statement-breakpoint
CREATE TRIGGER "product_stock_after_balances_delete" AFTER DELETE ON "stock_balances"
  REFERENCING OLD TABLE AS old_balances FOR EACH STATEMENT EXECUTE FUNCTION "product_stock_balances_deleted"();
--> statement-breakpoint
CREATE TRIGGER "product_stock_after_products_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION "product_stock_products_inserted"();
--> statement-breakpoint
CREATE TRIGGER "product_stock_after_products_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION "product_stock_products_updated"();
