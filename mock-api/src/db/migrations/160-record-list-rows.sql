-- The record lists find their rows in a narrow copy of what they filter and sort by: one row per
-- live record. A record is about 1.9 kB, most of it policydetails and policycoverage (just under
-- the size at which PostgreSQL would store them out of the row), so counting a filter that matches
-- 10,000 of 100,000 records read some 3,600 pages of policy_quotations; this copy's rows take about
-- 140 bytes, some 56 to a page. A page of a list then reads its 15 or 35 rows' other columns from
-- the records. Kept by triggers in the same transaction as every write to policy_quotations, so no writer
-- (save, stage change, delete, import, seed) can forget it.

-- The copy's columns, named once: the table is made from this view, and the triggers and the
-- backfill copy rows through it (SELECT *), so the two cannot drift apart. Fixed-width first, to
-- waste no alignment padding. Add a column here only with its filter or sort in repository.ts.
CREATE VIEW record_list_columns AS
SELECT id, company_id, customer_id, quotation, created_at, policyeffectivedate, policyscheduledate, policyamount, stage,
       "intake_Name", "intake_subName", unique_id, firstname, lastname, state_name
  FROM policy_quotations WHERE deleted_at IS NULL;

CREATE TABLE record_list_rows AS SELECT * FROM record_list_columns WITH NO DATA;
-- A hard delete of a record cascades through the key.
ALTER TABLE record_list_rows ADD PRIMARY KEY (id),
  ADD FOREIGN KEY (id) REFERENCES policy_quotations (id) ON DELETE CASCADE;

-- A changed record is copied again whole; one deleted (deleted_at set) leaves the lists.
CREATE FUNCTION copy_record_list_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM record_list_rows WHERE id IN (SELECT id FROM new_rows);
  END IF;
  INSERT INTO record_list_rows SELECT * FROM record_list_columns WHERE id IN (SELECT id FROM new_rows);
  RETURN NULL;
END
$$;

-- Statement-level, so a bulk write (the seed, an import) copies its rows in one statement.
CREATE TRIGGER record_list_rows_insert AFTER INSERT ON policy_quotations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION copy_record_list_rows();
CREATE TRIGGER record_list_rows_update AFTER UPDATE ON policy_quotations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION copy_record_list_rows();

-- The triggers' lock on the table holds writers back until this migration commits.
INSERT INTO record_list_rows SELECT * FROM record_list_columns;

-- ------------------------------------------------------------------ The lists' indexes move here
-- Migration 150 put them on policy_quotations; only the lists used them. (IF EXISTS: a test re-runs this migration.)
DROP INDEX IF EXISTS policy_quotations_intake_name_trgm, policy_quotations_intake_subname_trgm, policy_quotations_created_trgm,
  policy_quotations_unique_id_trgm, policy_quotations_firstname_trgm, policy_quotations_lastname_trgm,
  policy_quotations_effective_trgm, policy_quotations_schedule_trgm, policy_quotations_state_name_trgm,
  policy_quotations_amount_trgm, policy_quotations_sort_intake_name, policy_quotations_sort_intake_subname,
  policy_quotations_sort_unique_id, policy_quotations_sort_firstname, policy_quotations_sort_lastname,
  policy_quotations_sort_effective, policy_quotations_sort_schedule, policy_quotations_sort_state_name,
  policy_quotations_sort_stage, policy_quotations_sort_amount;

-- The unsorted lists (newest first), each stage's list, and one customer's records.
CREATE INDEX record_list_rows_created ON record_list_rows (company_id, created_at DESC, id DESC);
CREATE INDEX record_list_rows_stage ON record_list_rows (company_id, stage, created_at DESC, id DESC);
CREATE INDEX record_list_rows_customer ON record_list_rows (company_id, customer_id);

-- Header filters: one per FILTER_EXPRESSION (repository.ts), written exactly as the query writes it.
-- The embedded database runs no autovacuum, so a GIN index's pending list of fast inserts is only
-- merged when it outgrows gin_pending_list_limit, and every search reads it whole: keep it at the
-- minimum (64 kB). The stage filter has three values; the stage index serves it.
CREATE INDEX record_list_rows_intake_name_trgm ON record_list_rows USING gin ("intake_Name" gin_trgm_ops) WITH (gin_pending_list_limit = 64);
CREATE INDEX record_list_rows_intake_subname_trgm ON record_list_rows USING gin ("intake_subName" gin_trgm_ops) WITH (gin_pending_list_limit = 64);
CREATE INDEX record_list_rows_created_trgm ON record_list_rows USING gin (list_timestamp_text(created_at) gin_trgm_ops) WITH (gin_pending_list_limit = 64);
CREATE INDEX record_list_rows_unique_id_trgm ON record_list_rows USING gin (unique_id gin_trgm_ops) WITH (gin_pending_list_limit = 64);
CREATE INDEX record_list_rows_firstname_trgm ON record_list_rows USING gin (firstname gin_trgm_ops) WITH (gin_pending_list_limit = 64);
CREATE INDEX record_list_rows_lastname_trgm ON record_list_rows USING gin (lastname gin_trgm_ops) WITH (gin_pending_list_limit = 64);
CREATE INDEX record_list_rows_effective_trgm ON record_list_rows USING gin (list_date_text(policyeffectivedate) gin_trgm_ops) WITH (gin_pending_list_limit = 64);
CREATE INDEX record_list_rows_schedule_trgm ON record_list_rows USING gin (list_date_text(policyscheduledate) gin_trgm_ops) WITH (gin_pending_list_limit = 64);
CREATE INDEX record_list_rows_state_name_trgm ON record_list_rows USING gin (state_name gin_trgm_ops) WITH (gin_pending_list_limit = 64);
CREATE INDEX record_list_rows_amount_trgm ON record_list_rows USING gin ((policyamount::text) gin_trgm_ops) WITH (gin_pending_list_limit = 64);

-- Sorted lists (SORT_EXPRESSION): by the column then id, both directions (a backward scan).
CREATE INDEX record_list_rows_sort_intake_name ON record_list_rows (company_id, "intake_Name", id);
CREATE INDEX record_list_rows_sort_intake_subname ON record_list_rows (company_id, "intake_subName", id);
CREATE INDEX record_list_rows_sort_unique_id ON record_list_rows (company_id, unique_id, id);
CREATE INDEX record_list_rows_sort_firstname ON record_list_rows (company_id, firstname, id);
CREATE INDEX record_list_rows_sort_lastname ON record_list_rows (company_id, lastname, id);
CREATE INDEX record_list_rows_sort_effective ON record_list_rows (company_id, policyeffectivedate, id);
CREATE INDEX record_list_rows_sort_schedule ON record_list_rows (company_id, policyscheduledate, id);
CREATE INDEX record_list_rows_sort_state_name ON record_list_rows (company_id, state_name, id);
CREATE INDEX record_list_rows_sort_stage ON record_list_rows (company_id, stage, id);
CREATE INDEX record_list_rows_sort_amount ON record_list_rows (company_id, policyamount, id);
