-- Issue 18: whether a sale's key is recorded, as committed when asked: a volatile function reads
-- with a snapshot of its own (PostgreSQL takes a new one for each statement it runs; PL/pgSQL, as
-- it is never inlined into the caller's query), so a sale's write that waited on the stock another
-- sale locked sees that sale once it committed, though its own statement began before.
CREATE FUNCTION "sale_key_recorded"(key text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM "sales" WHERE "idempotency_key" = key);
END $$;