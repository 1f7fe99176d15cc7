CREATE SEQUENCE "public"."return_request_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"sale_id" text NOT NULL,
	"delivery_id" text NOT NULL,
	"customer" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"lines" jsonb NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" text NOT NULL,
	"received_at" timestamp with time zone,
	"received_by" text,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"rejection" text,
	"return_id" text,
	CONSTRAINT "return_requests_status" CHECK ("return_requests"."status" in ('requested', 'received', 'refunded', 'rejected')),
	CONSTRAINT "return_requests_reason" CHECK ("return_requests"."reason" in ('damaged', 'wrong_item', 'not_wanted', 'other')),
	CONSTRAINT "return_requests_steps" CHECK (("return_requests"."received_at" is not null) = ("return_requests"."status" in ('received', 'refunded') or ("return_requests"."status" = 'rejected' and "return_requests"."received_by" is not null))
        and ("return_requests"."closed_at" is not null) = ("return_requests"."status" in ('refunded', 'rejected'))
        and ("return_requests"."return_id" is not null) = ("return_requests"."status" = 'refunded')
        and ("return_requests"."rejection" is not null) = ("return_requests"."status" = 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_return_id_sale_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."sale_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_requests_requested_at_id_index" ON "return_requests" USING btree ("requested_at","id");--> statement-breakpoint
CREATE INDEX "return_requests_sale_id_index" ON "return_requests" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "return_requests_open_index" ON "return_requests" USING btree ("status") WHERE "return_requests"."status" in ('requested', 'received');--> statement-breakpoint
CREATE INDEX "return_requests_id_trigram_index" ON "return_requests" USING gin ("id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "return_requests_sale_id_trigram_index" ON "return_requests" USING gin ("sale_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "return_requests_customer_trigram_index" ON "return_requests" USING gin ("customer" gin_trgm_ops);