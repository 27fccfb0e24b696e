-- The Policy Amount attribute holds the record's amount, which has cents (a carrier's $1,234.57);
-- its format '9999999' (whole dollars) refused it, so such a record could not be saved. It becomes
-- the money format '9999999.99' (up to $9,999,999.99, cents optional), with the length and data
-- type the intake configuration derives from a format (formatRule: 10, Numeric).
UPDATE attributes
   SET attributeformat = '9999999.99', attribute_max_lenght = '10', attribute_data_type = 'Numeric'
 WHERE attribute_name = 'policyamount' AND attribute_type = 'text' AND lower(btrim(name)) = 'policy amount'
   AND attributeformat = '9999999';
