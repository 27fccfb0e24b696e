-- Lines of business per client, simple policy records and the platform's client companies.

CREATE TABLE intake_categories (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id),
  category_name text NOT NULL,
  sublob text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX intake_categories_client_idx ON intake_categories (client_id);

-- company_id is the owning client; active is the older system's '0'/'1' flag.
CREATE TABLE policies (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES clients (id),
  policy_id text NOT NULL,
  policy_name text NOT NULL,
  policy_amount numeric(14, 2),
  policy_duration text,
  description text,
  policy_limit numeric(14, 2),
  agent_commission numeric(5, 2),
  export_data text,
  import_data text,
  import_from text,
  date date,
  active text NOT NULL DEFAULT '1' CHECK (active IN ('0', '1')),
  document text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, policy_id)
);

-- The spec's camelCase company fields are kept (quoted) so rows are answered as they are.
CREATE TABLE companies (
  id serial PRIMARY KEY,
  "companyName" text NOT NULL,
  address text,
  city text,
  state text,
  "zipCode" text,
  "phoneNumber1" text,
  "phoneNumber2" text,
  email text,
  "ownerName" text,
  "ownerPhoneNumber" text,
  "ownerEmail" text,
  "companyContactPerson" text,
  "contactPersonEmail" text,
  "contactPersonPhoneNumber" text,
  type text NOT NULL CHECK (type IN ('MGU', 'TPA', 'CARRIER')),
  "licenceId" text,
  "startDate" date,
  "endDate" date,
  "planName" text,
  "planAmount" numeric(12, 2),
  "documentUpload" text,
  interlink text,
  username text,
  password_hash text,
  "twoFactorAuthentication" text NOT NULL DEFAULT 'enabled'
    CHECK ("twoFactorAuthentication" IN ('enabled', 'disabled')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX companies_username_key ON companies (lower(username));

-- Files uploaded with a company; the bytes live under the data folder, never in a web root.
CREATE TABLE company_documents (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  original_name text NOT NULL,
  stored_name text NOT NULL UNIQUE,
  mime_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes >= 0),
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
