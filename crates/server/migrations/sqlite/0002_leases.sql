-- A table's owner and lease, and the epoch every write names (docs/tables.md, "Several
-- servers"). Tables stored before this hold epoch 1 and no owner: the first start claims them.
ALTER TABLE tables ADD COLUMN owner TEXT;
ALTER TABLE tables ADD COLUMN epoch INTEGER NOT NULL DEFAULT 1;
-- Milliseconds since 1970 (the store's own clock).
ALTER TABLE tables ADD COLUMN lease_until INTEGER;
ALTER TABLE actions ADD COLUMN epoch INTEGER NOT NULL DEFAULT 1;
CREATE INDEX IF NOT EXISTS tables_live ON tables (status) WHERE status IN ('open','playing');
