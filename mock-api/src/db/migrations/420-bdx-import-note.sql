-- Importing a carrier's file whose computed total differs from its Control Value, or whose rows
-- have problems, takes a note saying why (as approving a file the client made does); it is kept
-- with the file.
ALTER TABLE bdx_files ADD COLUMN import_note text;
