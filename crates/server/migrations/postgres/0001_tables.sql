-- The tables of several `numera serve` instances on one PostgreSQL (docs/tables.md, "Several
-- servers"): a table is owned by one instance at a time, under a lease whose epoch every write
-- names; the database's clock (now()) is the only one leases are read against.
CREATE TABLE tables (
  code TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  seed TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open','playing','over','closed')),
  host_hash BYTEA NOT NULL,
  protocol INTEGER NOT NULL,
  created TIMESTAMPTZ NOT NULL DEFAULT now(),
  touched TIMESTAMPTZ NOT NULL DEFAULT now(),
  owner TEXT,
  epoch BIGINT NOT NULL DEFAULT 1,
  lease_until TIMESTAMPTZ);
CREATE INDEX tables_live ON tables (status) WHERE status IN ('open','playing');
CREATE INDEX tables_owner ON tables (owner) WHERE owner IS NOT NULL;
CREATE TABLE seats (
  code TEXT NOT NULL REFERENCES tables ON DELETE CASCADE,
  seat INTEGER NOT NULL,
  name TEXT,
  token_hash BYTEA,
  standin TEXT,
  standin_after_s BIGINT,
  PRIMARY KEY (code, seat));
-- The primary key refuses a second action of one number; `epoch` is the lease it was written
-- under.
CREATE TABLE actions (
  code TEXT NOT NULL REFERENCES tables ON DELETE CASCADE,
  seq BIGINT NOT NULL,
  text TEXT NOT NULL,
  by TEXT NOT NULL CHECK (by IN ('human','bot','standin')),
  epoch BIGINT NOT NULL,
  at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (code, seq));
-- One row per running instance, its heartbeat renewed with its leases.
CREATE TABLE instances (
  id TEXT PRIMARY KEY,
  started TIMESTAMPTZ NOT NULL DEFAULT now(),
  heartbeat TIMESTAMPTZ NOT NULL DEFAULT now());
