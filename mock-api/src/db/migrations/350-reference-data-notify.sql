-- Every raise of a reference data version is also announced (NOTIFY reference_data_versions,
-- the table's name), delivered when the writer's transaction commits: an API process on
-- PostgreSQL that listens forgets its kept versions at once instead of at its next recheck.
-- The version row stays what answers are tagged with, and what a process that missed an
-- announcement (or runs on the embedded database) reads at its recheck.
CREATE OR REPLACE FUNCTION bump_reference_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reference_data_versions SET version = version + 1 WHERE name = TG_TABLE_NAME;
  PERFORM pg_notify('reference_data_versions', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
