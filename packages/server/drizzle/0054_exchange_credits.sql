CREATE TABLE "exchange_credits" (
	"return_id" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "exchange_credits_return_id_method_pk" PRIMARY KEY("return_id","method"),
	CONSTRAINT "exchange_credits_positive" CHECK ("exchange_credits"."amount_cents" > 0),
	CONSTRAINT "exchange_credits_method" CHECK ("exchange_credits"."method" in ('cash', 'card', 'mobile', 'store_credit'))
);
--> statement-breakpoint
ALTER TABLE "exchange_credits" ADD CONSTRAINT "exchange_credits_return_id_sale_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."sale_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "exchange_credits_append_only" BEFORE UPDATE OR DELETE ON "exchange_credits"
  FOR EACH ROW EXECUTE FUNCTION "money_records_append_only"();
