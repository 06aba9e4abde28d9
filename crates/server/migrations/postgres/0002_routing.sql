-- Any instance answers any player: the owner's address, where another instance forwards a
-- player's line (docs/tables.md, "Several servers"), and the secret by which an owner knows a
-- forwarded line comes from another instance of the same database.
ALTER TABLE instances ADD COLUMN address TEXT;
CREATE TABLE cluster (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  secret TEXT NOT NULL);
