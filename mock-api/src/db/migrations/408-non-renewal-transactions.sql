-- "Do not renew" and its rescission are transactions of the policy's life too, with their reasons
-- and no premium effect, so the policy's Transactions show them as they show a cancellation.
ALTER TABLE policy_transactions DROP CONSTRAINT policy_transactions_type_check;
ALTER TABLE policy_transactions ADD CONSTRAINT policy_transactions_type_check
  CHECK (type IN ('New business', 'Endorsement', 'Cancellation', 'Reinstatement', 'Renewal', 'Non-renewal', 'Non-renewal rescinded'));
