-- What the record lists and the record search need beyond migration 160: the policy number (a
-- policy is known by it), the record's agent (its column, filter and the agent's own book), the
-- insured's email and phone, and the search box's text. New columns of the copy go at the end of
-- its view and table, in the same order, as the triggers copy rows through the view (SELECT *).

-- The search box: numbers, insured name, email and phone (also as digits only), one text per record.
CREATE FUNCTION record_search_text(unique_id text, policy_number text, firstname text, lastname text, email text, phonenumber text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(concat_ws(' ', unique_id, policy_number, firstname || ' ' || lastname, email, phonenumber,
                         nullif(regexp_replace(coalesce(phonenumber, ''), '\D', '', 'g'), '')))
$$;

CREATE OR REPLACE VIEW record_list_columns AS
SELECT id, company_id, customer_id, quotation, created_at, policyeffectivedate, policyscheduledate, policyamount, stage,
       "intake_Name", "intake_subName", unique_id, firstname, lastname, state_name,
       policy_number, submga_id, submga_name, email, phonenumber,
       -- Kept as a column: a search matching thousands of records rechecks a plain text, not the function.
       record_search_text(unique_id, policy_number, firstname, lastname, email, phonenumber) AS search_text
  FROM policy_quotations WHERE deleted_at IS NULL;

ALTER TABLE record_list_rows ADD COLUMN policy_number text, ADD COLUMN submga_id integer, ADD COLUMN submga_name text,
  ADD COLUMN email text, ADD COLUMN phonenumber text, ADD COLUMN search_text text;
UPDATE record_list_rows r SET policy_number = q.policy_number, submga_id = q.submga_id, submga_name = q.submga_name,
       email = q.email, phonenumber = q.phonenumber,
       search_text = record_search_text(q.unique_id, q.policy_number, q.firstname, q.lastname, q.email, q.phonenumber)
  FROM policy_quotations q WHERE q.id = r.id;

-- The Number column's filter finds a record by its quotation number or, once issued, its policy number.
CREATE FUNCTION record_number_text(unique_id text, policy_number text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT unique_id || coalesce(' ' || policy_number, '') $$;

DROP INDEX IF EXISTS record_list_rows_unique_id_trgm;
CREATE INDEX record_list_rows_number_trgm ON record_list_rows USING gin (record_number_text(unique_id, policy_number) gin_trgm_ops)
  WITH (gin_pending_list_limit = 64);
CREATE INDEX record_list_rows_agent_trgm ON record_list_rows USING gin (submga_name gin_trgm_ops) WITH (gin_pending_list_limit = 64);
CREATE INDEX record_list_rows_search_trgm ON record_list_rows USING gin (search_text gin_trgm_ops) WITH (gin_pending_list_limit = 64);
CREATE INDEX record_list_rows_sort_agent ON record_list_rows (company_id, submga_name, id);
-- An agent's own book, newest first.
CREATE INDEX record_list_rows_agent ON record_list_rows (company_id, submga_id, created_at DESC, id DESC);

-- Maker-checker: who saved each history row (a user id; changed_by keeps the name shown), and who
-- created each user account.
ALTER TABLE policy_quotation_history ADD COLUMN changed_by_id integer;
ALTER TABLE users ADD COLUMN created_by integer REFERENCES users (id);

-- How far an effective date written in the portal may lie in the past and ahead, in days.
ALTER TABLE client_quotation_settings
  ADD COLUMN effective_days_past integer NOT NULL DEFAULT 0 CHECK (effective_days_past BETWEEN 0 AND 3650),
  ADD COLUMN effective_days_ahead integer NOT NULL DEFAULT 365 CHECK (effective_days_ahead BETWEEN 0 AND 3650);

-- Quotations not yet bound are charged only for the coverages the insured takes (required or
-- included Y); their amount and balance follow that rule from now on. Binders and policies keep
-- the amount they were bound at.
UPDATE policy_quotations q SET policyamount = c.amount, balance = c.amount
  FROM (SELECT id, coalesce((SELECT sum((e->>'premium')::numeric) FROM jsonb_array_elements(policycoverage) e
                              WHERE lower(trim(coalesce(e->>'covargerequired', ''))) = 'required'
                                 OR upper(trim(coalesce(e->>'coverageinclude', ''))) = 'Y'), 0) AS amount
          FROM policy_quotations WHERE stage = 'Quotation' AND jsonb_array_length(policycoverage) > 0) c
 WHERE q.id = c.id AND q.policyamount <> c.amount;
