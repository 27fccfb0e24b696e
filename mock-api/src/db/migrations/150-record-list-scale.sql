-- The record lists at scale (100,000 records for one client): unfiltered totals kept as counters,
-- trigram indexes behind the header filters, and indexes behind the sortable columns.

-- ------------------------------------------------------------------ Totals of the unfiltered lists
-- One row per client and list scope (RecordListScope), kept by triggers in the same transaction
-- as every write to policy_quotations, so no writer (save, stage change, delete, import, seed) can
-- forget it. A missing row means 0.
CREATE TABLE record_list_totals (
  company_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  scope text NOT NULL CHECK (scope IN ('all', 'quotations', 'binders', 'policies', 'incomplete')),
  -- No CHECK (total >= 0): an upsert's proposed row carries the change itself, which may be negative.
  total integer NOT NULL,
  PRIMARY KEY (company_id, scope)
);

-- The lists a record shows in: SCOPE_CONDITION of mock-api/src/quotations/repository.ts as data
-- (the API tests compare every total with a count(*) under those conditions).
CREATE FUNCTION record_list_scopes(quotation smallint, stage text, deleted_at timestamptz) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN deleted_at IS NOT NULL THEN ARRAY[]::text[]
         ELSE ARRAY['all', CASE stage WHEN 'Quotation' THEN 'quotations' WHEN 'Binder' THEN 'binders' ELSE 'policies' END]
              || CASE WHEN quotation = 0 THEN ARRAY['incomplete'] ELSE ARRAY[]::text[] END
         END
$$;

-- Statement-level, so a bulk write costs one upsert per client and scope. Rows are upserted in
-- (company_id, scope) order and 'all' comes first whenever a client's totals change at all, so
-- concurrent writers of one client queue on that row instead of deadlocking.
CREATE FUNCTION count_record_list_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_rows text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT company_id, quotation, stage, deleted_at, 1 AS change FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT company_id, quotation, stage, deleted_at, -1 AS change FROM old_rows'
    ELSE 'SELECT company_id, quotation, stage, deleted_at, 1 AS change FROM new_rows
          UNION ALL SELECT company_id, quotation, stage, deleted_at, -1 FROM old_rows'
  END;
BEGIN
  EXECUTE format($sql$
    WITH changes AS (
      SELECT c.company_id, scope, sum(c.change)::integer AS change
        FROM (%s) AS c, unnest(record_list_scopes(c.quotation, c.stage, c.deleted_at)) AS scope
       GROUP BY c.company_id, scope
    )
    INSERT INTO record_list_totals AS t (company_id, scope, total)
    SELECT company_id, scope, change FROM changes
     WHERE company_id IN (SELECT company_id FROM changes WHERE change <> 0)
     ORDER BY company_id, scope
    ON CONFLICT (company_id, scope) DO UPDATE SET total = t.total + excluded.total
  $sql$, changed_rows);
  RETURN NULL;
END
$$;

CREATE FUNCTION clear_record_list_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM record_list_totals;
  RETURN NULL;
END
$$;

CREATE TRIGGER record_list_totals_insert AFTER INSERT ON policy_quotations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_record_list_totals();
CREATE TRIGGER record_list_totals_update AFTER UPDATE ON policy_quotations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_record_list_totals();
CREATE TRIGGER record_list_totals_delete AFTER DELETE ON policy_quotations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_record_list_totals();
CREATE TRIGGER record_list_totals_truncate AFTER TRUNCATE ON policy_quotations
  FOR EACH STATEMENT EXECUTE FUNCTION clear_record_list_totals();

-- The triggers' lock on the table holds writers back until this migration commits.
INSERT INTO record_list_totals (company_id, scope, total)
SELECT company_id, scope, count(*)
  FROM policy_quotations, unnest(record_list_scopes(quotation, stage, deleted_at)) AS scope
 GROUP BY company_id, scope;

-- ------------------------------------------------------------------ Header filters (ILIKE '%text%')
-- Dates are matched as the list shows them. to_char is only STABLE (it may read the session's time
-- zone and locale), so these numeric-only formats are wrapped as IMMUTABLE functions an index can
-- use; the record's creation time is shown in UTC so the text never depends on the session.
CREATE FUNCTION list_date_text(value date) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT to_char(value::timestamp, 'MM-DD-YYYY') $$;
CREATE FUNCTION list_timestamp_text(value timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT to_char(value AT TIME ZONE 'UTC', 'MM/DD/YYYY, HH12:MI AM') $$;

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- One per FILTER_EXPRESSION (repository.ts), written exactly as the query writes it. The embedded
-- database runs no autovacuum, so a GIN index's pending list of fast inserts is only merged when it
-- outgrows gin_pending_list_limit, and every search reads it whole: keep it at the minimum (64 kB).
CREATE INDEX policy_quotations_intake_name_trgm ON policy_quotations USING gin ("intake_Name" gin_trgm_ops) WITH (gin_pending_list_limit = 64) WHERE deleted_at IS NULL;
CREATE INDEX policy_quotations_intake_subname_trgm ON policy_quotations USING gin ("intake_subName" gin_trgm_ops) WITH (gin_pending_list_limit = 64) WHERE deleted_at IS NULL;
CREATE INDEX policy_quotations_created_trgm ON policy_quotations USING gin (list_timestamp_text(created_at) gin_trgm_ops) WITH (gin_pending_list_limit = 64) WHERE deleted_at IS NULL;
CREATE INDEX policy_quotations_unique_id_trgm ON policy_quotations USING gin (unique_id gin_trgm_ops) WITH (gin_pending_list_limit = 64) WHERE deleted_at IS NULL;
CREATE INDEX policy_quotations_firstname_trgm ON policy_quotations USING gin (firstname gin_trgm_ops) WITH (gin_pending_list_limit = 64) WHERE deleted_at IS NULL;
CREATE INDEX policy_quotations_lastname_trgm ON policy_quotations USING gin (lastname gin_trgm_ops) WITH (gin_pending_list_limit = 64) WHERE deleted_at IS NULL;
CREATE INDEX policy_quotations_effective_trgm ON policy_quotations USING gin (list_date_text(policyeffectivedate) gin_trgm_ops) WITH (gin_pending_list_limit = 64) WHERE deleted_at IS NULL;
CREATE INDEX policy_quotations_schedule_trgm ON policy_quotations USING gin (list_date_text(policyscheduledate) gin_trgm_ops) WITH (gin_pending_list_limit = 64) WHERE deleted_at IS NULL;
CREATE INDEX policy_quotations_state_name_trgm ON policy_quotations USING gin (state_name gin_trgm_ops) WITH (gin_pending_list_limit = 64) WHERE deleted_at IS NULL;
CREATE INDEX policy_quotations_amount_trgm ON policy_quotations USING gin ((policyamount::text) gin_trgm_ops) WITH (gin_pending_list_limit = 64) WHERE deleted_at IS NULL;
-- The stage filter has three values; the stage index below serves it.

-- ------------------------------------------------------------------ Sorted lists (SORT_EXPRESSION)
-- Ordered by the column then id, both directions (a backward scan), for the live records of a client.
CREATE INDEX policy_quotations_sort_intake_name ON policy_quotations (company_id, "intake_Name", id) WHERE deleted_at IS NULL;
CREATE INDEX policy_quotations_sort_intake_subname ON policy_quotations (company_id, "intake_subName", id) WHERE deleted_at IS NULL;
CREATE INDEX policy_quotations_sort_unique_id ON policy_quotations (company_id, unique_id, id) WHERE deleted_at IS NULL;
CREATE INDEX policy_quotations_sort_firstname ON policy_quotations (company_id, firstname, id) WHERE deleted_at IS NULL;
CREATE INDEX policy_quotations_sort_lastname ON policy_quotations (company_id, lastname, id) WHERE deleted_at IS NULL;
CREATE INDEX policy_quotations_sort_effective ON policy_quotations (company_id, policyeffectivedate, id) WHERE deleted_at IS NULL;
CREATE INDEX policy_quotations_sort_schedule ON policy_quotations (company_id, policyscheduledate, id) WHERE deleted_at IS NULL;
CREATE INDEX policy_quotations_sort_state_name ON policy_quotations (company_id, state_name, id) WHERE deleted_at IS NULL;
CREATE INDEX policy_quotations_sort_stage ON policy_quotations (company_id, stage, id) WHERE deleted_at IS NULL;
CREATE INDEX policy_quotations_sort_amount ON policy_quotations (company_id, policyamount, id) WHERE deleted_at IS NULL;
