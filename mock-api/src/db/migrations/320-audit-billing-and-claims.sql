-- The audit trail covers the tables billing and claims added: a notice of non-payment (sent,
-- cleared, ended by a cancellation) and a claim's latest figures. A claim's movements are
-- append-only history already, written by imports (one summary audit row each).
SELECT audit_table('billing_notices', 'company_id');
SELECT audit_table('claims');
