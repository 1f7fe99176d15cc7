CREATE TABLE "business_documents" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('low_stock', 'new_order', 'rider_assignment'))
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"customer_address" text NOT NULL,
	"rider_id" text,
	"items" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text NOT NULL,
	"priority" text NOT NULL,
	"estimated_time" text NOT NULL,
	"ordered_at" text NOT NULL,
	"pickup_time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_amounts_not_negative" CHECK ("deliveries"."total_cents" >= 0 and "deliveries"."items" >= 0)
);
--> statement-breakpoint
CREATE TABLE "riders" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"vehicle_number" text NOT NULL,
	"status" text NOT NULL,
	"rating" real NOT NULL,
	"total_deliveries" integer NOT NULL,
	"completed_today" integer NOT NULL,
	"earnings_today_cents" integer NOT NULL,
	"earnings_total_cents" integer NOT NULL,
	"current_location" text NOT NULL,
	"zone" text NOT NULL,
	"joined_date" text NOT NULL,
	"last_active" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"total_orders" integer NOT NULL,
	"total_spent_cents" integer NOT NULL,
	"last_order" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"purchase_order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "purchase_order_lines_purchase_order_id_line_no_pk" PRIMARY KEY("purchase_order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"order_date" text NOT NULL,
	"expected_delivery" text NOT NULL,
	"notes" text NOT NULL,
	"priority" text NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_total_not_negative" CHECK ("purchase_orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_lines" (
	"sale_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"item_id" text NOT NULL,
	"name" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "sale_lines_sale_id_line_no_pk" PRIMARY KEY("sale_id","line_no"),
	CONSTRAINT "sale_lines_positive" CHECK ("sale_lines"."quantity" > 0 and "sale_lines"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" text PRIMARY KEY NOT NULL,
	"customer" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"date" text NOT NULL,
	"items" integer NOT NULL,
	"location_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" text,
	"idempotency_key" text,
	"fingerprint" text,
	"delivery_id" text,
	CONSTRAINT "sales_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sales_amount_not_negative" CHECK ("sales"."amount_cents" >= 0 and "sales"."items" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "category_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_item_id_stock_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."stock_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_created_at_index" ON "deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deliveries_rider_id_index" ON "deliveries" USING btree ("rider_id");--> statement-breakpoint
CREATE INDEX "sale_lines_item_id_index" ON "sale_lines" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "sales_created_at_index" ON "sales" USING btree ("created_at");