-- Policy statuses on the record lists. A policy's status comes from its transactions and today's
-- date (packages/domain policyLifeStatus): the lists' copy keeps the part that does not move with
-- the calendar (life_state: cancelled, renewed, not renewing or active; null for quotations and
-- binders) and the cancellation's effective date; a status filter compares these and the term's
-- dates with today's date, passed as a parameter (quotations/repository.ts LIFE_STATUS_CONDITION).
-- A renewal is "issued" once the renewal record is a policy: a write to the renewal copies its
-- expiring policy's row again too.
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
       p.cancelled_on
  FROM policy_quotations p WHERE p.deleted_at IS NULL;

ALTER TABLE record_list_rows ADD COLUMN IF NOT EXISTS life_state text, ADD COLUMN IF NOT EXISTS cancelled_on date;

CREATE OR REPLACE FUNCTION copy_record_list_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[] := ARRAY(SELECT id FROM new_rows UNION SELECT renewal_of_id FROM new_rows WHERE renewal_of_id IS NOT NULL);
BEGIN
  IF TG_OP = 'UPDATE' OR cardinality(changed) > (SELECT count(*) FROM new_rows) THEN
    DELETE FROM record_list_rows WHERE id = ANY(changed);
  END IF;
  INSERT INTO record_list_rows SELECT * FROM record_list_columns WHERE id = ANY(changed);
  RETURN NULL;
END
$$;

UPDATE record_list_rows l SET life_state = c.life_state, cancelled_on = c.cancelled_on
  FROM record_list_columns c WHERE c.id = l.id AND c.life_state IS NOT NULL;

-- A status filter: the policies of a state, by their term's dates.
CREATE INDEX record_list_rows_life_state ON record_list_rows (company_id, life_state, policyscheduledate, policyeffectivedate)
  WHERE life_state IS NOT NULL;
