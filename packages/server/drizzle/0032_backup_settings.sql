-- Settings stored before automatic backups had a time and a count get their defaults (02:00, the newest 7 kept).
UPDATE "business_documents" SET "value" = jsonb_set("value", '{backup}', '{"timeOfDay": "02:00", "keep": 7}')
  WHERE "name" = 'settings' AND NOT ("value" ? 'backup');
