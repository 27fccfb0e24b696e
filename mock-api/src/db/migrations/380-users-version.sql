-- The staff users of a client (/viewclientuser) are kept by each API process as the reference
-- data answers are (observability/answer-cache.ts, keptRead): a version row for `users`, raised
-- and announced (NOTIFY reference_data_versions) by every statement that writes the table,
-- whichever area or process writes it; the list is read again once the version moved.
INSERT INTO reference_data_versions (name) VALUES ('users') ON CONFLICT (name) DO NOTHING;

CREATE TRIGGER users_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_data_version();
