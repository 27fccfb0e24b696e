-- A claims import's staged rows hold to what claims keeps (numeric(14, 2), not negative; incurred
-- within it too; a known status), so that a row that could not be applied fails its staging, before
-- the import's point of decision (nothing written, the file importable again), never the applying
-- after it. Rows staged before are kept as they are (NOT VALID): a start applies them or fails
-- their job visibly.
ALTER TABLE claim_import_rows
  ADD CONSTRAINT claim_import_rows_figures_check CHECK (
    paid_cents BETWEEN 0 AND 99999999999999 AND reserve_cents BETWEEN 0 AND 99999999999999
    AND recovery_cents BETWEEN 0 AND 99999999999999 AND paid_cents + reserve_cents <= 99999999999999
    AND status IN ('open', 'closed', 'reopened')
  ) NOT VALID;
