-- The records whose edit forms send back the version they read (users, lines of business,
-- coverages, programs; the quotation settings have theirs since migration 090): when each was last
-- saved. An edit call compares it, under the record's lock, with the `updatedAt` the form read and
-- refuses a save over one saved since (409, nothing written); each edit call sets it. Rows stored
-- before carry the time of this migration.
ALTER TABLE users ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE intake_categories ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE intake_coverages ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE intake_programs ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
