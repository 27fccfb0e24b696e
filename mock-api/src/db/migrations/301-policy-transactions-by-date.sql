-- A premium bordereau lists the policy transactions that take effect in its period.
CREATE INDEX policy_transactions_effective ON policy_transactions (company_id, effective_date);
