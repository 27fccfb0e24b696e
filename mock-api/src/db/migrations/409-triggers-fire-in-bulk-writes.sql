-- A bordereau import's statements run with session_replication_role = replica, in which the foreign
-- keys' per-row checks are not fired: the import locks and checks their parent rows once per
-- statement instead (db/parent-keys.ts). Every trigger of the schema fires in that mode as in any
-- other. A trigger added later is made ENABLE ALWAYS too (a test lists any that is not).
DO $$
DECLARE t record;
BEGIN
  FOR t IN
    SELECT c.relname, g.tgname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE NOT g.tgisinternal AND n.nspname = current_schema() ORDER BY c.relname, g.tgname
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER %I', t.relname, t.tgname);
  END LOOP;
END $$;
