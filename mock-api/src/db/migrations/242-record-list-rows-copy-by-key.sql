-- The lists' copy (migration 160) is written by statement-level triggers that pick the changed
-- records out of the view by `id IN (SELECT id FROM new_rows)`. The planner knows nothing of the
-- size of a transition table, so for a small write (an import's batch of a few hundred records,
-- a save) it could read the whole records table; picking them by key (an array of ids) reads only
-- those records through the primary key.
CREATE OR REPLACE FUNCTION copy_record_list_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[] := ARRAY(SELECT id FROM new_rows);
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM record_list_rows WHERE id = ANY(changed);
  END IF;
  INSERT INTO record_list_rows SELECT * FROM record_list_columns WHERE id = ANY(changed);
  RETURN NULL;
END
$$;
