-- A grace period (paymentgraceperiod, policyquotation_graceperiod) is one thing: a whole number of
-- days, weeks or calendar months, at most a year, stored as '30 days', '1 week', '1 month'
-- (packages/contracts parseGracePeriod and formatGracePeriod; saves refuse any other text). Billing
-- used to read any text's first number as days ('1 month' was 1 day). Stored values are brought to
-- that form: one that parses keeps its meaning ('30' is '30 days', '2 Weeks' '2 weeks'); one that
-- does not keeps the grace billing gave it, its first number in days ('13/45/2026' is '13 days'),
-- or none when that is no number or more than a year.
CREATE FUNCTION grace_period_normalised(value text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  parts text[] := regexp_match(value, '^\s*(\d{1,3})(?:\s*(day|week|month)s?)?\s*$', 'i');
  first_number text := substring(value from '\d+');
  amount integer;
  unit text := 'day';
  longest integer;
BEGIN
  IF parts IS NOT NULL THEN
    amount := parts[1]::integer;
    unit := lower(coalesce(parts[2], 'day'));
    longest := CASE unit WHEN 'day' THEN 365 WHEN 'week' THEN 52 ELSE 12 END;
    IF amount > longest THEN
      parts := NULL;
    END IF;
  END IF;
  IF parts IS NULL THEN
    IF first_number IS NULL OR length(first_number) > 3 OR first_number::integer > 365 THEN
      RETURN NULL;
    END IF;
    amount := first_number::integer;
    unit := 'day';
  END IF;
  RETURN amount || ' ' || unit || CASE WHEN amount = 1 THEN '' ELSE 's' END;
END
$$;

UPDATE policy_quotations
   SET paymentgraceperiod = grace_period_normalised(paymentgraceperiod),
       policyquotation_graceperiod = grace_period_normalised(policyquotation_graceperiod)
 WHERE paymentgraceperiod IS DISTINCT FROM grace_period_normalised(paymentgraceperiod)
    OR policyquotation_graceperiod IS DISTINCT FROM grace_period_normalised(policyquotation_graceperiod);

DROP FUNCTION grace_period_normalised(text);

-- A period in weeks or months now counts as such: what billing keeps of those policies (the last
-- day of grace: migration 391) is worked out again at the next list call or billing cycle. Periods
-- whose text changed above are marked by the trigger already.
SELECT mark_billing_changed(ARRAY(SELECT id FROM policy_quotations WHERE paymentgraceperiod ~ '(week|month)'));

ALTER TABLE policy_quotations ADD CONSTRAINT policy_quotations_grace_periods CHECK (
  paymentgraceperiod ~ '^[0-9]{1,3} (day|week|month)s?$' AND policyquotation_graceperiod ~ '^[0-9]{1,3} (day|week|month)s?$'
);
