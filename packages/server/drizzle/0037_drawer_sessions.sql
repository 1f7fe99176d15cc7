CREATE TABLE "drawer_cash" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" uuid NOT NULL,
	CONSTRAINT "drawer_cash_kind" CHECK ("drawer_cash"."kind" in ('in', 'out')),
	CONSTRAINT "drawer_cash_positive" CHECK ("drawer_cash"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "drawer_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"opened_by" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"float_cents" integer NOT NULL,
	"float_counts" jsonb,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"counted_cents" integer,
	"counted_counts" jsonb,
	CONSTRAINT "drawer_sessions_float" CHECK ("drawer_sessions"."float_cents" >= 0),
	CONSTRAINT "drawer_sessions_closed_whole" CHECK (("drawer_sessions"."closed_at" is null) = ("drawer_sessions"."counted_cents" is null) and ("drawer_sessions"."closed_at" is null) = ("drawer_sessions"."closed_by" is null) and ("drawer_sessions"."counted_cents" is null or "drawer_sessions"."counted_cents" >= 0))
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "drawer_session_id" uuid;--> statement-breakpoint
ALTER TABLE "drawer_cash" ADD CONSTRAINT "drawer_cash_session_id_drawer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."drawer_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_cash" ADD CONSTRAINT "drawer_cash_by_staff_accounts_id_fk" FOREIGN KEY ("by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_opened_by_staff_accounts_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_closed_by_staff_accounts_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drawer_cash_session_id_at_index" ON "drawer_cash" USING btree ("session_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "drawer_sessions_one_open" ON "drawer_sessions" USING btree ("opened_by") WHERE "drawer_sessions"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "drawer_sessions_opened_at_id_index" ON "drawer_sessions" USING btree ("opened_at","id");--> statement-breakpoint
CREATE INDEX "drawer_sessions_opened_by_opened_at_index" ON "drawer_sessions" USING btree ("opened_by","opened_at");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_drawer_session_id_drawer_sessions_id_fk" FOREIGN KEY ("drawer_session_id") REFERENCES "public"."drawer_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_drawer_session_id_index" ON "sales" USING btree ("drawer_session_id");--> statement-breakpoint
-- Settings stored before the cash drawer: a cash sale needs an open drawer, as by default.
UPDATE "business_documents" SET "value" = jsonb_set("value", '{store,cashSaleNeedsOpenDrawer}', 'true')
  WHERE "name" = 'settings' AND NOT ("value"->'store' ? 'cashSaleNeedsOpenDrawer');
