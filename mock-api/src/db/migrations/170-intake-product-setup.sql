-- Product set-up of a line of business (its sub-LOBs, states and programs), written from the
-- screen as well as by the seed.

-- Whether a program is admitted ('1') or non-admitted ('0'), as a record's "Admitted" flag.
ALTER TABLE intake_programs ADD COLUMN admitted text NOT NULL DEFAULT '1' CHECK (admitted IN ('0', '1'));

-- Codes are unique per line of business whatever their case: 'gl-cont' is 'GL-CONT'.
CREATE UNIQUE INDEX intake_sublobs_code_key ON intake_sublobs (intake_id, upper(sublob_code));
CREATE UNIQUE INDEX intake_programs_code_key ON intake_programs (intake_id, upper(program_code));

-- A sub-LOB or program that records use cannot be removed: the service answers 409 with the
-- count, and the keys refuse it too rather than leave records pointing at nothing.
ALTER TABLE policy_quotations DROP CONSTRAINT policy_quotations_sublob_id_fkey;
ALTER TABLE policy_quotations
  ADD CONSTRAINT policy_quotations_sublob_id_fkey FOREIGN KEY (sublob_id) REFERENCES intake_sublobs (id) ON DELETE RESTRICT;
ALTER TABLE policy_quotations DROP CONSTRAINT policy_quotations_program_id_fkey;
ALTER TABLE policy_quotations
  ADD CONSTRAINT policy_quotations_program_id_fkey FOREIGN KEY (program_id) REFERENCES intake_programs (id) ON DELETE RESTRICT;
CREATE INDEX policy_quotations_sublob_idx ON policy_quotations (sublob_id) WHERE sublob_id IS NOT NULL;
CREATE INDEX policy_quotations_program_idx ON policy_quotations (program_id) WHERE program_id IS NOT NULL;
CREATE INDEX policy_quotations_intake_state_idx ON policy_quotations (intake_id, state_id);

-- A program always sells a package: a package that programs sell cannot be removed under them
-- (the service names them with a 409).
ALTER TABLE intake_programs DROP CONSTRAINT intake_programs_package_id_fkey;
ALTER TABLE intake_programs
  ADD CONSTRAINT intake_programs_package_id_fkey FOREIGN KEY (package_id) REFERENCES intake_packages (id) ON DELETE RESTRICT;
CREATE INDEX intake_programs_package_idx ON intake_programs (package_id);
