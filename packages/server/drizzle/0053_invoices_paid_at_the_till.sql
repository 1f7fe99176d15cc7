-- Invoices issued before paid_at_sale_cents (0049) of sales paid at the till, and untouched since
-- (nothing paid against them, nothing credited): what the till took (tenders less change, up to
-- the invoice's total) is paid from the start, as invoices issued since are, and their customers no
-- longer owe it. One paid or credited since is left as its documents say: its till payment beyond
-- what it still owed would have to become the customer's store credit through a document of its
-- own, which a migration does not issue. A frozen invoice changes only here.
ALTER TABLE "invoices" DISABLE TRIGGER "invoices_frozen";--> statement-breakpoint
WITH "till" AS (
  SELECT i."number", LEAST(t."cents" - coalesce(s."change_cents", 0), i."total_cents") AS "cents"
    FROM "invoices" i
    JOIN "sales" s ON s."id" = i."sale_id"
    JOIN (SELECT "sale_id", sum("amount_cents") AS "cents" FROM "sale_tenders" GROUP BY "sale_id") t
      ON t."sale_id" = s."id"
   WHERE i."paid_at_sale_cents" = 0 AND i."paid_cents" = 0 AND i."credited_cents" = 0
), "paid" AS (
  UPDATE "invoices" i
     SET "paid_at_sale_cents" = "till"."cents", "paid_cents" = "till"."cents"
    FROM "till"
   WHERE i."number" = "till"."number" AND "till"."cents" > 0
  RETURNING i."customer_id", "till"."cents"
)
UPDATE "customers" c
   SET "owed_cents" = c."owed_cents" - p."cents"
  FROM (SELECT "customer_id", sum("cents") AS "cents" FROM "paid" GROUP BY "customer_id") p
 WHERE c."id" = p."customer_id";--> statement-breakpoint
ALTER TABLE "invoices" ENABLE TRIGGER "invoices_frozen";
