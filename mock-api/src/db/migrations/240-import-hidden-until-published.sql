-- An import writes its records in short batches (so other calls are answered between them), each
-- batch hidden until the whole file is written: such a record carries its job's id and a deleted_at,
-- so every list, search, view, count and export (which all read live records only, deleted_at IS
-- NULL) passes it by. Publishing clears both; an import that fails, or whose process stopped before
-- it was decided, has its hidden records removed. Once the file is marked imported (in one short
-- transaction with the job's answer), the import is decided: a restart publishes what is left.
ALTER TABLE policy_quotations ADD COLUMN import_job_id integer;
CREATE INDEX policy_quotations_import_job_idx ON policy_quotations (import_job_id) WHERE import_job_id IS NOT NULL;
