-- A version per reference data table, raised by every statement that writes the table (in the
-- writer's transaction). Answers built from these tables carry the versions as their ETag, and
-- each API process keeps its last answer until a version moves: every process sees the change
-- at its next call, whichever process wrote it.
CREATE TABLE reference_data_versions (
  name text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 1
);

INSERT INTO reference_data_versions (name) VALUES ('countries'), ('currencies'), ('states'), ('cities');

CREATE FUNCTION bump_reference_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reference_data_versions SET version = version + 1 WHERE name = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;

CREATE TRIGGER countries_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries
  FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_data_version();
CREATE TRIGGER currencies_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON currencies
  FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_data_version();
CREATE TRIGGER states_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON states
  FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_data_version();
CREATE TRIGGER cities_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_data_version();
