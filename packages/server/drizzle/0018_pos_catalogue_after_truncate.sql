-- Custom SQL migration file, put your code below! --
-- Issue 18: emptying the catalogue (the tests' reset to the sample) leaves no row per product to
-- say what went; one row for every product ('*') tells a till its next read must be whole.
CREATE FUNCTION "pos_catalogue_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "catalogue_changed"(array['*']);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pos_catalogue_after_products_truncated" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_truncated"();
--> statement-breakpoint
CREATE TRIGGER "pos_catalogue_after_balances_truncated" AFTER TRUNCATE ON "stock_balances"
  FOR EACH STATEMENT EXECUTE FUNCTION "pos_catalogue_truncated"();
