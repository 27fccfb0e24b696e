import type { IntakeSetupProgram, IntakeSetupState, IntakeSetupSublob } from '@kyubos/contracts';
import type { Db } from '../db/db';
import { findIntakeCategory } from '../intake-config/repository';

/** How many quotations, binders and policies (deleted ones too: they are kept) use a row. */
const SUBLOB_RECORDS = '(SELECT count(*)::int FROM policy_quotations q WHERE q.sublob_id = s.id)';
const STATE_RECORDS = `(SELECT count(*)::int FROM policy_quotations q
  WHERE q.company_id = i.client_id AND q.intake_id = i.intake_id AND q.state_id = i.state_id)`;
const PROGRAM_RECORDS = '(SELECT count(*)::int FROM policy_quotations q WHERE q.program_id = p.id)';

const SUBLOB = `s.id, s.client_id, s.intake_id, s.sublob_code, s.name, ${SUBLOB_RECORDS} AS records`;
const STATE = `i.id, i.client_id, i.intake_id, i.state_id, r.state_code, r.state_name, r.country_code, ${STATE_RECORDS} AS records`;
const STATE_FROM = 'intake_states i JOIN states r ON r.id = i.state_id';
const PROGRAM = `p.id, p.client_id, p.intake_id, p.program_code, p.program_name, p.package_id, k.subcategory_name AS package_name,
  p.admitted, ${PROGRAM_RECORDS} AS records, p.updated_at AS "updatedAt"`;
const PROGRAM_FROM = 'intake_programs p JOIN intake_packages k ON k.id = p.package_id';

export interface SublobValues {
  sublob_code: string;
  name: string;
}
export interface ProgramValues {
  program_code: string;
  program_name: string;
  package_id: number;
  admitted: '0' | '1';
}

/** The product set-up of a line of business: its sub-LOBs, states and programs. */
export function createIntakeSetupRepository(db: Db) {
  return {
    findLine: (id: number) => findIntakeCategory(db, id),
    findPackage: (id: number) =>
      db.one<{ id: number; client_id: number; category_id: number; subcategory_name: string }>(
        'SELECT id, client_id, category_id, subcategory_name FROM intake_packages WHERE id = $1',
        [id],
      ),

    // Sub-LOBs
    listSublobs: (intakeId: number) =>
      db.query<IntakeSetupSublob>(`SELECT ${SUBLOB} FROM intake_sublobs s WHERE s.intake_id = $1 ORDER BY s.sublob_code, s.id`, [intakeId]),
    findSublob: (id: number) => db.one<IntakeSetupSublob>(`SELECT ${SUBLOB} FROM intake_sublobs s WHERE s.id = $1`, [id]),
    /**
     * Locks the row (a record that names it waits, then finds it gone); the caller counts its
     * records after, in a statement of its own, so records saved while it waited are counted.
     */
    lockSublob: async (id: number) => (await db.query('SELECT id FROM intake_sublobs WHERE id = $1 FOR UPDATE', [id])).length > 0,
    sublobCodeTaken: async (intakeId: number, code: string, exceptId = 0) =>
      (await db.query('SELECT 1 FROM intake_sublobs WHERE intake_id = $1 AND upper(sublob_code) = upper($2) AND id <> $3', [intakeId, code, exceptId]))
        .length > 0,
    async insertSublob(clientId: number, intakeId: number, v: SublobValues): Promise<number> {
      const row = await db.one<{ id: number }>(
        'INSERT INTO intake_sublobs (client_id, intake_id, sublob_code, name) VALUES ($1, $2, $3, $4) RETURNING id',
        [clientId, intakeId, v.sublob_code, v.name],
      );
      return row!.id;
    },
    updateSublob: (id: number, v: SublobValues) =>
      db.query('UPDATE intake_sublobs SET sublob_code = $2, name = $3 WHERE id = $1', [id, v.sublob_code, v.name]),
    deleteSublob: (id: number) => db.query('DELETE FROM intake_sublobs WHERE id = $1', [id]),

    // States
    listStates: (intakeId: number) =>
      db.query<IntakeSetupState>(`SELECT ${STATE} FROM ${STATE_FROM} WHERE i.intake_id = $1 ORDER BY r.state_name, i.id`, [intakeId]),
    findState: (id: number) => db.one<IntakeSetupState>(`SELECT ${STATE} FROM ${STATE_FROM} WHERE i.id = $1`, [id]),
    lockState: async (id: number) => (await db.query('SELECT id FROM intake_states WHERE id = $1 FOR UPDATE', [id])).length > 0,
    /** The reference states among `ids`, with their names. */
    referenceStates: (ids: number[]) =>
      db.query<{ id: number; state_name: string }>('SELECT id, state_name FROM states WHERE id = ANY($1::int[])', [ids]),
    /** Names of the states among `stateIds` the line already offers, in the order given. */
    statesTaken: (intakeId: number, stateIds: number[]) =>
      db.query<{ state_id: number; state_name: string }>(
        `SELECT i.state_id, r.state_name FROM ${STATE_FROM}
          WHERE i.intake_id = $1 AND i.state_id = ANY($2::int[]) ORDER BY array_position($2::int[], i.state_id)`,
        [intakeId, stateIds],
      ),
    /** Adds the states in the order given; answers the new row ids in that order. */
    async insertStates(clientId: number, intakeId: number, stateIds: number[]): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO intake_states (client_id, intake_id, state_id)
         SELECT $1, $2, s.state_id FROM unnest($3::int[]) WITH ORDINALITY AS s(state_id, n) ORDER BY s.n
         RETURNING id`,
        [clientId, intakeId, stateIds],
      );
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },
    statesByIds: (ids: number[]) =>
      db.query<IntakeSetupState>(`SELECT ${STATE} FROM ${STATE_FROM} WHERE i.id = ANY($1::int[]) ORDER BY i.id`, [ids]),
    deleteState: (id: number) => db.query('DELETE FROM intake_states WHERE id = $1', [id]),

    // Programs
    listPrograms: (intakeId: number) =>
      db.query<IntakeSetupProgram>(`SELECT ${PROGRAM} FROM ${PROGRAM_FROM} WHERE p.intake_id = $1 ORDER BY p.program_code, p.id`, [intakeId]),
    findProgram: (id: number) => db.one<IntakeSetupProgram>(`SELECT ${PROGRAM} FROM ${PROGRAM_FROM} WHERE p.id = $1`, [id]),
    lockProgram: async (id: number) => (await db.query('SELECT id FROM intake_programs WHERE id = $1 FOR UPDATE', [id])).length > 0,
    programCodeTaken: async (intakeId: number, code: string, exceptId = 0) =>
      (
        await db.query('SELECT 1 FROM intake_programs WHERE intake_id = $1 AND upper(program_code) = upper($2) AND id <> $3', [
          intakeId,
          code,
          exceptId,
        ])
      ).length > 0,
    async insertProgram(clientId: number, intakeId: number, v: ProgramValues): Promise<number> {
      const row = await db.one<{ id: number }>(
        `INSERT INTO intake_programs (client_id, intake_id, program_code, program_name, package_id, admitted)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [clientId, intakeId, v.program_code, v.program_name, v.package_id, v.admitted],
      );
      return row!.id;
    },
    updateProgram: (id: number, v: ProgramValues) =>
      db.query('UPDATE intake_programs SET program_code = $2, program_name = $3, package_id = $4, admitted = $5, updated_at = now() WHERE id = $1', [
        id,
        v.program_code,
        v.program_name,
        v.package_id,
        v.admitted,
      ]),
    deleteProgram: (id: number) => db.query('DELETE FROM intake_programs WHERE id = $1', [id]),
  };
}
export type IntakeSetupRepository = ReturnType<typeof createIntakeSetupRepository>;
