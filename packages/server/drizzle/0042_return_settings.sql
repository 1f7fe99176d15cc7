-- Settings stored before returns: a 30-day return window and a $200.00 cashier refund limit, as by default.
UPDATE "business_documents" SET "value" = jsonb_set("value", '{store,returnWindowDays}', '30')
  WHERE "name" = 'settings' AND NOT ("value"->'store' ? 'returnWindowDays');--> statement-breakpoint
UPDATE "business_documents" SET "value" = jsonb_set("value", '{store,cashierRefundLimit}', '20000')
  WHERE "name" = 'settings' AND NOT ("value"->'store' ? 'cashierRefundLimit');
