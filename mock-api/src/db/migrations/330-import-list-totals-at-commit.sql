-- On PostgreSQL a carrier file's import writes its records in one transaction (bdx-admin/import-job.ts).
-- Counted by each of its statements, the first would hold the client's rows of the lists' totals
-- until the import commits, and every record the client creates or removes meanwhile would wait
-- for it. Such a transaction leaves its statements uncounted (a setting of that transaction only,
-- `deferRecordListTotals`) and adds its records to the totals in one statement just before it
-- commits (`countRecordListTotals`, quotations/repository.ts). As migration 150 otherwise.
CREATE OR REPLACE FUNCTION count_record_list_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_rows text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT company_id, quotation, stage, deleted_at, 1 AS change FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT company_id, quotation, stage, deleted_at, -1 AS change FROM old_rows'
    ELSE 'SELECT company_id, quotation, stage, deleted_at, 1 AS change FROM new_rows
          UNION ALL SELECT company_id, quotation, stage, deleted_at, -1 FROM old_rows'
  END;
BEGIN
  IF current_setting('kyubos.list_totals_later', true) = 'on' THEN
    RETURN NULL;
  END IF;
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
