-- The audit trail: one append-only table, written in the writer's own transaction.
--
-- Row writes of an audited table are recorded by a row trigger (audit_row) with the changed
-- fields' before and after values; who and which call come from the transaction-local setting
-- `kyubos.actor`, which the API's database layer sets (audit_begin) at the start of every
-- transaction of a signed-in call. Writes without it (migrations, the seed, start-up upkeep) are
-- not recorded. Sign-in, failed sign-in, password reset and imports are inserted by the API itself.
--
-- Auditing a table is one line in a migration: SELECT audit_table('name'); see mock-api/README.md.

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- The tenant the row belongs to: the written record's client, else the caller's.
  client_id integer,
  user_id integer,
  user_name text,
  -- 'admin' (portal users), 'carrier' (BDX portal users); null when nobody is signed in.
  audience text,
  login_type smallint,
  actor_client_id integer,
  call text,
  request_id text,
  -- insert, update, delete, sign-in, sign-in failed, password reset, import
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  -- { field: { before, after } }; secrets left out, private values masked.
  changes jsonb NOT NULL DEFAULT '{}'
);

CREATE INDEX audit_log_client_at ON audit_log (client_id, at DESC, id DESC);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id, id DESC);
CREATE INDEX audit_log_user ON audit_log (user_id, id DESC);
CREATE INDEX audit_log_call ON audit_log (call, id DESC);

-- Append-only, whoever asks.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

-- Who is writing, for the rest of the transaction: { user_id, audience, login_type, client_id,
-- call, request_id } plus the user's name, read here once.
CREATE FUNCTION audit_begin(actor jsonb) RETURNS void LANGUAGE sql AS $$
  SELECT set_config('kyubos.actor', (actor || jsonb_build_object('name', CASE actor->>'audience'
    WHEN 'carrier' THEN (SELECT concat_ws(' ', firstname, lastname) FROM carrier_users WHERE id = (actor->>'user_id')::integer)
    ELSE (SELECT concat_ws(' ', firstname, lastname) FROM users WHERE id = (actor->>'user_id')::integer)
  END))::text, true)
$$;

-- A private value shown by its last 4 letters or digits, separators kept, as maskSecret
-- (packages/domain private-data.ts) answers it; four or fewer are masked whole.
CREATE FUNCTION audit_mask_secret(value text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  kept integer := length(regexp_replace(value, '[^0-9A-Za-z]', '', 'g'));
  hide integer := CASE WHEN kept > 4 THEN kept - 4 ELSE kept END;
  result text := '';
  ch text;
BEGIN
  FOREACH ch IN ARRAY regexp_split_to_array(value, '') LOOP
    IF ch ~ '[0-9A-Za-z]' AND hide > 0 THEN
      result := result || '*';
      hide := hide - 1;
    ELSE
      result := result || ch;
    END IF;
  END LOOP;
  RETURN result;
END $$;

-- A record's details ({ attributeId: { name: { row: value } } }) with the values of the client's
-- private attributes (secure, PI secure) masked, as the record answers mask them.
CREATE FUNCTION audit_mask_details(client integer, details jsonb) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN jsonb_typeof(details) <> 'object' THEN details ELSE coalesce((
    SELECT jsonb_object_agg(attr.key, CASE
      WHEN jsonb_typeof(attr.value) = 'object' AND EXISTS (
        SELECT 1 FROM attributes a WHERE a.client_id = client AND a.id::text = attr.key AND a.attribute_type IN ('secure', 'PI secure'))
      THEN (SELECT coalesce(jsonb_object_agg(byname.key, CASE WHEN jsonb_typeof(byname.value) = 'object'
              THEN (SELECT coalesce(jsonb_object_agg(r.key, to_jsonb(audit_mask_secret(r.value #>> '{}'))), '{}') FROM jsonb_each(byname.value) r)
              ELSE byname.value END), '{}')
            FROM jsonb_each(attr.value) byname)
      ELSE attr.value END)
    FROM jsonb_each(details) attr), '{}') END
$$;

-- A column whose values never reach the trail (passwords, hashes, tokens, OTPs, keys, and the
-- table's own hidden columns): a change of it is recorded as '[hidden]' on both sides.
CREATE FUNCTION audit_is_secret(key text, hidden text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT key ~* '(password|secret|token|otp|_hash$|encrypted)' OR key = ANY(string_to_array(hidden, ','))
$$;

-- What of a row the trail may hold: no secrets, no bookkeeping times, the details masked.
CREATE FUNCTION audit_visible(r jsonb, client_column text, details_column text, hidden text) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  visible jsonb;
BEGIN
  visible := r - ARRAY(
    SELECT key FROM jsonb_object_keys(r) key
     WHERE audit_is_secret(key, hidden) OR key IN ('created_at', 'updated_at'));
  IF details_column <> '' AND visible ? details_column THEN
    visible := jsonb_set(visible, ARRAY[details_column], audit_mask_details((r->>client_column)::integer, visible->details_column));
  END IF;
  RETURN visible;
END $$;

-- The row trigger: TG_ARGV = client column ('' = the caller's client), id column, details
-- column to mask ('' = none), hidden columns (comma list).
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := current_setting('kyubos.actor', true)::jsonb;
  client_column text := TG_ARGV[0];
  id_column text := TG_ARGV[1];
  before jsonb;
  after jsonb;
  changed jsonb;
  source jsonb;
BEGIN
  -- Compared in clear (a private value changed in its hidden part is still a change), shown masked.
  IF TG_OP <> 'INSERT' THEN before := audit_visible(to_jsonb(OLD), client_column, '', TG_ARGV[3]); END IF;
  IF TG_OP <> 'DELETE' THEN after := audit_visible(to_jsonb(NEW), client_column, '', TG_ARGV[3]); END IF;
  SELECT coalesce(jsonb_object_agg(key, jsonb_build_object('before', b, 'after', a)), '{}')
    INTO changed
    FROM (SELECT key, coalesce(before->key, 'null') AS b, coalesce(after->key, 'null') AS a
            FROM jsonb_object_keys(coalesce(after, before)) key) fields
   WHERE b IS DISTINCT FROM a;
  IF TG_OP = 'UPDATE' THEN
    SELECT changed || coalesce(jsonb_object_agg(o.key, '{"before": "[hidden]", "after": "[hidden]"}'::jsonb), '{}')
      INTO changed
      FROM jsonb_each(to_jsonb(OLD)) o
     WHERE audit_is_secret(o.key, TG_ARGV[3]) AND o.value IS DISTINCT FROM to_jsonb(NEW)->o.key;
    IF changed = '{}' THEN RETURN NULL; END IF;
  END IF;
  source := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  IF TG_ARGV[2] <> '' AND changed ? TG_ARGV[2] THEN
    changed := jsonb_set(changed, ARRAY[TG_ARGV[2]], jsonb_build_object(
      'before', CASE WHEN before IS NULL THEN 'null'::jsonb ELSE audit_mask_details((source->>client_column)::integer, before->TG_ARGV[2]) END,
      'after', CASE WHEN after IS NULL THEN 'null'::jsonb ELSE audit_mask_details((source->>client_column)::integer, after->TG_ARGV[2]) END));
  END IF;
  INSERT INTO audit_log (client_id, user_id, user_name, audience, login_type, actor_client_id, call, request_id, action, entity, entity_id, changes)
  VALUES (
    coalesce(CASE WHEN client_column <> '' THEN (source->>client_column)::integer END, (actor->>'client_id')::integer),
    (actor->>'user_id')::integer, actor->>'name', actor->>'audience', (actor->>'login_type')::smallint,
    (actor->>'client_id')::integer, actor->>'call', actor->>'request_id',
    lower(TG_OP), TG_TABLE_NAME, source->>id_column, changed);
  RETURN NULL;
END $$;

-- An audit row the API writes itself (sign-in, failed sign-in, password reset, an import's
-- summary): entry = { action, entity, entity_id?, changes?, client_id?, user_id?, audience?,
-- login_type?, call?, request_id? }; what it leaves out comes from the transaction's caller.
CREATE FUNCTION audit_append(entry jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := coalesce(nullif(current_setting('kyubos.actor', true), '')::jsonb, '{}');
  who jsonb := actor || (entry - 'action' - 'entity' - 'entity_id' - 'changes' - 'client_id');
  who_name text := actor->>'name';
  account_client integer;
BEGIN
  IF entry ? 'user_id' THEN
    IF who->>'audience' = 'carrier' THEN
      SELECT concat_ws(' ', firstname, lastname), client_id INTO who_name, account_client FROM carrier_users WHERE id = (who->>'user_id')::integer;
    ELSE
      SELECT concat_ws(' ', firstname, lastname), client_id INTO who_name, account_client FROM users WHERE id = (who->>'user_id')::integer;
    END IF;
    IF NOT entry ? 'client_id' THEN entry := entry || jsonb_build_object('client_id', account_client); END IF;
  END IF;
  INSERT INTO audit_log (client_id, user_id, user_name, audience, login_type, actor_client_id, call, request_id, action, entity, entity_id, changes)
  VALUES (
    coalesce((entry->>'client_id')::integer, (who->>'client_id')::integer),
    (who->>'user_id')::integer, who_name, who->>'audience', (who->>'login_type')::smallint,
    coalesce((who->>'client_id')::integer, (entry->>'client_id')::integer), who->>'call', who->>'request_id', entry->>'action', entry->>'entity', entry->>'entity_id', coalesce(entry->'changes', '{}'));
END $$;

-- Audits a table: every row written by a signed-in call appends its changes to audit_log, unless
-- the transaction turned row auditing off (kyubos.audit_rows = 'off': bulk imports, which append
-- one summary row instead).
CREATE FUNCTION audit_table(target regclass, client_column text DEFAULT 'client_id', id_column text DEFAULT 'id',
                            details_column text DEFAULT '', hidden_columns text DEFAULT '') RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS audit_row ON %s', target);
  EXECUTE format(
    'CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW '
    'WHEN (coalesce(current_setting(''kyubos.actor'', true), '''') <> '''' '
    'AND coalesce(current_setting(''kyubos.audit_rows'', true), '''') <> ''off'') '
    'EXECUTE FUNCTION audit_row(%L, %L, %L, %L)',
    target, client_column, id_column, details_column, hidden_columns);
END $$;

-- Reference data (no client: the writer's client).
SELECT audit_table('countries', '');
SELECT audit_table('currencies', '');
SELECT audit_table('states', '');
SELECT audit_table('cities', '');
SELECT audit_table('menus', '');
SELECT audit_table('submenus', '');
-- Clients, users, permissions.
SELECT audit_table('clients', 'id');
SELECT audit_table('users');
SELECT audit_table('client_permissions', '');
SELECT audit_table('client_agents', 'company_id');
SELECT audit_table('carrier_users');
-- Directory and set-up.
SELECT audit_table('client_carriers');
SELECT audit_table('client_tpas');
SELECT audit_table('client_mgas');
SELECT audit_table('companies');
SELECT audit_table('company_documents', '');
SELECT audit_table('policies', 'company_id');
SELECT audit_table('intake_categories');
SELECT audit_table('intake_packages');
SELECT audit_table('intake_coverages');
SELECT audit_table('attribute_groups');
SELECT audit_table('attributes');
SELECT audit_table('intake_attribute_groups');
SELECT audit_table('intake_sublobs');
SELECT audit_table('intake_states');
SELECT audit_table('intake_programs');
SELECT audit_table('slabs');
SELECT audit_table('client_quotation_settings', 'client_id', 'client_id');
-- Bordereaux, records, payments, policy transactions.
SELECT audit_table('bdx_files');
SELECT audit_table('customers');
SELECT audit_table('policy_quotations', 'company_id', 'id', 'policydetails');
SELECT audit_table('policy_payments', 'company_id');
SELECT audit_table('policy_transactions', 'company_id');
