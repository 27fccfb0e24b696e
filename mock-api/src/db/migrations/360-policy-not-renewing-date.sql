-- The day "Do not renew" was chosen, so that a policy's status as of a date (packages/domain
-- policyStatusAsOf) says Not renewing only from then on; a renewal counts from the day the renewal
-- record was issued (its policy_issued_at). Policies marked before this column existed take the
-- day of the history row that recorded the choice.
ALTER TABLE policy_quotations ADD COLUMN IF NOT EXISTS not_renewing_on date;

UPDATE policy_quotations p
   SET not_renewing_on = coalesce(
         (SELECT min(h.recorded_at AT TIME ZONE 'UTC')::date FROM policy_quotation_history h
           WHERE h.quotation_id = p.id AND h.comments LIKE 'Do not renew:%'),
         (p.updated_at AT TIME ZONE 'UTC')::date)
 WHERE p.not_renewing_reason IS NOT NULL AND p.not_renewing_on IS NULL;
