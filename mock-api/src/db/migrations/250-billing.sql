-- Billing: a policy's instalments are derived from its premium at issue, its transactions and its
-- payments (nothing stored twice). What is kept is the notice of non-payment the billing cycle
-- sends: one open notice per policy at most, closed when the overdue amount is paid or when the
-- cancellation for non-payment is written.
CREATE TABLE billing_notices (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES clients (id),
  quotation_id integer NOT NULL REFERENCES policy_quotations (id),
  notice_date date NOT NULL,
  cancel_on date NOT NULL,
  overdue_amount numeric(14, 2) NOT NULL,
  status text NOT NULL DEFAULT 'Open' CHECK (status IN ('Open', 'Cleared', 'Cancelled')),
  closed_on date,
  cancellation_id integer REFERENCES policy_transactions (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX billing_notices_one_open ON billing_notices (quotation_id) WHERE status = 'Open';
CREATE INDEX billing_notices_company ON billing_notices (company_id, quotation_id, id);

ALTER TABLE client_quotation_settings ADD COLUMN nonpayment_notice_days integer NOT NULL DEFAULT 10;
