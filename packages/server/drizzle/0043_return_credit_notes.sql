ALTER TABLE "sale_refunds" DROP CONSTRAINT "sale_refunds_method";--> statement-breakpoint
ALTER TABLE "sale_returns" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_credit_note_number_credit_notes_number_fk" FOREIGN KEY ("credit_note_number") REFERENCES "public"."credit_notes"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_method" CHECK ("sale_refunds"."method" in ('cash', 'card', 'mobile', 'credit_note'));