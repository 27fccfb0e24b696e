-- A payment is taken once.
--
-- 1. A reference number (the transfer's id: Zelle, Venmo, PayPal, Apple Pay) is recorded once per
--    policy, trimmed and whatever its case: a second payment naming it is the same money keyed
--    again. Payments without one (card, ACH, money order...) are not concerned. Repeats recorded
--    before this rule stay as booked, each noting the payment it repeats, and stand outside the
--    index; the service refuses new ones first and names the earlier receipt (409).
ALTER TABLE policy_payments ADD COLUMN repeats_payment_id integer REFERENCES policy_payments (id);

UPDATE policy_payments p
   SET repeats_payment_id = first.id
  FROM policy_payments first
 WHERE first.company_id = p.company_id AND first.quotation_id = p.quotation_id AND first.id < p.id
   AND lower(btrim(first.referencenumber)) = lower(btrim(p.referencenumber)) AND btrim(p.referencenumber) <> ''
   AND NOT EXISTS (
     SELECT 1 FROM policy_payments earlier
      WHERE earlier.company_id = p.company_id AND earlier.quotation_id = p.quotation_id AND earlier.id < first.id
        AND lower(btrim(earlier.referencenumber)) = lower(btrim(p.referencenumber)));

CREATE UNIQUE INDEX policy_payments_reference_once ON policy_payments (company_id, quotation_id, lower(btrim(referencenumber)))
  WHERE btrim(referencenumber) <> '' AND repeats_payment_id IS NULL;

-- 2. Idempotency keys of /policyquotationpayment (header Idempotency-Key), per client and user:
--    the first accepted answer is kept, and the same key with the same body answers it again
--    instead of taking a second payment. The key is claimed first in the payment's transaction
--    (answer null until the payment is written), so a parallel call with it waits for the first.
--    Only the body's SHA-256 is kept, never the card. A key counts for 24 hours; older ones are
--    removed as new ones come.
CREATE TABLE payment_idempotency_keys (
  client_id integer NOT NULL REFERENCES clients (id),
  user_id integer NOT NULL,
  key text NOT NULL,
  body_sha256 text NOT NULL,
  answer jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (client_id, user_id, key)
);
CREATE INDEX payment_idempotency_keys_created_at ON payment_idempotency_keys (created_at);
