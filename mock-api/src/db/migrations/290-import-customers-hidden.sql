-- An import's new customers are hidden until the import is decided, as its records are (migration
-- 240): such a customer carries the import's job id, and the customer list and lookups pass it by.
-- Publishing a record clears its customer's mark in the same transaction; an import that fails, or
-- whose process stopped before it was decided, has its hidden customers removed with its records.
ALTER TABLE customers ADD COLUMN import_job_id integer;
CREATE INDEX customers_import_job_idx ON customers (import_job_id) WHERE import_job_id IS NOT NULL;
