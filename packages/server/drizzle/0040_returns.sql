CREATE SEQUENCE "public"."return_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sale_refunds" (
	"return_id" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "sale_refunds_return_id_method_pk" PRIMARY KEY("return_id","method"),
	CONSTRAINT "sale_refunds_positive" CHECK ("sale_refunds"."amount_cents" > 0),
	CONSTRAINT "sale_refunds_method" CHECK ("sale_refunds"."method" in ('cash', 'card', 'mobile'))
);
--> statement-breakpoint
CREATE TABLE "sale_return_lines" (
	"return_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"item_id" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"bin_id" text,
	"refund_cents" integer NOT NULL,
	CONSTRAINT "sale_return_lines_return_id_line_no_pk" PRIMARY KEY("return_id","line_no"),
	CONSTRAINT "sale_return_lines_positive" CHECK ("sale_return_lines"."quantity" > 0 and "sale_return_lines"."refund_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_returns" (
	"id" text PRIMARY KEY NOT NULL,
	"sale_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"refund_cents" integer NOT NULL,
	"drawer_session_id" uuid,
	CONSTRAINT "sale_returns_reason" CHECK ("sale_returns"."reason" in ('damaged', 'wrong_item', 'not_wanted', 'other')),
	CONSTRAINT "sale_returns_refund_not_negative" CHECK ("sale_returns"."refund_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_return_id_sale_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."sale_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_return_lines" ADD CONSTRAINT "sale_return_lines_return_id_sale_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."sale_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_return_lines" ADD CONSTRAINT "sale_return_lines_bin_id_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_drawer_session_id_drawer_sessions_id_fk" FOREIGN KEY ("drawer_session_id") REFERENCES "public"."drawer_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_returns_sale_id_index" ON "sale_returns" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_returns_created_at_id_index" ON "sale_returns" USING btree ("created_at","id");--> statement-breakpoint
CREATE OR REPLACE TRIGGER "sale_returns_append_only" BEFORE UPDATE OR DELETE ON "sale_returns"
  FOR EACH ROW EXECUTE FUNCTION "money_records_append_only"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "sale_return_lines_append_only" BEFORE UPDATE OR DELETE ON "sale_return_lines"
  FOR EACH ROW EXECUTE FUNCTION "money_records_append_only"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "sale_refunds_append_only" BEFORE UPDATE OR DELETE ON "sale_refunds"
  FOR EACH ROW EXECUTE FUNCTION "money_records_append_only"();
