-- A client's attribute group is named once (case and outer spaces aside), as its lines of business
-- are (migration 407): a second of a name made the Add Intake Attribute Group picker show two
-- entries no one could tell apart. The service answers 409 naming the duplicate
-- (intake-config/service.ts). A database that already holds such duplicates keeps them (the index
-- is not made there) until they are renamed.
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM attribute_groups GROUP BY client_id, lower(btrim(name)) HAVING count(*) > 1
  ) THEN
    CREATE UNIQUE INDEX attribute_groups_name_key ON attribute_groups (client_id, lower(btrim(name)));
  END IF;
END $$;
