import type {
  IntakeProductSetupResponse,
  IntakeProgramCreatedResponse,
  IntakeProgramSavedResponse,
  IntakeSetupDeletedResponse,
  IntakeStatesCreatedResponse,
  IntakeSublobCreatedResponse,
  IntakeSublobSavedResponse,
} from '@kyubos/contracts';
import type { AdminAuth } from '../auth/tokens';
import { AppError, notFound } from '../app-error';
import type { Db } from '../db/db';
import { refuseDuplicate } from '../db/record-table';
import { assertUnchangedSince, lockSaved } from '../saved-meanwhile';
import { inUse } from './in-use';
import { ownRecord } from '../tenancy';
import type { RecordNames } from '../quotations/record-names';
import { createIntakeSetupRepository, type IntakeSetupRepository, type ProgramValues, type SublobValues } from './repository';

/** A record of the caller's client; a missing id and another client's both answer 404 '<what> not found'. */
const owned = <T extends { client_id: number }>(auth: AdminAuth, record: T | null, what: string): T =>
  ownRecord(auth, record, (r) => r.client_id, `${what} not found`);

const conflict = (message: string) => new AppError('Conflict', message, 409);
const badField = (path: string, message: string) =>
  new AppError('ValidationError', `Invalid ${path}: ${message}`, 400, [{ path, message }]);
const sublobCodeTaken = (code: string) => conflict(`Sub-LOB code ${code} is already used on this line of business`);
const programCodeTaken = (code: string) => conflict(`Program code ${code} is already used on this line of business`);
const statesTaken = (names: string[]) =>
  conflict(`${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} already on this line of business`);

/** PostgreSQL's foreign_key_violation: a record took the row between our count and the delete. */
const isForeignKeyViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';

/**
 * The product set-up of a line of business (sub-LOBs, states, programs): what a quotation is
 * written on. The seed builds its lines with these same calls. `names`: the records of a renamed
 * sub-LOB or program follow its name (the server's; the seed renames nothing).
 */
export function createIntakeSetupService(db: Db, names?: RecordNames) {
  const repo = createIntakeSetupRepository(db);
  const line = async (r: IntakeSetupRepository, auth: AdminAuth, id: number) => owned(auth, await r.findLine(id), 'Line of business');

  /** The package must be one of this line's (hence of this client's): anything else is a bad package_id. */
  async function assertPackageOfLine(r: IntakeSetupRepository, auth: AdminAuth, intakeId: number, packageId: number) {
    const pkg = await r.findPackage(packageId);
    if (!pkg || pkg.client_id !== auth.clientId || pkg.category_id !== intakeId) {
      throw badField('package_id', 'must be a package of this line of business');
    }
  }

  /**
   * The row is locked before it is counted, so a record cannot start using it meanwhile; the
   * foreign keys (ON DELETE RESTRICT) still refuse the delete should anything slip through.
   */
  async function removeUnlessUsed(what: string, remove: () => Promise<unknown>) {
    try {
      await remove();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw conflict(`This ${what} is used by records`);
      throw error;
    }
  }

  return {
    async view(auth: AdminAuth, intakeId: number): Promise<IntakeProductSetupResponse> {
      await line(repo, auth, intakeId);
      const [sublobs, states, programs] = await Promise.all([repo.listSublobs(intakeId), repo.listStates(intakeId), repo.listPrograms(intakeId)]);
      return { intake_id: intakeId, sublobs, states, programs };
    },

    // ------------------------------------------------------------ Sub-LOBs
    createSublob(auth: AdminAuth, intakeId: number, values: SublobValues): Promise<IntakeSublobCreatedResponse> {
      return db.transaction(async (tx) => {
        const r = createIntakeSetupRepository(tx);
        await line(r, auth, intakeId);
        if (await r.sublobCodeTaken(intakeId, values.sublob_code)) throw sublobCodeTaken(values.sublob_code);
        const id = await refuseDuplicate(
          () => sublobCodeTaken(values.sublob_code),
          () => r.insertSublob(auth.clientId, intakeId, values),
        );
        return { message: 'Sub-LOB created', id, intakesublob: (await r.findSublob(id))! };
      });
    },
    async updateSublob(auth: AdminAuth, id: number, values: SublobValues): Promise<IntakeSublobSavedResponse> {
      const { saved, before } = await db.transaction(async (tx) => {
        const r = createIntakeSetupRepository(tx);
        const sublob = owned(auth, await r.findSublob(id), 'Sub-LOB');
        if (await r.sublobCodeTaken(sublob.intake_id, values.sublob_code, id)) throw sublobCodeTaken(values.sublob_code);
        await refuseDuplicate(
          () => sublobCodeTaken(values.sublob_code),
          () => r.updateSublob(id, values),
        );
        return { before: sublob, saved: { message: 'Sub-LOB updated', intakesublob: (await r.findSublob(id))! } };
      });
      if (before.name !== saved.intakesublob.name || before.sublob_code !== saved.intakesublob.sublob_code) names?.follow(before.intake_id);
      return saved;
    },
    deleteSublob(auth: AdminAuth, id: number): Promise<IntakeSetupDeletedResponse> {
      return db.transaction(async (tx) => {
        const r = createIntakeSetupRepository(tx);
        owned(auth, await r.findSublob(id), 'Sub-LOB');
        if (!(await r.lockSublob(id))) throw notFound('Sub-LOB not found');
        const sublob = (await r.findSublob(id))!;
        if (sublob.records > 0) throw inUse('sub-LOB', sublob.records);
        await removeUnlessUsed('sub-LOB', () => r.deleteSublob(id));
        return { message: 'Sub-LOB removed' };
      });
    },

    // ------------------------------------------------------------ States
    /** All the states or none; `field` is the body field they came in, for the 400s. */
    addStates(auth: AdminAuth, intakeId: number, stateIds: number[], field: 'state_id' | 'state_ids' = 'state_ids'): Promise<IntakeStatesCreatedResponse> {
      return db.transaction(async (tx) => {
        const r = createIntakeSetupRepository(tx);
        await line(r, auth, intakeId);
        const known = new Set((await r.referenceStates(stateIds)).map((s) => s.id));
        const unknown = stateIds.find((id) => !known.has(id));
        if (unknown !== undefined) throw badField(field, `${unknown} is not a state of the reference data`);
        const taken = await r.statesTaken(intakeId, stateIds);
        if (taken.length > 0) throw statesTaken(taken.map((s) => s.state_name));
        const ids = await refuseDuplicate(
          () => statesTaken(['One of these states']),
          () => r.insertStates(auth.clientId, intakeId, stateIds),
        );
        return { message: ids.length === 1 ? 'State added' : 'States added', id: ids[0]!, ids, intakestates: await r.statesByIds(ids) };
      });
    },
    deleteState(auth: AdminAuth, id: number): Promise<IntakeSetupDeletedResponse> {
      return db.transaction(async (tx) => {
        const r = createIntakeSetupRepository(tx);
        owned(auth, await r.findState(id), 'State of the line of business');
        if (!(await r.lockState(id))) throw notFound('State of the line of business not found');
        const state = (await r.findState(id))!;
        if (state.records > 0) throw inUse('state', state.records);
        await r.deleteState(id);
        return { message: 'State removed' };
      });
    },

    // ------------------------------------------------------------ Programs
    createProgram(auth: AdminAuth, intakeId: number, values: ProgramValues): Promise<IntakeProgramCreatedResponse> {
      return db.transaction(async (tx) => {
        const r = createIntakeSetupRepository(tx);
        await line(r, auth, intakeId);
        await assertPackageOfLine(r, auth, intakeId, values.package_id);
        if (await r.programCodeTaken(intakeId, values.program_code)) throw programCodeTaken(values.program_code);
        const id = await refuseDuplicate(
          () => programCodeTaken(values.program_code),
          () => r.insertProgram(auth.clientId, intakeId, values),
        );
        return { message: 'Program created', id, intakeprogram: (await r.findProgram(id))! };
      });
    },
    /** `readAt`: the program's updatedAt as the form read it; saved since, 409 and nothing written. */
    async updateProgram(auth: AdminAuth, id: number, values: ProgramValues, readAt: string): Promise<IntakeProgramSavedResponse> {
      const { saved, before } = await db.transaction(async (tx) => {
        const r = createIntakeSetupRepository(tx);
        const program = owned(auth, await r.findProgram(id), 'Program');
        assertUnchangedSince('This program', await lockSaved(tx, 'intake_programs', id), readAt);
        await assertPackageOfLine(r, auth, program.intake_id, values.package_id);
        // Its records' coverage tables are the package's coverages: another package would leave them unsavable.
        if (values.package_id !== program.package_id && program.records > 0) throw inUse('program', program.records, 'its package cannot change');
        if (await r.programCodeTaken(program.intake_id, values.program_code, id)) throw programCodeTaken(values.program_code);
        await refuseDuplicate(
          () => programCodeTaken(values.program_code),
          () => r.updateProgram(id, values),
        );
        return { before: program, saved: { message: 'Program updated', intakeprogram: (await r.findProgram(id))! } };
      });
      if (before.program_name !== saved.intakeprogram.program_name) names?.follow(before.intake_id);
      return saved;
    },
    deleteProgram(auth: AdminAuth, id: number): Promise<IntakeSetupDeletedResponse> {
      return db.transaction(async (tx) => {
        const r = createIntakeSetupRepository(tx);
        owned(auth, await r.findProgram(id), 'Program');
        if (!(await r.lockProgram(id))) throw notFound('Program not found');
        const program = (await r.findProgram(id))!;
        if (program.records > 0) throw inUse('program', program.records);
        await removeUnlessUsed('program', () => r.deleteProgram(id));
        return { message: 'Program removed' };
      });
    },
  };
}
export type IntakeSetupService = ReturnType<typeof createIntakeSetupService>;
