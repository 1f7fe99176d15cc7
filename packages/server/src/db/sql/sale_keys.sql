-- A sale's idempotency key: whether it is recorded, once the key's own lock is held (the lock is
-- in PostgreSQL's one-key space of advisory locks, as hashtextextended(key, 0)).
-- The current definitions: a migration that changes one copies it from here.

-- Two copies of one sale planned on different balances (the read takes no lock) would
-- not wait on each other at their stock: the key's own lock makes the second wait for the first to
-- commit, then sees its key, and draws no number. The lock is the statement's (its transaction's):
-- taken after the sale's balances, as every sale takes them, so no two sales wait in a circle.
CREATE OR REPLACE FUNCTION "sale_key_recorded"(key text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(key, 0));
  RETURN EXISTS (SELECT 1 FROM "sales" WHERE "idempotency_key" = key);
END $$;
