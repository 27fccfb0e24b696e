-- Every token carries its account's token_version and is refused once the account's differs:
-- a password change or reset bumps it, which ends every token issued before.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 1;
ALTER TABLE carrier_users ADD COLUMN token_version integer NOT NULL DEFAULT 1;
