-- The trigram indexes of the lists' copy keep a pending list of at most 64 kB (migration 160)
-- because the embedded database runs no autovacuum to merge a longer one. A server that runs
-- autovacuum merges pending lists in the background: there these indexes take PostgreSQL's
-- default (gin_pending_list_limit, 4 MB), so a write adds its entries to the list rather than
-- merging them into the index at once (a 30,000-row import, in-process, interleaved: 6.3 and
-- 7.0 s against 6.8 and 7.7 s), and an import merges the lists when it ends
-- (mergeRecordListPending, 81-87 ms after that import).
DO $$
DECLARE
  trigram_index regclass;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_stat_activity WHERE backend_type = 'autovacuum launcher') THEN
    FOR trigram_index IN
      SELECT i.indexrelid::regclass FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
       WHERE i.indrelid = 'record_list_rows'::regclass AND a.amname = 'gin'
    LOOP
      EXECUTE format('ALTER INDEX %s RESET (gin_pending_list_limit)', trigram_index);
    END LOOP;
  END IF;
END
$$;
