-- Issue 14: the location the Point of Sale sells from becomes a setting (Settings → Store), kept
-- in the settings document instead of a document of its own.
UPDATE "business_documents" AS settings
SET "value" = jsonb_set(settings."value", '{store,posLocationId}', pos."value" -> 'locationId')
FROM "business_documents" AS pos
WHERE settings."name" = 'settings' AND pos."name" = 'pos' AND pos."value" -> 'locationId' IS NOT NULL;--> statement-breakpoint
DELETE FROM "business_documents" WHERE "name" = 'pos' AND EXISTS (
  SELECT 1 FROM "business_documents" WHERE "name" = 'settings' AND "value" #> '{store,posLocationId}' IS NOT NULL
);
