-- The quotation form's Customer search finds a customer by what is typed (customer-list.ts,
-- customerSearchBranches), each way read from an index, not from every customer of the client
-- (an email or a phone search read each of 100,000 customers: 50-220 ms on the embedded database).

-- A name without its punctuation, accents and case: "oconnor" finds O'Connor. packages/domain
-- nameSearchKey is the same key (the same character class). Names still sort by text_order_key.
-- (public.: an index is built with only pg_catalog on the search path.)
CREATE FUNCTION name_search_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT regexp_replace(public.text_order_key(name), '[\u0021-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u007e\u02bc\u2010-\u2015\u2018-\u201f]', '', 'g') $$;
CREATE INDEX customers_name_search ON customers (client_id, name_search_key(lastname), name_search_key(firstname)) WHERE import_job_id IS NULL;

-- The start of an email, any case ("dana.re" finds dana.reyes@example.com): a range of this index.
CREATE INDEX customers_email_start ON customers (client_id, lower(email)) WHERE import_job_id IS NULL;

-- A phone's digits anywhere in it ("555-0142" finds 13035550142): a stored phone may hold a
-- form's digits or a file's formatted text, so the digits are indexed, by trigram.
CREATE FUNCTION phone_digits(phone text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT regexp_replace(phone, '[^0-9]', '', 'g') $$;
CREATE INDEX customers_phone_digits ON customers USING gin (phone_digits(phonenumber) gin_trgm_ops) WITH (gin_pending_list_limit = 64) WHERE import_job_id IS NULL;
