-- Intake configuration (spec 2): lines of business get their remaining fields; packages and
-- their coverages, attribute groups, attributes and the groups on each line of business.
-- Every table carries client_id: every read and write is scoped to the caller's client.

ALTER TABLE intake_categories ADD COLUMN document text;
ALTER TABLE intake_categories ADD COLUMN intaketype text;

-- A package (spec 2's "intake sub-category") of a line of business.
CREATE TABLE intake_packages (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id),
  category_id integer NOT NULL REFERENCES intake_categories (id) ON DELETE CASCADE,
  listcategory_id integer,
  subcategory_name text NOT NULL,
  coverage_limit numeric(14, 2),
  coverage_premimum numeric(14, 2),
  document text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX intake_packages_category_idx ON intake_packages (client_id, category_id);

-- The coverages a package offers; quotations draw their coverage rows from here.
CREATE TABLE intake_coverages (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id),
  package_id integer NOT NULL REFERENCES intake_packages (id) ON DELETE CASCADE,
  coverage_name text NOT NULL,
  coverage_limit numeric(14, 2) NOT NULL CHECK (coverage_limit >= 0),
  coverage_premium numeric(14, 2) NOT NULL CHECK (coverage_premium >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX intake_coverages_package_idx ON intake_coverages (client_id, package_id);

CREATE TABLE attribute_groups (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id),
  name text NOT NULL,
  displaytype text NOT NULL CHECK (displaytype IN ('Single Column', 'Double Column', 'Table')),
  numberofrow integer NOT NULL DEFAULT 0 CHECK (numberofrow >= 0),
  rank integer NOT NULL DEFAULT 0,
  active text NOT NULL DEFAULT '1' CHECK (active IN ('0', '1')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attribute_groups_client_idx ON attribute_groups (client_id);

-- attribute_max_lenght keeps the spec's spelling; it is derived from attributeformat.
CREATE TABLE attributes (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id),
  group_id integer NOT NULL REFERENCES attribute_groups (id) ON DELETE CASCADE,
  name text NOT NULL,
  attribute_name text NOT NULL,
  attribute_type text NOT NULL
    CHECK (attribute_type IN ('text', 'date', 'checkbox', 'email', 'radio', 'textarea', 'secure', 'PI secure')),
  radiogroup text,
  isrequired text NOT NULL DEFAULT '' CHECK (isrequired IN ('Required', '')),
  description text,
  attributeformat text,
  attribute_max_lenght text NOT NULL DEFAULT '0',
  attribute_data_type text CHECK (attribute_data_type IN ('Numeric', 'Alphanumeric', 'String')),
  rank integer NOT NULL DEFAULT 0,
  active text NOT NULL DEFAULT '1' CHECK (active IN ('0', '1')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attributes_group_idx ON attributes (client_id, group_id);

-- An attribute group placed on a line of business's intake form; name, display type and
-- rows are copied from the group when it is chosen.
CREATE TABLE intake_attribute_groups (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id),
  intake_id integer NOT NULL REFERENCES intake_categories (id) ON DELETE CASCADE,
  attribute_group_id integer NOT NULL REFERENCES attribute_groups (id) ON DELETE CASCADE,
  name text NOT NULL,
  displaytype text NOT NULL CHECK (displaytype IN ('Single Column', 'Double Column', 'Table')),
  numberofrow integer NOT NULL DEFAULT 0,
  rank integer NOT NULL DEFAULT 0,
  active text NOT NULL DEFAULT '1' CHECK (active IN ('0', '1')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (intake_id, attribute_group_id)
);
CREATE INDEX intake_attribute_groups_intake_idx ON intake_attribute_groups (client_id, intake_id);

-- Partner directories: a client's carriers, TPAs and MGAs (one shape, three tables).
-- password_hash: scrypt hash of the partner's portal password (verified, never read back).
-- bdx_password_encrypted: the FTP account key, AES-256-GCM 'iv.tag.ciphertext' (base64url),
-- since file transfers need the key itself (NULL: none entered yet).
CREATE TABLE client_carriers (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id),
  name text NOT NULL,
  phonenumber text,
  email text,
  fax text,
  address text,
  city text,
  state text,
  zipcode text,
  websiteaddress text,
  membertype text NOT NULL CHECK (membertype IN ('Kyubos', 'Non Kyubos')),
  kyubosid text NOT NULL,
  username text,
  password_hash text,
  "BDX_Username" text NOT NULL,
  bdx_password_encrypted text,
  containername text NOT NULL,
  blobfolder text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_carriers_client_idx ON client_carriers (client_id);

CREATE TABLE client_tpas (LIKE client_carriers INCLUDING DEFAULTS INCLUDING CONSTRAINTS);
ALTER TABLE client_tpas ADD PRIMARY KEY (id);
ALTER TABLE client_tpas ADD FOREIGN KEY (client_id) REFERENCES clients (id);
CREATE INDEX client_tpas_client_idx ON client_tpas (client_id);

CREATE TABLE client_mgas (LIKE client_carriers INCLUDING DEFAULTS INCLUDING CONSTRAINTS);
ALTER TABLE client_mgas ADD PRIMARY KEY (id);
ALTER TABLE client_mgas ADD FOREIGN KEY (client_id) REFERENCES clients (id);
CREATE INDEX client_mgas_client_idx ON client_mgas (client_id);
