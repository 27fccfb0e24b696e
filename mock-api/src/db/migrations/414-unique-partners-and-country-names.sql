-- A client's carrier, TPA or MGA directory names a partner once and points at a platform client
-- (its pointing id) once, case and outer spaces aside: a second entry was the same partner twice,
-- with two bordereau folders and two picks in every list. A country is named once, whatever its
-- code. The services answer 409 naming what is taken (partners/service.ts,
-- reference-data/service.ts). A database that already holds such duplicates keeps them (that
-- index is not made there) until they are renamed or repointed.
DO $$
DECLARE
  directory text;
  repeated boolean;
BEGIN
  FOREACH directory IN ARRAY ARRAY['client_carriers', 'client_tpas', 'client_mgas'] LOOP
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I GROUP BY client_id, lower(btrim(name)) HAVING count(*) > 1)', directory)
      INTO repeated;
    IF NOT repeated THEN
      EXECUTE format('CREATE UNIQUE INDEX %I ON %I (client_id, lower(btrim(name)))', directory || '_name_key', directory);
    END IF;
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I GROUP BY client_id, upper(btrim(kyubosid)) HAVING count(*) > 1)', directory)
      INTO repeated;
    IF NOT repeated THEN
      EXECUTE format('CREATE UNIQUE INDEX %I ON %I (client_id, upper(btrim(kyubosid)))', directory || '_kyubosid_key', directory);
    END IF;
  END LOOP;
  IF NOT EXISTS (SELECT 1 FROM countries GROUP BY lower(btrim(country_name)) HAVING count(*) > 1) THEN
    CREATE UNIQUE INDEX countries_name_key ON countries (lower(btrim(country_name)));
  END IF;
END $$;
