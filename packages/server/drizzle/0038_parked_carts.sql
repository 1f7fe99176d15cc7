CREATE TABLE "parked_carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"cart_discount" jsonb,
	"customer_id" text,
	"parked_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parked_carts" ADD CONSTRAINT "parked_carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parked_carts_created_at_id_index" ON "parked_carts" USING btree ("created_at","id");