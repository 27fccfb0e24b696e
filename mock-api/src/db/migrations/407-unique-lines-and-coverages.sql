-- A client's line of business is named once (its name and sub LOB label, case and outer spaces
-- aside), and a package holds a coverage of a name once: a second of either made every picker show
-- two entries no one could tell apart, and a coverage twice was charged twice on every quotation.
-- The service answers 409 naming the duplicate (intake-config/service.ts). A database that already
-- holds such duplicates keeps them (the index is not made there) until they are renamed.
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM intake_categories
     GROUP BY client_id, lower(btrim(category_name)), lower(btrim(coalesce(sublob, '')))
    HAVING count(*) > 1
  ) THEN
    CREATE UNIQUE INDEX intake_categories_name_key
      ON intake_categories (client_id, lower(btrim(category_name)), lower(btrim(coalesce(sublob, ''))));
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM intake_coverages GROUP BY package_id, lower(btrim(coverage_name)) HAVING count(*) > 1
  ) THEN
    CREATE UNIQUE INDEX intake_coverages_name_key ON intake_coverages (package_id, lower(btrim(coverage_name)));
  END IF;
END $$;
