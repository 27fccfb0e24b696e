import { z } from 'zod';
import { idSchema, readVersionSchema, type Flag } from './common';

/*
 * Product set-up of a line of business: its sub-LOBs (classes of business), the states where it
 * is offered and its programs (each selling one package of the line). All calls are POST with a
 * flat JSON body (spec 3 §7 style); the client comes from the token, so no client_id is sent.
 * `intake_id` is the line of business (intake category) and must be the caller's: an unknown id
 * answers 404 'Line of business not found', and so does another client's line (as the rest of
 * the intake configuration does); the same for the `id` of a sub-LOB, state row or program.
 *
 * Answers:
 *   /viewintakeproductsetup {intake_id}
 *       -> { intake_id, sublobs: IntakeSetupSublob[], states: IntakeSetupState[], programs: IntakeSetupProgram[] }
 *          (each row carries `records`: how many quotations, binders and policies use it)
 *   /createintakesublob {intake_id, sublob_code, name}          -> { message, id, intakesublob }
 *   /updateintakesublob {id, sublob_code, name}                  -> { message, intakesublob }
 *   /deleteintakesublob {id}                                     -> { message }
 *   /createintakestate {intake_id, state_id} or {intake_id, state_ids: [...]}
 *                                                                -> { message, id, ids, intakestates }
 *          (`id` is the first new row, `ids` every new row in the order sent; all or none are added)
 *   /deleteintakestate {id}                                      -> { message }
 *   /createintakeprogram {intake_id, program_code, program_name, package_id, admitted}
 *                                                                -> { message, id, intakeprogram }
 *   /updateintakeprogram {id, program_code, program_name, package_id, admitted}
 *                                                                -> { message, intakeprogram }
 *   /deleteintakeprogram {id}                                    -> { message }
 *
 * Refusals (body { message, errors? } as every error of the API):
 *   400 'Invalid <field>: <reason>'   a bad body, naming the field (e.g. 'Invalid sublob_code: is required')
 *   400 'Invalid package_id: ...'     a package of another line of business or another client
 *   400 'Invalid state_id: ...'       a state that is not in the reference states
 *   403                               staff without the intake configuration write permission
 *                                     (reads: without its read permission)
 *   404                               an unknown line, sub-LOB, state row or program, or another client's
 *   409 'Sub-LOB code GL is already used on this line of business' (state: 'Texas is already ...',
 *       program: 'Program code P1 is already ...'); codes compare without regard to case
 *   409 'This sub-LOB is used by 3 records' / 'This state is used by 1 record' /
 *       'This program is used by 3 records': removing what records use is refused (deleted
 *       records count too: they are kept and still name it)
 *   /removeclientintakesubcategory (a package) answers 409 'This package is sold by program WC-01:
 *       change or remove it first' while programs sell it
 *
 * The state pick list is the reference states (/viewstate). The quotation form's reads
 * (/viewintakesublobmain, /intakestateandprogram, /programlobcoverage) answer these rows at once.
 */

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
/** Codes: letters, digits, '-', '_', '.', '/' and spaces inside. */
const code = text(30).regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, 'must be letters and digits (with - _ . / inside)');
/** Admitted arrives as true/false, 1/0 or '1'/'0'; it is answered as '1'/'0' like a record's Admitted. */
const admittedSchema = z.preprocess(
  (value) => (typeof value === 'boolean' ? (value ? '1' : '0') : typeof value === 'number' ? String(value) : value),
  z.enum(['0', '1'], { error: (issue) => (issue.input === undefined ? 'is required' : 'must be true or false') }),
);

// ---------------------------------------------------------------- Rows

export interface IntakeSetupSublob {
  id: number;
  client_id: number;
  intake_id: number;
  sublob_code: string;
  name: string;
  /** Quotations, binders and policies that use this sub-LOB. */
  records: number;
}
export interface IntakeSetupState {
  id: number;
  client_id: number;
  intake_id: number;
  state_id: number;
  state_code: string;
  state_name: string;
  country_code: string;
  records: number;
}
export interface IntakeSetupProgram {
  id: number;
  client_id: number;
  intake_id: number;
  program_code: string;
  program_name: string;
  package_id: number;
  /** The package's name (subcategory_name): its coverages are the program's coverage table. */
  package_name: string;
  admitted: Flag;
  records: number;
  /** When it was last saved: the program form sends it back with its save (/updateintakeprogram). */
  updatedAt: string;
}

// ---------------------------------------------------------------- Requests

export const intakeProductSetupRequest = z.object({ intake_id: idSchema });
export type IntakeProductSetupRequest = z.input<typeof intakeProductSetupRequest>;

const sublobFields = { sublob_code: code, name: text(100) };
export const createIntakeSublobRequest = z.object({ intake_id: idSchema, ...sublobFields });
export type CreateIntakeSublobRequest = z.input<typeof createIntakeSublobRequest>;
export const updateIntakeSublobRequest = z.object({ id: idSchema, ...sublobFields });
export type UpdateIntakeSublobRequest = z.input<typeof updateIntakeSublobRequest>;

/** One state (`state_id`) or several (`state_ids`); the parsed body always has `state_ids`. */
export const createIntakeStateRequest = z
  .object({
    intake_id: idSchema,
    state_id: idSchema.optional(),
    state_ids: z
      .array(idSchema)
      .min(1, 'must list at least one state')
      .max(100, 'must list at most 100 states')
      .refine((ids) => new Set(ids).size === ids.length, 'must not list a state twice')
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.state_id === undefined && body.state_ids === undefined) {
      ctx.addIssue({ code: 'custom', path: ['state_id'], message: 'is required' });
    } else if (body.state_id !== undefined && body.state_ids !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['state_ids'], message: 'must not be sent with state_id' });
    }
  })
  .transform((body) => ({ intake_id: body.intake_id, state_ids: body.state_ids ?? [body.state_id!] }));
export type CreateIntakeStateRequest = z.input<typeof createIntakeStateRequest>;

const programFields = { program_code: code, program_name: text(100), package_id: idSchema, admitted: admittedSchema };
export const createIntakeProgramRequest = z.object({ intake_id: idSchema, ...programFields });
export type CreateIntakeProgramRequest = z.input<typeof createIntakeProgramRequest>;
/** `updatedAt`: the program's as the form read it (its row of /viewintakeproductsetup). */
export const updateIntakeProgramRequest = z.object({ id: idSchema, ...programFields, updatedAt: readVersionSchema('program', '/viewintakeproductsetup') });
export type UpdateIntakeProgramRequest = z.input<typeof updateIntakeProgramRequest>;

/** /deleteintakesublob, /deleteintakestate and /deleteintakeprogram take `idBody` ({id}). */

// ---------------------------------------------------------------- Answers

export interface IntakeProductSetupResponse {
  intake_id: number;
  sublobs: IntakeSetupSublob[];
  states: IntakeSetupState[];
  programs: IntakeSetupProgram[];
}
export interface IntakeSublobSavedResponse {
  message: string;
  intakesublob: IntakeSetupSublob;
}
export interface IntakeSublobCreatedResponse extends IntakeSublobSavedResponse {
  id: number;
}
export interface IntakeStatesCreatedResponse {
  message: string;
  id: number;
  ids: number[];
  intakestates: IntakeSetupState[];
}
export interface IntakeProgramSavedResponse {
  message: string;
  intakeprogram: IntakeSetupProgram;
}
export interface IntakeProgramCreatedResponse extends IntakeProgramSavedResponse {
  id: number;
}
export interface IntakeSetupDeletedResponse {
  message: string;
}
