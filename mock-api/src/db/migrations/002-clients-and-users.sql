-- Clients (tenants), their agents and their admin and staff logins.
-- The Client_* names of the spec are kept (quoted) so /editclient answers rows as they are.

CREATE TABLE clients (
  id serial PRIMARY KEY,
  "Client_PointingId" text NOT NULL UNIQUE,
  "Client_TranDt" date,
  "Client_Type" text NOT NULL CHECK ("Client_Type" IN ('PLATFORM', 'MGU', 'TPA', 'CARRIER')),
  "Client_Cd" text,
  "Client_SubCd" text,
  "Client_FullName" text NOT NULL,
  "Client_ShortName" text,
  "Client_PrincipalContactPhone" text,
  "Client_PrincipalContactEmail" text,
  "Client_PrincipalContactDesignation" text,
  "Client_LOBBitValue" integer,
  "Client_StreetAddr1" text,
  "Client_StreetAddr2" text,
  "Client_City_id" integer REFERENCES cities (id),
  "Client_CityCd" text,
  "Client_State_id" integer REFERENCES states (id),
  "Client_StateCd" text,
  "Client_Country_id" integer REFERENCES countries (id),
  "Client_CountryCd" text,
  "Client_ZipCd" text,
  "Client_Phone" text,
  "Client_Email" text,
  "Client_OnboardingDt" date,
  "Client_OffboardingDt" date,
  "Client_DocId" text,
  "Client_DocDt" date,
  "Client_AbstractId" text,
  "Client_AbstractSubId" text,
  "Client_AdminLoginCd" text,
  "Client_AdminLoginStatusDt" date,
  "Client_AdminLoginStatus" text,
  "Client_AdminName" text,
  "Client_AdminPhone" text,
  "Client_AdminEmail" text,
  "Client_AdminDesignation" text,
  "Client_BillingPersonId" text,
  "Client_BillingPersonStatusDt" date,
  "Client_BillingPersonStatus" text,
  "Client_BillingPaidStatus" text,
  "Client_BillingPersonName" text,
  "Client_BillingPersonPhone" text,
  "Client_BillingPersonEmail" text,
  "Client_BillingPersonDesignation" text,
  "Client_LoginID" text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE client_agents (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES clients (id),
  agentcode text NOT NULL,
  agentname text NOT NULL,
  phonenumber text,
  email text,
  address text,
  city_name text,
  state_name text,
  zipcode text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, agentcode)
);

-- Admin and staff logins. login_type: 1 platform administrator, 2 client admin, 4 staff.
CREATE TABLE users (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id),
  username text NOT NULL,
  password_hash text NOT NULL,           -- scrypt$N$r$p$salt$hash
  login_type smallint NOT NULL CHECK (login_type IN (1, 2, 4)),
  firstname text NOT NULL,
  lastname text NOT NULL,
  phonenumber text,
  email text,
  usertype text NOT NULL DEFAULT 'Main' CHECK (usertype IN ('Main', 'Agent')),
  agent_id integer REFERENCES client_agents (id),
  agent_code text,
  agent_name text,
  category_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_agent_tied CHECK (usertype = 'Main' OR agent_id IS NOT NULL)
);
-- Usernames are unique whatever their case: 'Summit_Admin' is 'summit_admin'.
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE INDEX users_client_idx ON users (client_id);
