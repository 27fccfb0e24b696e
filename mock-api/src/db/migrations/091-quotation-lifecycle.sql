-- What happens to a quotation record after it is written (spec 3 §4): when it was approved, the
-- policy's own number and issue time once the first payment makes a binder a policy, and deletion
-- kept as a mark (who and when) so the record's history and payments survive it.
ALTER TABLE policy_quotations ADD COLUMN approved_at timestamptz;
ALTER TABLE policy_quotations ADD COLUMN policy_number text;
ALTER TABLE policy_quotations ADD COLUMN policy_issued_at timestamptz;
ALTER TABLE policy_quotations ADD COLUMN deleted_at timestamptz;
ALTER TABLE policy_quotations ADD COLUMN deleted_by integer;
CREATE UNIQUE INDEX policy_quotations_policy_number_key ON policy_quotations (company_id, policy_number);

-- Policy numbers have their own per-client sequence beside the quotation numbers.
ALTER TABLE quotation_numbers ADD COLUMN last_policy_value integer NOT NULL DEFAULT 0;
