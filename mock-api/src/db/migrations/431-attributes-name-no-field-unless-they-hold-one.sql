-- An attribute names the customer or record field it holds (attribute_name); one of the line's own
-- questions (Employees, VIN, FEIN, Underwriter Notes) holds none, and now names none (null).
ALTER TABLE attributes ALTER COLUMN attribute_name DROP NOT NULL;

-- The record's amount is held only by the text attribute labelled Policy Amount
-- (recordAmountAttribute); every other attribute given `policyamount` had to name some field when
-- the name was required, and holds none of the record's.
UPDATE attributes
   SET attribute_name = NULL
 WHERE attribute_name = 'policyamount'
   AND NOT (attribute_type = 'text' AND lower(btrim(name)) = 'policy amount');
