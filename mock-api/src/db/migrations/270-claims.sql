-- Claims bordereaux: a bordereau is of premium (every file before) or claims kind. Importing a
-- claims bordereau keeps each claim's latest figures in claims and appends what every file said
-- of it to claim_movements (never changed), so a claim's history can always be read back.

ALTER TABLE bdx_files
  ADD COLUMN kind text NOT NULL DEFAULT 'premium' CHECK (kind IN ('premium', 'claims'));

-- One row per claim of a client: the figures of the bordereau with the latest period (the later
-- import when two files share a period). The claim belongs to the policy its row matched.
CREATE TABLE claims (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id),
  claim_number text NOT NULL,
  quotation_id integer NOT NULL REFERENCES policy_quotations (id),
  policy_number text NOT NULL,
  date_of_loss date NOT NULL,
  date_reported date,
  status text NOT NULL CHECK (status IN ('open', 'closed', 'reopened')),
  paid numeric(14, 2) NOT NULL CHECK (paid >= 0),
  reserve numeric(14, 2) NOT NULL CHECK (reserve >= 0),
  recovery numeric(14, 2) NOT NULL DEFAULT 0 CHECK (recovery >= 0),
  -- 'YYYY-MM' of the bordereau the figures come from.
  as_of text NOT NULL,
  file_id integer NOT NULL REFERENCES bdx_files (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX claims_number_key ON claims (client_id, upper(claim_number));
CREATE INDEX claims_policy_idx ON claims (client_id, quotation_id);
CREATE INDEX claims_loss_idx ON claims (client_id, date_of_loss);

CREATE TABLE claim_movements (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id),
  claim_id integer NOT NULL REFERENCES claims (id),
  file_id integer NOT NULL REFERENCES bdx_files (id),
  row_number integer NOT NULL,
  as_of text NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'closed', 'reopened')),
  date_of_loss date NOT NULL,
  date_reported date,
  paid numeric(14, 2) NOT NULL,
  reserve numeric(14, 2) NOT NULL,
  recovery numeric(14, 2) NOT NULL,
  -- Whether these figures became the claim's (false: an earlier period's file imported later).
  applied boolean NOT NULL,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (file_id, row_number)
);
CREATE INDEX claim_movements_claim_idx ON claim_movements (client_id, claim_id, id);

CREATE FUNCTION refuse_claim_movement_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'claim_movements is append-only';
END;
$$;
CREATE TRIGGER claim_movements_append_only BEFORE UPDATE OR DELETE ON claim_movements
  FOR EACH ROW EXECUTE FUNCTION refuse_claim_movement_change();
