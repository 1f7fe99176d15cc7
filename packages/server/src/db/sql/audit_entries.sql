-- audit_entries: append-only, and sealed into a hash chain. An entry once written is neither
-- changed nor deleted, except that sealing sets its place and hash once.
-- The current definitions: a migration that changes one copies it from here.

-- Entries are never changed or removed; sealing alone sets an entry's place in the chain and its
-- hash, once, leaving every other column as it was.
CREATE OR REPLACE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.seq IS NULL AND NEW.seq IS NOT NULL
     AND (to_jsonb(NEW) - 'seq' - 'hash') = (to_jsonb(OLD) - 'seq' - 'hash') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the audit trail is append-only';
END
$$;

CREATE OR REPLACE TRIGGER "audit_entries_append_only" BEFORE UPDATE OR DELETE ON "audit_entries"
  FOR EACH ROW EXECUTE FUNCTION "audit_entries_append_only"();

-- New entries come unsealed, whatever an insert says: only sealing gives a place and a hash.
CREATE OR REPLACE FUNCTION "audit_entries_unsealed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seq := NULL;
  NEW.hash := NULL;
  RETURN NEW;
END
$$;

CREATE OR REPLACE TRIGGER "audit_entries_unsealed" BEFORE INSERT ON "audit_entries"
  FOR EACH ROW EXECUTE FUNCTION "audit_entries_unsealed"();

-- The text an audit entry's hash covers: the hash before it and every column of its own, as a
-- JSON array (each value quoted and typed, so no two rows read alike). The time as its epoch, not
-- in the session's time zone or date style, so the same row always gives the same text.
CREATE OR REPLACE FUNCTION audit_entry_text(e audit_entries, previous text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_array(previous, e.seq, e.id, extract(epoch FROM e.at), e.account_id, e.user_id, e.call,
    e.record, e.outcome, e.code, e.detail)::text
$$;

-- Seals up to `most` committed entries not yet in the chain, oldest first: each gets the next
-- place and the hash of the previous hash and itself. One sealer at a time (another returns at
-- once). It runs as its owner (SECURITY DEFINER): the application's runtime role may only insert
-- and read entries, never change one.
CREATE OR REPLACE FUNCTION seal_audit_entries(most integer DEFAULT 5000) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
  last_seq bigint;
  last_hash text;
  entry audit_entries;
  sealed integer := 0;
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('warehouse.audit_entries.seal')) THEN
    RETURN 0;
  END IF;
  SELECT seq, hash INTO last_seq, last_hash FROM audit_entries WHERE seq IS NOT NULL ORDER BY seq DESC LIMIT 1;
  last_seq := coalesce(last_seq, 0);
  FOR entry IN SELECT * FROM audit_entries WHERE seq IS NULL ORDER BY id LIMIT most LOOP
    last_seq := last_seq + 1;
    entry.seq := last_seq;
    last_hash := encode(sha256(convert_to(audit_entry_text(entry, last_hash), 'UTF8')), 'hex');
    UPDATE audit_entries SET seq = last_seq, hash = last_hash WHERE id = entry.id;
    sealed := sealed + 1;
  END LOOP;
  RETURN sealed;
END
$$;
