-- Quotations, binders and policies (spec 3): what a line of business offers on its intake form
-- (sub-LOBs, states, programs), the client's customers, the records with their history and
-- payments, and the per-client counter behind the readable record numbers.

-- Select boxes on intake forms: options are comma-separated, like radio groups.
ALTER TABLE attributes DROP CONSTRAINT attributes_attribute_type_check;
ALTER TABLE attributes ADD CONSTRAINT attributes_attribute_type_check
  CHECK (attribute_type IN ('text', 'date', 'checkbox', 'email', 'radio', 'SelectBox', 'textarea', 'secure', 'PI secure'));
ALTER TABLE attributes ADD COLUMN selectgroup text;

-- A coverage the quotation must include ('required') or may include ('').
ALTER TABLE intake_coverages ADD COLUMN covargerequired text NOT NULL DEFAULT ''
  CHECK (covargerequired IN ('required', ''));

CREATE TABLE intake_sublobs (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id),
  intake_id integer NOT NULL REFERENCES intake_categories (id) ON DELETE CASCADE,
  sublob_code text NOT NULL,
  name text NOT NULL,
  UNIQUE (intake_id, sublob_code)
);

CREATE TABLE intake_states (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id),
  intake_id integer NOT NULL REFERENCES intake_categories (id) ON DELETE CASCADE,
  state_id integer NOT NULL REFERENCES states (id),
  UNIQUE (intake_id, state_id)
);

-- A program sells one package of the line of business: its coverages are the package's.
CREATE TABLE intake_programs (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id),
  intake_id integer NOT NULL REFERENCES intake_categories (id) ON DELETE CASCADE,
  program_code text NOT NULL,
  program_name text NOT NULL,
  package_id integer NOT NULL REFERENCES intake_packages (id) ON DELETE CASCADE,
  UNIQUE (intake_id, program_code)
);

CREATE TABLE customers (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id),
  firstname text NOT NULL,
  lastname text NOT NULL,
  address text,
  city text,
  state text,
  zipcode text,
  phonenumber text,
  email text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customers_client_idx ON customers (client_id, lastname, firstname);

-- The last number handed out per client: a row lock makes concurrent creates queue, and the
-- value only ever grows, so a number is never reused even after a record is deleted.
CREATE TABLE quotation_numbers (
  client_id integer PRIMARY KEY REFERENCES clients (id),
  last_value integer NOT NULL DEFAULT 0
);

-- Names of the line of business, sub-LOB, program and state are kept on the record, so a
-- program or sub-LOB removed from the configuration later leaves its records readable.
-- The spec's field names are the column names (quoted where they carry capitals), so rows are
-- answered as they are. quotation / policyapproved / becomepolicy are the stage flags; stage is
-- derived from them exactly as recordStage (packages/domain) does, for indexed list filters.
CREATE TABLE policy_quotations (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES clients (id),
  unique_id text NOT NULL,
  policycreator_id integer NOT NULL,
  policycreator_name text NOT NULL,
  intake_id integer NOT NULL REFERENCES intake_categories (id),
  "intake_Name" text NOT NULL,
  intake_form_id integer,
  "intake_subName" text,
  customer_id integer NOT NULL REFERENCES customers (id),
  sublob_id integer REFERENCES intake_sublobs (id) ON DELETE SET NULL,
  sublob_code text,
  sublob_name text,
  program_id integer REFERENCES intake_programs (id) ON DELETE SET NULL,
  programname text NOT NULL,
  state_id integer NOT NULL REFERENCES states (id),
  state_name text NOT NULL,
  "Admitted" text NOT NULL DEFAULT '0' CHECK ("Admitted" IN ('0', '1')),
  submga_id integer REFERENCES client_agents (id),
  submga_code text,
  submga_name text,
  firstname text NOT NULL,
  lastname text NOT NULL,
  phonenumber text,
  email text,
  address text,
  city text,
  state text,
  zipcode text,
  policyeffectivedate date NOT NULL,
  policyschedule text,
  policyscheduledate date NOT NULL,
  policyduration text,
  policyamount numeric(14, 2) NOT NULL CHECK (policyamount >= 0),
  balance numeric(14, 2) NOT NULL CHECK (balance >= 0),
  policyquotation_graceperiod text,
  paymentgraceperiod text,
  paymentschedule text,
  autopayment smallint NOT NULL DEFAULT 0 CHECK (autopayment IN (0, 1)),
  cardnumber text,
  policydetails jsonb NOT NULL DEFAULT '{}',
  policycoverage jsonb NOT NULL DEFAULT '[]',
  quotation smallint NOT NULL DEFAULT 0 CHECK (quotation IN (0, 1)),
  policyapproved smallint NOT NULL DEFAULT 0 CHECK (policyapproved IN (0, 1)),
  becomepolicy smallint NOT NULL DEFAULT 0 CHECK (becomepolicy IN (0, 1)),
  approved_by integer,
  stage text GENERATED ALWAYS AS (
    CASE WHEN quotation = 0 OR policyapproved = 0 THEN 'Quotation'
         WHEN becomepolicy = 1 THEN 'Policy'
         ELSE 'Binder' END
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, unique_id)
);
CREATE INDEX policy_quotations_company_idx ON policy_quotations (company_id, created_at DESC, id DESC);
CREATE INDEX policy_quotations_stage_idx ON policy_quotations (company_id, stage, created_at DESC, id DESC);
CREATE INDEX policy_quotations_customer_idx ON policy_quotations (company_id, customer_id);

-- One row per create and update: the record as it stood after the change, who changed it and why.
CREATE TABLE policy_quotation_history (LIKE policy_quotations INCLUDING CONSTRAINTS);
ALTER TABLE policy_quotation_history DROP COLUMN stage;
ALTER TABLE policy_quotation_history RENAME COLUMN id TO quotation_id;
ALTER TABLE policy_quotation_history ADD COLUMN id serial PRIMARY KEY;
ALTER TABLE policy_quotation_history ADD COLUMN comments text NOT NULL;
ALTER TABLE policy_quotation_history ADD COLUMN changed_by text NOT NULL;
ALTER TABLE policy_quotation_history ADD COLUMN recorded_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE policy_quotation_history
  ADD FOREIGN KEY (quotation_id) REFERENCES policy_quotations (id) ON DELETE CASCADE;
CREATE INDEX policy_quotation_history_quotation_idx ON policy_quotation_history (company_id, quotation_id, id);

-- Payments taken on binders and policies, shaped as the PolicyPayment contract answers them:
-- card and account numbers are kept by their last 4 digits only, never a CVV.
CREATE TABLE policy_payments (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES clients (id),
  quotation_id integer NOT NULL REFERENCES policy_quotations (id) ON DELETE CASCADE,
  "policyPaymentType" text NOT NULL,
  paidamount numeric(14, 2) NOT NULL CHECK (paidamount > 0),
  balance numeric(14, 2) NOT NULL CHECK (balance >= 0),
  bankname text,
  bankroutingnumber text,
  bankaccount_last4 text CHECK (bankaccount_last4 ~ '^\d{4}$'),
  referencenumber text,
  cardholdername text,
  card_last4 text CHECK (card_last4 ~ '^\d{4}$'),
  expiredate text,
  autopayment text NOT NULL DEFAULT '0' CHECK (autopayment IN ('0', '1')),
  createdby_id integer,
  createdby_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX policy_payments_quotation_idx ON policy_payments (company_id, quotation_id, id);
