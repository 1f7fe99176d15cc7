CREATE TABLE "audit_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"account_id" uuid,
	"user_id" text NOT NULL,
	"call" text NOT NULL,
	"record" text,
	"outcome" text NOT NULL,
	"code" text,
	CONSTRAINT "audit_entries_outcome" CHECK ("audit_entries"."outcome" in ('done', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_newest" ON "audit_entries" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_record" ON "audit_entries" USING btree ("record");--> statement-breakpoint
CREATE INDEX "audit_entries_user" ON "audit_entries" USING btree ("user_id","at" DESC NULLS LAST);--> statement-breakpoint
-- Append-only: an entry once written is neither changed nor deleted (a reset of a test database truncates).
CREATE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit trail is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_append_only" BEFORE UPDATE OR DELETE ON "audit_entries"
  FOR EACH ROW EXECUTE FUNCTION "audit_entries_append_only"();
