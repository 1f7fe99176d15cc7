ALTER TABLE "staff_sessions" ADD COLUMN "idle_minutes" integer DEFAULT 480 NOT NULL;--> statement-breakpoint
-- Settings stored before the till's own idle limit get its default.
UPDATE "business_documents" SET "value" = jsonb_set("value", '{store,tillIdleMinutes}', '30')
  WHERE "name" = 'settings' AND NOT ("value"->'store' ? 'tillIdleMinutes');
