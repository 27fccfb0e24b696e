-- Reports that show the business (the home dashboard and the Production Report): written premium
-- is read by effective date and the quotation funnel by creation time, per client (and agent);
-- these indexes keep those reads to the period asked for instead of the whole book.
CREATE INDEX policy_quotations_written_idx ON policy_quotations (company_id, policyeffectivedate)
  INCLUDE (intake_id, submga_id, policyamount, renewal_of_id)
  WHERE deleted_at IS NULL AND stage = 'Policy';
CREATE INDEX policy_quotations_funnel_idx ON policy_quotations (company_id, created_at)
  INCLUDE (submga_id, quotation, policyapproved, becomepolicy)
  WHERE deleted_at IS NULL;
CREATE INDEX policy_transactions_effective_idx ON policy_transactions (company_id, effective_date);
CREATE INDEX bdx_files_period_idx ON bdx_files (client_id, period);
