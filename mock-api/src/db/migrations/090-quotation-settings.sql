-- Per-client settings of the quotation work. approver_must_differ is maker-checker: when on,
-- nobody approves a quotation they wrote themselves.
CREATE TABLE client_quotation_settings (
  client_id integer PRIMARY KEY REFERENCES clients (id),
  approver_must_differ boolean NOT NULL DEFAULT false,
  updated_by integer,
  updated_at timestamptz NOT NULL DEFAULT now()
);
