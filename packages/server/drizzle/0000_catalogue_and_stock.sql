CREATE TABLE "bins" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"label" text NOT NULL,
	"aisle" text,
	"shelf" text,
	"position" text,
	"zone" text,
	"capacity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bins_capacity_positive" CHECK ("bins"."capacity" is null or "bins"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" text NOT NULL,
	"sku" text NOT NULL,
	"barcode" text,
	"price_cents" integer NOT NULL,
	"cost_cents" integer NOT NULL,
	"low_stock_threshold" integer NOT NULL,
	"reorder_quantity" integer NOT NULL,
	"preferred_supplier_id" text,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "products_money_not_negative" CHECK ("products"."price_cents" >= 0 and "products"."cost_cents" >= 0),
	CONSTRAINT "products_levels_not_negative" CHECK ("products"."low_stock_threshold" >= 0 and "products"."reorder_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"variant_name" text,
	"sku" text NOT NULL,
	"price_cents" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_items_sku_unique" UNIQUE("sku"),
	CONSTRAINT "stock_items_price_not_negative" CHECK ("stock_items"."price_cents" is null or "stock_items"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"item_id" text NOT NULL,
	"bin_id" text NOT NULL,
	"location_id" text NOT NULL,
	"on_hand" integer NOT NULL,
	CONSTRAINT "stock_balances_item_id_bin_id_pk" PRIMARY KEY("item_id","bin_id"),
	CONSTRAINT "stock_balances_on_hand_not_negative" CHECK ("stock_balances"."on_hand" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"bin_id" text NOT NULL,
	"location_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by" text NOT NULL,
	"document_kind" text,
	"document_id" text,
	"reason" text,
	CONSTRAINT "stock_movements_kind" CHECK ("stock_movements"."kind" in ('opening', 'receipt', 'return', 'sale', 'adjustment', 'count', 'transfer')),
	CONSTRAINT "stock_movements_quantity_not_zero" CHECK ("stock_movements"."quantity" <> 0 or "stock_movements"."kind" = 'count')
);
--> statement-breakpoint
ALTER TABLE "bins" ADD CONSTRAINT "bins_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_item_id_stock_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."stock_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_bin_id_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_item_id_stock_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."stock_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_bin_id_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bins_location_id_index" ON "bins" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "products_category_id_index" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "stock_items_product_id_index" ON "stock_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_balances_bin_id_index" ON "stock_balances" USING btree ("bin_id");--> statement-breakpoint
CREATE INDEX "stock_balances_location_id_item_id_index" ON "stock_balances" USING btree ("location_id","item_id");--> statement-breakpoint
CREATE INDEX "stock_movements_item_id_seq_index" ON "stock_movements" USING btree ("item_id","seq");--> statement-breakpoint
CREATE INDEX "stock_movements_document_kind_document_id_index" ON "stock_movements" USING btree ("document_kind","document_id");