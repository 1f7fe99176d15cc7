-- customers.first_order: each customer's first counted order day, set by the statement that
-- records the sale (only a customer's first sale changes it), and worked out again for the
-- customers of a sale changed or removed.
-- The current definitions: a migration that changes one copies it from here.

-- Each customer's first counted order day, set by the statement that records the sale
-- (only a customer's first sale changes it), and worked out again for the customers of a sale
-- changed or removed.
CREATE OR REPLACE FUNCTION "customer_first_order_sales_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "customers" c SET "first_order_date" = f."first_order"
    FROM (
      SELECT "customer_id", min("date") AS "first_order" FROM new_sales
      WHERE "status" <> 'cancelled' AND "customer_id" IS NOT NULL GROUP BY "customer_id"
    ) AS f
    WHERE c."id" = f."customer_id" AND (c."first_order_date" IS NULL OR f."first_order" < c."first_order_date");
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "customer_first_order_again"(customer_ids text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "customers" c SET "first_order_date" = (
    SELECT min(s."date") FROM "sales" s WHERE s."customer_id" = c."id" AND s."status" <> 'cancelled')
  WHERE c."id" = ANY(customer_ids);
$$;

CREATE OR REPLACE FUNCTION "customer_first_order_sales_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "customer_first_order_again"(array_agg(DISTINCT "customer_id"))
    FROM (SELECT "customer_id" FROM old_sales UNION SELECT "customer_id" FROM new_sales) AS touched
    WHERE "customer_id" IS NOT NULL;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "customer_first_order_sales_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "customer_first_order_again"(array_agg(DISTINCT "customer_id")) FROM old_sales
    WHERE "customer_id" IS NOT NULL;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "customer_first_order_after_sales_insert" AFTER INSERT ON "sales"
  REFERENCING NEW TABLE AS new_sales FOR EACH STATEMENT EXECUTE FUNCTION "customer_first_order_sales_inserted"();

CREATE OR REPLACE TRIGGER "customer_first_order_after_sales_update" AFTER UPDATE ON "sales"
  REFERENCING OLD TABLE AS old_sales NEW TABLE AS new_sales
  FOR EACH STATEMENT EXECUTE FUNCTION "customer_first_order_sales_updated"();

CREATE OR REPLACE TRIGGER "customer_first_order_after_sales_delete" AFTER DELETE ON "sales"
  REFERENCING OLD TABLE AS old_sales FOR EACH STATEMENT EXECUTE FUNCTION "customer_first_order_sales_deleted"();
