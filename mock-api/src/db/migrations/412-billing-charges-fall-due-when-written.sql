-- An endorsement's extra charge goes on the instalments still to fall due when it is written, or
-- falls due as an instalment of its own (packages/domain spreadDelta), no longer on an instalment
-- already past due. What billing keeps of the policies such a charge was written on (delinquency
-- date, open instalments, balance: migrations 391 and 393) is worked out again at the next list
-- call or billing cycle.
UPDATE billing_delinquency d SET changes = changes + 1
 WHERE EXISTS (SELECT 1 FROM policy_transactions t
                WHERE t.quotation_id = d.quotation_id AND t.type IN ('Endorsement', 'Reinstatement') AND t.premium_delta > 0);
