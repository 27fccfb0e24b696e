-- The line of business a simple policy record belongs to: the policy list opens
-- /user_admin_view_policies/{id}/{intake_id} with it. Older records may have none.
ALTER TABLE policies ADD COLUMN intake_id integer REFERENCES intake_categories (id);
CREATE INDEX policies_company_idx ON policies (company_id);
