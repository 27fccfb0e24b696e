import type {
  CustodianIntakeCategory,
  FormAttribute,
  FormAttributeGroup,
  IntakeFormGroup,
  IntakeFormGroupPlacement,
  IntakeProgramOption,
  IntakeStateOption,
  IntakeSublob,
  ProgramCoverage,
} from '@kyubos/contracts';
import { SECURE_ATTRIBUTE_TYPES } from '@kyubos/domain';
import type { Db } from '../db/db';
import { findClientIntakeCategory } from '../intake-config/repository';

/**
 * The intake form of a line of business as a quotation is written on it: every read is scoped
 * to the client, so another client's ids simply find nothing.
 */
const ATTRIBUTE_COLUMNS = `id, group_id, name, attribute_name, attribute_type, isrequired, description, attributeformat,
  attribute_max_lenght, attribute_data_type, radiogroup, selectgroup, rank`;

export function createIntakeFormRepository(db: Db) {
  const placements = (clientId: number, intakeId: number) =>
    db.query<IntakeFormGroupPlacement>(
      `SELECT p.id, p.intake_id, p.attribute_group_id, p.name, p.displaytype, p.numberofrow, p.rank
         FROM intake_attribute_groups p JOIN attribute_groups g ON g.id = p.attribute_group_id AND g.active = '1'
        WHERE p.client_id = $1 AND p.intake_id = $2 AND p.active = '1'
        ORDER BY p.rank, p.id`,
      [clientId, intakeId],
    );

  return {
    category: async (clientId: number, id: number): Promise<CustodianIntakeCategory | null> => {
      const found = await findClientIntakeCategory(db, clientId, id);
      return found && { id: found.id, name: found.category_name, category_name: found.category_name, sublob: found.sublob, intaketype: found.intaketype };
    },
    placements,
    group: (clientId: number, groupId: number) =>
      db.one<FormAttributeGroup>(
        `SELECT id, client_id, name, displaytype, numberofrow, id AS attribute_group_id
           FROM attribute_groups WHERE client_id = $1 AND id = $2`,
        [clientId, groupId],
      ),
    activeAttributes: (clientId: number, groupId: number) =>
      db.query<FormAttribute>(
        `SELECT ${ATTRIBUTE_COLUMNS} FROM attributes
          WHERE client_id = $1 AND group_id = $2 AND active = '1' ORDER BY rank, id`,
        [clientId, groupId],
      ),
    /** The placed groups with their active attributes, in display order, in two queries. */
    async definition(clientId: number, intakeId: number): Promise<IntakeFormGroup[]> {
      const groups = await placements(clientId, intakeId);
      const attributes = await db.query<FormAttribute>(
        `SELECT ${ATTRIBUTE_COLUMNS} FROM attributes
          WHERE client_id = $1 AND group_id = ANY($2::int[]) AND active = '1' ORDER BY rank, id`,
        [clientId, groups.map((group) => group.attribute_group_id)],
      );
      return groups.map((group) => ({
        attribute_group_id: group.attribute_group_id,
        name: group.name,
        displaytype: group.displaytype,
        numberofrow: group.numberofrow,
        attributes: attributes.filter((attribute) => attribute.group_id === group.attribute_group_id),
      }));
    },
    /** The ids of the client's private attributes (secure, PI secure), as policydetails keys them. */
    secureAttributeIds: async (clientId: number) =>
      new Set(
        (
          await db.query<{ id: number }>(`SELECT id FROM attributes WHERE client_id = $1 AND attribute_type = ANY($2::text[])`, [
            clientId,
            [...SECURE_ATTRIBUTE_TYPES],
          ])
        ).map((row) => String(row.id)),
      ),
    sublobs: (clientId: number, intakeId: number) =>
      db.query<IntakeSublob>(
        `SELECT id, id AS sublob_id, sublob_code, name FROM intake_sublobs
          WHERE client_id = $1 AND intake_id = $2 ORDER BY name, id`,
        [clientId, intakeId],
      ),
    states: (clientId: number, intakeId: number) =>
      db.query<IntakeStateOption>(
        `SELECT s.id, s.id AS state_id, s.state_name FROM intake_states i JOIN states s ON s.id = i.state_id
          WHERE i.client_id = $1 AND i.intake_id = $2 ORDER BY s.state_name, s.id`,
        [clientId, intakeId],
      ),
    programs: (clientId: number, intakeId: number) =>
      db.query<Required<IntakeProgramOption> & { program_code: string }>(
        `SELECT id, id AS program_id, program_name, program_code, admitted FROM intake_programs
          WHERE client_id = $1 AND intake_id = $2 ORDER BY program_name, id`,
        [clientId, intakeId],
      ),
    programCoverages: (clientId: number, intakeId: number, programId: number) =>
      db.query<ProgramCoverage>(
        `SELECT c.id, c.coverage_name, c.covargerequired, c.coverage_limit::float8 AS coveragelimit,
                c.coverage_premium::float8 AS premium
           FROM intake_programs p JOIN intake_coverages c ON c.package_id = p.package_id AND c.client_id = p.client_id
          WHERE p.client_id = $1 AND p.intake_id = $2 AND p.id = $3
          ORDER BY c.id`,
        [clientId, intakeId, programId],
      ),
  };
}
export type IntakeFormRepository = ReturnType<typeof createIntakeFormRepository>;
