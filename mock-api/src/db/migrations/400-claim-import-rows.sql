-- A claims bordereau imported on the embedded database (one connection: an open transaction holds
-- every other call back) is written in short transactions: its checked rows, matched to their
-- policies, are staged here by the import's job, read by no one else; once the file is marked
-- imported (the import's point of decision) they are applied to claims and claim_movements in
-- short batches, each removing the rows it applied. At start, what is left of a decided import is
-- applied, of an undecided one removed. The amounts are in cents.
CREATE TABLE claim_import_rows (
  job_id integer NOT NULL,
  row_number integer NOT NULL,
  client_id integer NOT NULL,
  file_id integer NOT NULL,
  as_of text NOT NULL,
  created_by integer,
  claim_number text NOT NULL,
  quotation_id integer NOT NULL,
  policy_number text NOT NULL,
  date_of_loss date NOT NULL,
  date_reported date,
  status text NOT NULL,
  paid_cents bigint NOT NULL,
  reserve_cents bigint NOT NULL,
  recovery_cents bigint NOT NULL,
  PRIMARY KEY (job_id, row_number)
);
