-- A table's clock (docs/tables.md, "Clocks"): its pace ('' for none, else "<seconds per
-- move> <bot>"), every seat's clock ("<deadline ms|->,<expiries in a row>,<more time used>,
-- <bot plays it>" per seat, ';' between), and when a server last ran it (milliseconds since
-- 1970, renewed with the lease): the time after that, while none ran, is given back.
ALTER TABLE tables ADD COLUMN pace TEXT NOT NULL DEFAULT '';
ALTER TABLE tables ADD COLUMN clocks TEXT NOT NULL DEFAULT '';
ALTER TABLE tables ADD COLUMN clocks_seen INTEGER;
