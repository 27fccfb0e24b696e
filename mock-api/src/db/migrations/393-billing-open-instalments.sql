-- The overdue list (/viewbillinglist) filtered, sorted and paged in SQL. Its figures move with the
-- day asked (asof), but what they are made of does not: billing keeps, beside each policy's
-- delinquency date (migration 391), its instalments left open by what is paid (packages/domain
-- openInstalments: their due dates, in plan order, which is due date order) with what is owed on
-- them up to each due date (cents), and its balance. On any day the overdue amount is what is owed
-- up to the last open instalment due before it, the oldest overdue the first open one, the next due
-- amount what is owed on that one. The rows are worked out again whenever migration 391's triggers
-- mark them changed (billing/service.ts refreshDelinquency).

ALTER TABLE billing_delinquency
  -- Null when billing does not look at the policy (as delinquent_after); empty when nothing is open.
  ADD COLUMN open_dues date[],
  -- Running total: the n-th is what is owed on the first n open instalments.
  ADD COLUMN owed_by_due bigint[],
  -- The plan's total less what is paid; below zero, a refund due.
  ADD COLUMN balance_cents bigint;

-- The client's policies with an instalment open since before a day: the overdue list's rows.
CREATE INDEX billing_delinquency_open ON billing_delinquency (company_id, (open_dues[1])) WHERE open_dues[1] IS NOT NULL;

-- Every row to be worked out again with its open instalments (at the next list call or billing cycle).
UPDATE billing_delinquency SET changes = changes + 1;
