-- sale_returns, sale_return_lines, sale_refunds, exchange_credits: a return is a document of its own, never changed
-- or deleted once written (a correction is another return). The function is invoices.sql's.
-- The current definitions: a migration that changes one copies it from here.

CREATE OR REPLACE TRIGGER "sale_returns_append_only" BEFORE UPDATE OR DELETE ON "sale_returns"
  FOR EACH ROW EXECUTE FUNCTION "money_records_append_only"();

CREATE OR REPLACE TRIGGER "sale_return_lines_append_only" BEFORE UPDATE OR DELETE ON "sale_return_lines"
  FOR EACH ROW EXECUTE FUNCTION "money_records_append_only"();

CREATE OR REPLACE TRIGGER "sale_refunds_append_only" BEFORE UPDATE OR DELETE ON "sale_refunds"
  FOR EACH ROW EXECUTE FUNCTION "money_records_append_only"();

CREATE OR REPLACE TRIGGER "exchange_credits_append_only" BEFORE UPDATE OR DELETE ON "exchange_credits"
  FOR EACH ROW EXECUTE FUNCTION "money_records_append_only"();
