-- Name sorts put a name where a reader looks for it: accents and case aside, so 'Çelik' sorts
-- between 'Celi' and 'Cem', not after 'Zimmer' as the database's collation (C, by code point) puts
-- it. The key is packages/domain textOrderKey: the name decomposed (NFD), its accents dropped,
-- lower-cased. The insured's first and last name sort on an index of that key in place of the
-- one on the name itself.
CREATE FUNCTION text_order_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT lower(regexp_replace(normalize(name, NFD), '[\u0300-\u036f]', '', 'g')) $$;

DROP INDEX IF EXISTS record_list_rows_sort_firstname;
DROP INDEX IF EXISTS record_list_rows_sort_lastname;
CREATE INDEX record_list_rows_sort_firstname ON record_list_rows (company_id, text_order_key(firstname), id);
CREATE INDEX record_list_rows_sort_lastname ON record_list_rows (company_id, text_order_key(lastname), id);

-- The Customers list is paged on the server, by name unless sorted otherwise: its first page is
-- read from this index, not by sorting the client's customers.
CREATE INDEX customers_name_order ON customers (client_id, text_order_key(lastname), text_order_key(firstname), id) WHERE import_job_id IS NULL;
