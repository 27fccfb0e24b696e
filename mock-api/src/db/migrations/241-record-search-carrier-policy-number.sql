-- The search box finds an imported record by the carrier's own policy number (ATL-2612-9001) too.
CREATE FUNCTION record_search_text(unique_id text, policy_number text, carrier_policy_number text, firstname text, lastname text,
                                   email text, phonenumber text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(concat_ws(' ', unique_id, policy_number, carrier_policy_number, firstname || ' ' || lastname, email, phonenumber,
                         nullif(regexp_replace(coalesce(phonenumber, ''), '\D', '', 'g'), '')))
$$;

CREATE OR REPLACE VIEW record_list_columns AS
SELECT id, company_id, customer_id, quotation, created_at, policyeffectivedate, policyscheduledate, policyamount, stage,
       "intake_Name", "intake_subName", unique_id, firstname, lastname, state_name,
       policy_number, submga_id, submga_name, email, phonenumber,
       record_search_text(unique_id, policy_number, carrier_policy_number, firstname, lastname, email, phonenumber) AS search_text
  FROM policy_quotations WHERE deleted_at IS NULL;

UPDATE record_list_rows r
   SET search_text = record_search_text(q.unique_id, q.policy_number, q.carrier_policy_number, q.firstname, q.lastname, q.email, q.phonenumber)
  FROM policy_quotations q WHERE q.id = r.id AND q.carrier_policy_number IS NOT NULL;
