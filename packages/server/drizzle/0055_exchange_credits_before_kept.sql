-- Exchanges recorded before their credit's tenders were kept: their credit went back as cash
-- when the new sale was returned, so it is recorded as having come from cash (each return's
-- whole exchange refund, once).
INSERT INTO "exchange_credits" ("return_id", "method", "amount_cents")
SELECT f."return_id", 'cash', f."amount_cents"
  FROM "sale_refunds" f
 WHERE f."method" = 'exchange'
   AND NOT EXISTS (SELECT 1 FROM "exchange_credits" c WHERE c."return_id" = f."return_id");
