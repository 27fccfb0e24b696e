-- Long work (an import of a whole file) runs as a job: the call answers at once with the job's
-- id, and the job's progress and result live here, so any API process can answer for it. A job
-- left running by a process that stopped is failed at the next start (its work was one
-- transaction, so nothing of it was saved).
CREATE TABLE jobs (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id),
  kind text NOT NULL,
  -- What the job works on (the file of an import); one running job per kind and subject.
  subject_id integer,
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'failed')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress >= 0),
  total integer CHECK (total >= 0),
  result jsonb,
  error text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Written as the job moves on; a running job whose process stopped has an old one.
  heartbeat_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE UNIQUE INDEX jobs_one_running_idx ON jobs (kind, subject_id) WHERE status = 'running';
CREATE INDEX jobs_client_idx ON jobs (client_id, id DESC);

-- The carrier's own policy number of an imported record (ATL-2612-9001), kept, searchable, and
-- the first key by which a later import finds the record already in the book.
ALTER TABLE policy_quotations ADD COLUMN carrier_policy_number text;
CREATE INDEX policy_quotations_carrier_policy_number_idx ON policy_quotations (company_id, carrier_policy_number)
  WHERE carrier_policy_number IS NOT NULL;
-- A re-import finds records by insured and effective date in the line of business.
CREATE INDEX policy_quotations_import_match_idx ON policy_quotations (company_id, intake_id, policyeffectivedate, lower(lastname), lower(firstname));
