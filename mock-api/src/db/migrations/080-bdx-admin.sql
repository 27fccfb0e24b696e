-- Admin bordereaux: what the server learnt from reading each file, its fingerprint for
-- duplicate refusal, when the client sent it to the carrier, and the approval note.

ALTER TABLE bdx_files
  ADD COLUMN source text NOT NULL DEFAULT 'upload' CHECK (source IN ('upload', 'export')),
  ADD COLUMN content_sha256 text,
  -- A file the client made reaches the carrier's Inbound only once sent.
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN parse_status text NOT NULL DEFAULT 'pending' CHECK (parse_status IN ('pending', 'parsed', 'failed', 'unsupported')),
  ADD COLUMN parse_error text,
  ADD COLUMN columns jsonb,
  ADD COLUMN row_count integer,
  ADD COLUMN computed_total numeric(18, 2),
  ADD COLUMN problem_count integer,
  ADD COLUMN problems jsonb,
  ADD COLUMN approve_note text,
  ADD COLUMN created_by integer REFERENCES users (id),
  ADD COLUMN approved_by integer REFERENCES users (id);

-- Files the client made before sending existed were all in the carriers' Inbound already.
UPDATE bdx_files SET sent_at = created_at WHERE direction = 'inbound';

CREATE INDEX bdx_files_client_idx ON bdx_files (client_id, direction, created_at DESC);
CREATE INDEX bdx_files_sha_idx ON bdx_files (client_id, career_id, content_sha256);

-- The rows of a read file, in file order, for server-side paging (cells as in the file).
CREATE TABLE bdx_file_rows (
  file_id integer NOT NULL REFERENCES bdx_files (id) ON DELETE CASCADE,
  row_number integer NOT NULL,
  cells jsonb NOT NULL,
  PRIMARY KEY (file_id, row_number)
);
