CREATE SEQUENCE "public"."supplier_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "lead_time_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A database that already has suppliers: new numbers continue after its highest.
SELECT setval('supplier_numbers', greatest(coalesce((SELECT max(substr(id, 5)::bigint) FROM suppliers WHERE id ~ '^SUP-[0-9]+$'), 0), 1), coalesce((SELECT max(substr(id, 5)::bigint) FROM suppliers WHERE id ~ '^SUP-[0-9]+$'), 0) > 0);
