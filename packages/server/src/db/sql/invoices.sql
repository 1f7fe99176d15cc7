-- invoices, credit notes and payments: frozen once written. An invoice keeps what was issued
-- (business, customer, lines, money, due date) and may change only in what has been paid and
-- credited of it; credit notes, payments and their allocations are never changed. None is deleted.
-- The current definitions: a migration that changes one copies it from here.

CREATE OR REPLACE FUNCTION "invoices_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (to_jsonb(NEW) - 'paid_cents' - 'credited_cents') = (to_jsonb(OLD) - 'paid_cents' - 'credited_cents') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'an issued invoice is never changed or deleted (%)', OLD.number;
END
$$;

CREATE OR REPLACE TRIGGER "invoices_frozen" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_frozen"();

CREATE OR REPLACE FUNCTION "money_records_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END
$$;

CREATE OR REPLACE TRIGGER "credit_notes_append_only" BEFORE UPDATE OR DELETE ON "credit_notes"
  FOR EACH ROW EXECUTE FUNCTION "money_records_append_only"();

CREATE OR REPLACE TRIGGER "payments_append_only" BEFORE UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "money_records_append_only"();

CREATE OR REPLACE TRIGGER "payment_allocations_append_only" BEFORE UPDATE OR DELETE ON "payment_allocations"
  FOR EACH ROW EXECUTE FUNCTION "money_records_append_only"();
