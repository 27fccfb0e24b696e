-- Policy life after issue: every change to an issued policy is a transaction with an effective
-- date, a premium effect and an author, kept append-only. The policy row carries what its
-- transactions leave (amount, balance, the cancellation in force, renewal links) and a version
-- that every transaction moves on, so a caller acting on an older version is refused.
CREATE TABLE policy_transactions (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES clients (id),
  quotation_id integer NOT NULL REFERENCES policy_quotations (id),
  version integer NOT NULL,
  type text NOT NULL CHECK (type IN ('New business', 'Endorsement', 'Cancellation', 'Reinstatement', 'Renewal')),
  effective_date date NOT NULL,
  premium_delta numeric(14, 2) NOT NULL DEFAULT 0,
  method text CHECK (method IS NULL OR method IN ('flat', 'pro_rata', 'short_rate')),
  reason text,
  -- Endorsements: each changed field's value before and after (the version snapshot).
  changes jsonb,
  created_by text NOT NULL,
  created_by_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (quotation_id, version)
);
CREATE INDEX policy_transactions_company ON policy_transactions (company_id, quotation_id, id);

CREATE FUNCTION refuse_policy_transaction_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'policy_transactions is append-only';
END;
$$;
CREATE TRIGGER policy_transactions_append_only BEFORE UPDATE OR DELETE ON policy_transactions
  FOR EACH ROW EXECUTE FUNCTION refuse_policy_transaction_change();

ALTER TABLE policy_quotations
  ADD COLUMN life_version integer NOT NULL DEFAULT 0,
  ADD COLUMN cancelled_on date,
  ADD COLUMN renewal_of_id integer REFERENCES policy_quotations (id),
  ADD COLUMN renewal_id integer REFERENCES policy_quotations (id),
  ADD COLUMN not_renewing_reason text;
CREATE INDEX policy_quotations_renewal_due ON policy_quotations (company_id, policyscheduledate, id)
  WHERE deleted_at IS NULL AND stage = 'Policy' AND renewal_id IS NULL AND not_renewing_reason IS NULL AND cancelled_on IS NULL;

ALTER TABLE client_quotation_settings
  ADD COLUMN short_rate_factor numeric(5, 4) NOT NULL DEFAULT 0.9,
  ADD COLUMN reinstatement_days integer NOT NULL DEFAULT 30;

-- A cancellation returns premium already paid: the balance goes below zero, the refund owed to
-- the insured. The amount charged never does (a return is at most what was charged).
ALTER TABLE policy_quotations DROP CONSTRAINT IF EXISTS policy_quotations_balance_check;
ALTER TABLE policy_quotation_history DROP CONSTRAINT IF EXISTS policy_quotations_balance_check;
