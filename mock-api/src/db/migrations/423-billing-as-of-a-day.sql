-- Every as-of view of billing (the overdue list, the instalment plan, the declarations) takes the
-- book as it stood at the end of the day asked (packages/domain transactionsCountedOn, paidOn): the
-- payments taken on or before it, the transactions counted by then, the notices sent by then. A
-- payment or endorsement taken later no longer moves a past day's figures.
-- So billing keeps, per issued policy, each plan it has had (planVersions: from the day a
-- transaction starts to count) and its payments as a running total by the day taken, in place of
-- the instalments left open by every payment to date (migration 393). The overdue list reads any
-- day's plan and what was paid by then in SQL.

DROP INDEX billing_delinquency_open;
ALTER TABLE billing_delinquency
  DROP COLUMN open_dues,
  DROP COLUMN owed_by_due,
  -- The days payments were taken, ascending, and what was paid up to the end of each (cents, running total).
  ADD COLUMN pay_days date[],
  ADD COLUMN paid_by_day bigint[];

CREATE TABLE billing_plan_versions (
  quotation_id integer NOT NULL REFERENCES billing_delinquency (quotation_id) ON DELETE CASCADE,
  company_id integer NOT NULL,
  -- The plan holds on the days from_day <= day < until_day ('-infinity' / 'infinity' at the ends).
  from_day date NOT NULL,
  until_day date NOT NULL,
  -- The instalments with an amount, in due date order (a cancelled one, at zero, owes nothing):
  -- their due dates, what is owed up to each (cents, running total) and the last day of each one's grace.
  dues date[] NOT NULL,
  owed bigint[] NOT NULL,
  grace_ends date[] NOT NULL,
  -- The plan's total.
  total_cents bigint NOT NULL,
  -- Whether an instalment was left unpaid the day after its due date by the payments taken by
  -- then: a plan paid on time is overdue on no day, and the list need not read it.
  may_be_overdue boolean NOT NULL,
  PRIMARY KEY (quotation_id, from_day)
);
-- The client's plans with an instalment due before a day: the overdue list's candidates.
CREATE INDEX billing_plan_versions_due ON billing_plan_versions (company_id, (dues[1])) WHERE may_be_overdue;
-- The notice in force on a day: the policy's notices, latest first.
CREATE INDEX IF NOT EXISTS billing_notices_policy ON billing_notices (quotation_id, id DESC);

-- Every row to be worked out again (at the next list call or billing cycle).
UPDATE billing_delinquency SET changes = changes + 1;
