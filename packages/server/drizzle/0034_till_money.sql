CREATE TABLE "sale_tenders" (
	"sale_id" text NOT NULL,
	"tender_no" integer NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text,
	CONSTRAINT "sale_tenders_sale_id_tender_no_pk" PRIMARY KEY("sale_id","tender_no"),
	CONSTRAINT "sale_tenders_positive" CHECK ("sale_tenders"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "discount_cents" integer;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "tax_cents" integer;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "discount_reason" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "subtotal_cents" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "discount_cents" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "cart_discount_cents" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "cart_discount_reason" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "tax_cents" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "tax_rate_hundredths" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "delivery_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "change_cents" integer;--> statement-breakpoint
ALTER TABLE "sale_tenders" ADD CONSTRAINT "sale_tenders_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_money_adds_up" CHECK ("sales"."subtotal_cents" is null or "sales"."amount_cents" = "sales"."subtotal_cents" - "sales"."discount_cents" + "sales"."tax_cents" + "sales"."delivery_fee_cents");--> statement-breakpoint
-- Settings stored before the cashier's discount limit get its default.
UPDATE "business_documents" SET "value" = jsonb_set("value", '{store,cashierDiscountLimitPercent}', '10')
  WHERE "name" = 'settings' AND NOT ("value"->'store' ? 'cashierDiscountLimitPercent');
