-- A claim is the carrier's that reports it: claim numbers are each carrier's own, so a client's
-- claim is keyed by its carrier and number (the same number from another carrier is another
-- claim). A claim's carrier is the one that sent the file its figures come from.
ALTER TABLE claims ADD COLUMN carrier_id integer;
UPDATE claims c SET carrier_id = f.career_id FROM bdx_files f WHERE f.id = c.file_id;
ALTER TABLE claims ALTER COLUMN carrier_id SET NOT NULL;
ALTER TABLE claims ADD CONSTRAINT claims_carrier_fkey FOREIGN KEY (client_id, carrier_id) REFERENCES client_carriers (client_id, id);
DROP INDEX claims_number_key;
CREATE UNIQUE INDEX claims_number_key ON claims (client_id, carrier_id, upper(claim_number));

-- The rows a claims import stages carry the carrier of their file.
ALTER TABLE claim_import_rows ADD COLUMN carrier_id integer;
UPDATE claim_import_rows r SET carrier_id = f.career_id FROM bdx_files f WHERE f.id = r.file_id;
ALTER TABLE claim_import_rows ALTER COLUMN carrier_id SET NOT NULL;
