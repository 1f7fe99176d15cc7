-- Barcodes: each item's code (its variant's, or its product's own), one item's only across every
-- product and variant (the unique index), looked up whole by the till and Inventory's search.
ALTER TABLE "stock_items" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_barcode_unique" UNIQUE("barcode");--> statement-breakpoint
-- A product's own code, when one was kept, is its item's.
UPDATE "stock_items" AS i SET "barcode" = p."barcode"
  FROM "products" AS p WHERE i."id" = p."id" AND p."barcode" IS NOT NULL;
