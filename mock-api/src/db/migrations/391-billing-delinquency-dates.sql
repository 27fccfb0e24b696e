-- The record lists' Billing Status (Delinquent) compared in SQL. Billing keeps, per issued policy,
-- the last day of grace of its oldest instalment not fully paid (packages/domain delinquencyDateOf):
-- a date that does not move with the calendar, so a list's filter or sort compares it with today's
-- date instead of billing every owing policy of the client in JavaScript on each call.
-- The date comes from billing's rules (the plan from the premium, term, payment schedule and later
-- transactions; the payments; the grace), which are JavaScript's. So triggers, in the writer's
-- transaction, mark a policy's row changed whenever any of these is written (no writer can forget
-- it), and billing works the changed rows out again before a list filters or sorts by the status,
-- and at each billing cycle (billing/service.ts refreshDelinquency).

CREATE TABLE billing_delinquency (
  quotation_id integer PRIMARY KEY REFERENCES policy_quotations (id) ON DELETE CASCADE,
  company_id integer NOT NULL,
  -- Delinquent on every later day; null when nothing is owed in instalments, when the policy owes
  -- no premium and has no open notice of non-payment (what billing looks at), or when it is no
  -- longer a live policy. A policy cancelled by a day is not delinquent on it: the lists compare
  -- the cancellation date too.
  delinquent_after date,
  -- Raised by every write that may move the date; worked_out is the value it was worked out at.
  changes integer NOT NULL DEFAULT 1,
  worked_out integer NOT NULL DEFAULT 0
);
CREATE INDEX billing_delinquency_changed ON billing_delinquency (company_id) WHERE worked_out <> changes;

-- Marks the records' rows changed: issued policies, and any record that has a row already (one
-- deleted or moved out of the Policy stage is worked out to none).
CREATE FUNCTION mark_billing_changed(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO billing_delinquency (quotation_id, company_id)
  SELECT p.id, p.company_id FROM policy_quotations p
   WHERE p.id = ANY(ids) AND (p.stage = 'Policy' OR EXISTS (SELECT 1 FROM billing_delinquency d WHERE d.quotation_id = p.id))
  ON CONFLICT (quotation_id) DO UPDATE SET changes = billing_delinquency.changes + 1;
$$;

-- A record written: new, or with a column billing reads changed (statement-level, as the lists' copy).
CREATE FUNCTION policy_billing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mark_billing_changed(ARRAY(SELECT id FROM new_rows WHERE stage = 'Policy'));
  ELSE
    PERFORM mark_billing_changed(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.company_id, n.stage, n.deleted_at, n.policyamount, n.balance, n.policyeffectivedate, n.policyscheduledate,
              n.paymentschedule, n.paymentgraceperiod)
             IS DISTINCT FROM
             (o.company_id, o.stage, o.deleted_at, o.policyamount, o.balance, o.policyeffectivedate, o.policyscheduledate,
              o.paymentschedule, o.paymentgraceperiod)));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER billing_delinquency_insert AFTER INSERT ON policy_quotations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION policy_billing_changed();
CREATE TRIGGER billing_delinquency_update AFTER UPDATE ON policy_quotations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION policy_billing_changed();

-- A payment, a later transaction or a notice of non-payment written, changed or removed.
CREATE FUNCTION billing_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM mark_billing_changed(ARRAY(SELECT DISTINCT quotation_id FROM changed_rows));
  RETURN NULL;
END
$$;
CREATE TRIGGER billing_delinquency_insert AFTER INSERT ON policy_payments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_rows_changed();
CREATE TRIGGER billing_delinquency_update AFTER UPDATE ON policy_payments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_rows_changed();
CREATE TRIGGER billing_delinquency_delete AFTER DELETE ON policy_payments
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_rows_changed();
CREATE TRIGGER billing_delinquency_insert AFTER INSERT ON policy_transactions
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_rows_changed();
CREATE TRIGGER billing_delinquency_update AFTER UPDATE ON policy_transactions
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_rows_changed();
CREATE TRIGGER billing_delinquency_delete AFTER DELETE ON policy_transactions
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_rows_changed();
CREATE TRIGGER billing_delinquency_insert AFTER INSERT ON billing_notices
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_rows_changed();
CREATE TRIGGER billing_delinquency_update AFTER UPDATE ON billing_notices
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_rows_changed();
CREATE TRIGGER billing_delinquency_delete AFTER DELETE ON billing_notices
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_rows_changed();

-- The lists' copy (migration 160) carries the date, so a Billing Status filter is an index range
-- on the list's own rows: copied with the record (the view), and set again when billing works it out.
CREATE OR REPLACE VIEW record_list_columns AS
SELECT p.id, p.company_id, p.customer_id, p.quotation, p.created_at, p.policyeffectivedate, p.policyscheduledate, p.policyamount, p.stage,
       p."intake_Name", p."intake_subName", p.unique_id, p.firstname, p.lastname, p.state_name,
       p.policy_number, p.submga_id, p.submga_name, p.email, p.phonenumber,
       record_search_text(p.unique_id, p.policy_number, p.carrier_policy_number, p.firstname, p.lastname, p.email, p.phonenumber) AS search_text,
       CASE
         WHEN p.stage <> 'Policy' THEN NULL
         WHEN p.cancelled_on IS NOT NULL THEN 'cancelled'
         WHEN p.renewal_id IS NOT NULL AND EXISTS (
           SELECT 1 FROM policy_quotations r WHERE r.id = p.renewal_id AND r.stage = 'Policy' AND r.deleted_at IS NULL
         ) THEN 'renewed'
         WHEN p.not_renewing_reason IS NOT NULL THEN 'not_renewing'
         ELSE 'active'
       END AS life_state,
       p.cancelled_on,
       (SELECT d.delinquent_after FROM billing_delinquency d WHERE d.quotation_id = p.id) AS delinquent_after
  FROM policy_quotations p WHERE p.deleted_at IS NULL;

ALTER TABLE record_list_rows ADD COLUMN IF NOT EXISTS delinquent_after date;

-- Row by row, only when a date moves (billing's worked out dates; marking a row changed does not).
CREATE FUNCTION copy_delinquency_to_list_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE record_list_rows SET delinquent_after = NEW.delinquent_after WHERE id = NEW.quotation_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER record_list_rows_delinquency AFTER UPDATE OF delinquent_after ON billing_delinquency
  FOR EACH ROW WHEN (OLD.delinquent_after IS DISTINCT FROM NEW.delinquent_after) EXECUTE FUNCTION copy_delinquency_to_list_row();

-- A Billing Status filter: the client's policies past their grace, by date.
CREATE INDEX record_list_rows_delinquent ON record_list_rows (company_id, delinquent_after) WHERE delinquent_after IS NOT NULL;

-- Every live issued policy, to be worked out (at the first billing cycle, which runs at start).
INSERT INTO billing_delinquency (quotation_id, company_id)
SELECT id, company_id FROM policy_quotations WHERE stage = 'Policy' AND deleted_at IS NULL;
