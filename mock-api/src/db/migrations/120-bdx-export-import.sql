-- Admin bordereaux, second part: where a sent file was delivered in blob storage, and what
-- importing a carrier's file into the client's book gave.

ALTER TABLE bdx_files
  ADD COLUMN delivered_to text,
  ADD COLUMN imported_by integer REFERENCES users (id),
  ADD COLUMN import_count integer CHECK (import_count >= 0),
  ADD COLUMN import_problems jsonb;

-- One row per record an import made: the file and row it came from.
CREATE TABLE bdx_file_imports (
  file_id integer NOT NULL REFERENCES bdx_files (id) ON DELETE CASCADE,
  row_number integer NOT NULL,
  quotation_id integer NOT NULL REFERENCES policy_quotations (id) ON DELETE CASCADE,
  PRIMARY KEY (file_id, row_number)
);
CREATE INDEX bdx_file_imports_quotation_idx ON bdx_file_imports (quotation_id);
