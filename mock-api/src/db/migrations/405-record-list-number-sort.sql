-- The record lists' Number column shows an issued policy's number, else the record's own
-- (packages/domain recordNumberOf): sorting by it orders what it shows, on an index of that value
-- in place of the one on the record's own number.
CREATE FUNCTION record_shown_number(stage text, unique_id text, policy_number text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT CASE WHEN stage = 'Policy' AND policy_number IS NOT NULL THEN policy_number ELSE unique_id END $$;

DROP INDEX IF EXISTS record_list_rows_sort_unique_id;
CREATE INDEX record_list_rows_sort_number ON record_list_rows (company_id, record_shown_number(stage, unique_id, policy_number), id);
