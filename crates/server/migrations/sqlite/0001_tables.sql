-- The tables as the first release of `numera serve` stored them (IF NOT EXISTS: a file made
-- before migrations were numbered already holds them).
CREATE TABLE IF NOT EXISTS tables (
  code TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  seed TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open','playing','over','closed')),
  host_hash BLOB NOT NULL,
  protocol INTEGER NOT NULL,
  created INTEGER NOT NULL,
  touched INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS seats (
  code TEXT NOT NULL REFERENCES tables ON DELETE CASCADE,
  seat INTEGER NOT NULL,
  name TEXT,
  token_hash BLOB,
  standin TEXT,
  standin_after_s INTEGER,
  PRIMARY KEY (code, seat)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS actions (
  code TEXT NOT NULL REFERENCES tables ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  text TEXT NOT NULL,
  by TEXT NOT NULL CHECK (by IN ('human','bot','standin')),
  at INTEGER NOT NULL,
  PRIMARY KEY (code, seq)) WITHOUT ROWID;
