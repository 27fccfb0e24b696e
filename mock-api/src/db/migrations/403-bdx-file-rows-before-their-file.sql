-- A new file's rows may be written before its record (storeBdxFile on the embedded database: in
-- short transactions, other calls answered between them, where one transaction of a 90,000-row
-- file's rows held the database 240-375 ms). No reader finds a file's rows but through its record,
-- so rows without one are seen by no one; the file's id is noted in bdx_file_uploads meanwhile, so
-- that a failed or interrupted upload's rows are removed (at once, or when the API starts again).
-- The rows' foreign key would refuse them before their record: a deleted file's rows now go by a
-- statement trigger (migration 402's) instead of the key's cascade.
ALTER TABLE bdx_file_rows DROP CONSTRAINT IF EXISTS bdx_file_rows_file_id_fkey;

CREATE TABLE bdx_file_uploads (
  file_id integer PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now()
);

CREATE TRIGGER bdx_file_rows_delete AFTER DELETE ON bdx_files
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION remove_dependent_rows('bdx_file_rows', 'file_id');
