CREATE SEQUENCE "public"."delivery_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."product_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."purchase_order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."rider_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."sale_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- A database made before these sequences: each continues after its kind's highest id.
SELECT setval('product_numbers', greatest(coalesce((SELECT max(substr(id, 2)::bigint) FROM products WHERE id ~ '^P[0-9]+$'), 0), 1), coalesce((SELECT max(substr(id, 2)::bigint) FROM products WHERE id ~ '^P[0-9]+$'), 0) > 0);--> statement-breakpoint
SELECT setval('sale_numbers', greatest(coalesce((SELECT max(substr(id, 5)::bigint) FROM sales WHERE id ~ '^ORD-[0-9]+$'), 0), 1), coalesce((SELECT max(substr(id, 5)::bigint) FROM sales WHERE id ~ '^ORD-[0-9]+$'), 0) > 0);--> statement-breakpoint
SELECT setval('delivery_numbers', greatest(coalesce((SELECT max(substr(id, 5)::bigint) FROM deliveries WHERE id ~ '^DEL-[0-9]+$'), 0), 1), coalesce((SELECT max(substr(id, 5)::bigint) FROM deliveries WHERE id ~ '^DEL-[0-9]+$'), 0) > 0);--> statement-breakpoint
SELECT setval('rider_numbers', greatest(coalesce((SELECT max(substr(id, 5)::bigint) FROM riders WHERE id ~ '^RDR-[0-9]+$'), 0), 1), coalesce((SELECT max(substr(id, 5)::bigint) FROM riders WHERE id ~ '^RDR-[0-9]+$'), 0) > 0);--> statement-breakpoint
SELECT setval('purchase_order_numbers', greatest(coalesce((SELECT max(substr(id, 4)::bigint) FROM purchase_orders WHERE id ~ '^PO-[0-9]+$'), 0), 1), coalesce((SELECT max(substr(id, 4)::bigint) FROM purchase_orders WHERE id ~ '^PO-[0-9]+$'), 0) > 0);--> statement-breakpoint
-- A database made before the receiving bin was a setting: the warehouse's first bin, as before.
INSERT INTO business_documents (name, value) SELECT 'receiving', jsonb_build_object('binId', (SELECT id FROM bins ORDER BY created_at DESC, id LIMIT 1)) WHERE EXISTS (SELECT 1 FROM bins) ON CONFLICT DO NOTHING;
