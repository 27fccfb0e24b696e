-- A company that is also a client of the portal (it signs in as that client): its users may
-- download the company's documents. Companies without a login stay unlinked.
ALTER TABLE companies ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE SET NULL;
CREATE INDEX companies_client_idx ON companies (client_id);
