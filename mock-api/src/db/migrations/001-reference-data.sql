-- Global reference data (written by the platform administrator, read by every client).
-- Column names are the API's field names, so rows are answered as they are.

CREATE TABLE countries (
  id serial PRIMARY KEY,
  country_code text NOT NULL,            -- ISO 3166-1 alpha-2
  country_name text NOT NULL,
  country_regularcode text,              -- ISO 3166-1 numeric
  country_marketname text,
  country_currencycode text,             -- ISO 4217
  country_languagecode text,             -- ISO 639-1
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX countries_code_key ON countries (upper(country_code));

CREATE TABLE currencies (
  id serial PRIMARY KEY,
  currency_name text NOT NULL,
  currency_code text NOT NULL,           -- ISO 4217
  country_id integer REFERENCES countries (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX currencies_code_key ON currencies (upper(currency_code));

CREATE TABLE states (
  id serial PRIMARY KEY,
  country_id integer NOT NULL REFERENCES countries (id),
  country_code text NOT NULL,
  state_code text NOT NULL,
  state_name text NOT NULL,
  stateregulatory_code text,
  state_retaliatorytaxflag text CHECK (state_retaliatorytaxflag IN ('Y', 'N')),
  stateretaliatorytax_percentage numeric(5, 2),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX states_code_key ON states (country_id, upper(state_code));

CREATE TABLE cities (
  id serial PRIMARY KEY,
  country_id integer NOT NULL REFERENCES countries (id),
  country_code text,
  country_name text,
  state_id integer REFERENCES states (id),
  state_code text,
  city_code text,
  city_name text NOT NULL,
  zip_code text,
  municipalregulatory_code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cities_state_idx ON cities (state_id);
