-- The overdue list (/viewbillinglist) of today read from kept rows. Worked out for any day (migration
-- 423), a call weighed every policy with an instalment due before the day against its plan, payments
-- and notice: at 100,000 records some 8,000 rows looked up in four tables, 110-250 ms on the embedded
-- database, for the list that is asked most, today's. Its rows only move when a write changes a
-- policy (migration 391's triggers mark it, billing works it out again) or when the day changes. So
-- billing keeps, per client, the list's rows worked out by the same query for one day: the whole
-- client's again on the first call of a new day (or the billing cycle), a policy's again whenever
-- billing works it out again. Today's list is then filtered, sorted and counted on these rows alone;
-- any other day is worked out as before (billing/repository.ts).

-- The day the client's kept rows are worked out for.
CREATE TABLE billing_overdue_day (
  company_id integer PRIMARY KEY,
  day date NOT NULL
);

-- A row of the list on that day, as the query answers it, with what its filters look in (the text
-- each filter matches, lower-cased: a filter is then a LIKE on it) and the insured's sort key.
CREATE TABLE billing_overdue_today (
  id integer PRIMARY KEY REFERENCES policy_quotations (id) ON DELETE CASCADE,
  company_id integer NOT NULL,
  submga_id integer,
  intake_id integer,
  policy_number text,
  insured text,
  overdue_cents bigint,
  days_overdue integer,
  oldest_due date,
  delinquency_date date,
  notice_date date,
  cancel_on date,
  next_due_cents bigint,
  balance_cents bigint,
  cancelled_on date,
  policyeffectivedate date,
  policyscheduledate date,
  -- Derived here, so a renamed insured or policy number is filtered and sorted by its new value.
  filter_policy_number text GENERATED ALWAYS AS (lower(policy_number)) STORED,
  filter_insured text GENERATED ALWAYS AS (lower(insured)) STORED,
  filter_overdue text,
  filter_days_overdue text,
  filter_notice_date text,
  filter_next_due_amount text,
  sort_insured text GENERATED ALWAYS AS (text_order_key(insured)) STORED
);
-- The list as it opens (most days overdue first) and sorted by the insured; other sorts order the
-- client's few thousand rows.
CREATE INDEX billing_overdue_today_days ON billing_overdue_today (company_id, days_overdue DESC, id);
CREATE INDEX billing_overdue_today_insured ON billing_overdue_today (company_id, sort_insured, id);

-- The kept rows carry the insured's name, the policy number, the line, the agent and the
-- cancellation date, which writes change without changing billing's figures (migration 391 does not
-- mark the policy changed for them): such a write copies them to the policy's row, as the list's
-- query reads them (billing/repository.ts overdueRows).
CREATE FUNCTION copy_policy_to_overdue_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE billing_overdue_today k
     SET intake_id = n.intake_id, policy_number = coalesce(n.policy_number, n.unique_id), insured = n.firstname || ' ' || n.lastname,
         submga_id = n.submga_id, cancelled_on = n.cancelled_on
    FROM new_rows n
   WHERE k.id = n.id
     AND (k.intake_id, k.policy_number, k.insured, k.submga_id, k.cancelled_on)
         IS DISTINCT FROM (n.intake_id, coalesce(n.policy_number, n.unique_id), n.firstname || ' ' || n.lastname, n.submga_id, n.cancelled_on);
  RETURN NULL;
END
$$;
CREATE TRIGGER billing_overdue_today_policy AFTER UPDATE ON policy_quotations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION copy_policy_to_overdue_row();
-- It fires in bulk writes too, as every trigger does (migration 409).
ALTER TABLE policy_quotations ENABLE ALWAYS TRIGGER billing_overdue_today_policy;
