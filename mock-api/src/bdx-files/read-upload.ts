import type { BdxKind } from '@kyubos/contracts';
import { bdxEligibilityOf, insuredAttributes, periodOrder, type BdxEligibility, type BdxInsuredFieldRules } from '@kyubos/domain';
import { AppError } from '../app-error';
import { createBdxBook } from '../bdx-admin/book';
import { matchClaimsToPolicies } from '../claims/service';
import type { Db } from '../db/db';
import { createIntakeFormRepository } from '../quotations/form-repository';
import { readUploadedBdxFile, type BdxExtension, type BdxParseResult } from './parse';

export interface BdxUploadToRead {
  clientId: number;
  content: Buffer;
  extension: BdxExtension;
  kind: BdxKind;
  period: string;
  intakeCategory: { id: number; category_name: string; sublob: string | null };
  /** The states the line of business is offered in; read only for a premium file. */
  offeredStates: () => Promise<BdxEligibility['states']>;
  /** 'YYYY-MM-DD': a claim's date of loss or date reported after it is a row problem, a claims file's period after its month refused. */
  today: string;
  /** The carrier the file is from or to: a claims file's claim numbers are its own. */
  carrierId: number;
  /**
   * A file the client imports: a row the import refuses (the form's rules of its fields, a negative
   * premium, a policy's second row, a Program cell naming no program of the line) is a row problem.
   */
  importedIntoBook?: boolean;
}

/**
 * The form's rules of the insured's fields on a line of business (its intake form's insured
 * attributes and their formats): what the import of a carrier's file and its review check a row's
 * values with (bdxImportChecker), as the quotation form checks them.
 */
export async function lineInsuredFields(db: Db, clientId: number, intakeId: number): Promise<BdxInsuredFieldRules> {
  return insuredAttributes(await createIntakeFormRepository(db).definition(clientId, intakeId));
}

/**
 * A claims bordereau gives its claims' figures as of its period: a period after the current month
 * cannot have been reached yet (a typo, most often; the month is UTC's, the product's calendar), and its figures would stand over every real
 * file until then. Refused with 400 naming the period, as a date of loss in the future is refused.
 */
function refuseFuturePeriod(period: string, today: string): void {
  const month = today.slice(0, 7);
  if (periodOrder(period) <= month) return;
  const shown = (order: string) => `${order.slice(5, 7)}/${order.slice(0, 4)}`;
  const message = `The period ${shown(periodOrder(period))} is after the current month (UTC, ${shown(month)}): a claims bordereau reports figures as of a month that has begun`;
  throw new AppError('ValidationError', message, 400, [{ path: 'period', message }]);
}

/**
 * An uploaded bordereau read with its row problems, on the admin's upload as on the carrier's:
 * premium rows outside the period, or of a line or state the LOB does not offer (checked with the
 * rows, in the worker); a claims row that cannot be the claim of the client's policy its number
 * names (none, another line, a loss outside its term). An unreadable file is refused (400).
 */
export async function readBdxUpload(db: Db, upload: BdxUploadToRead): Promise<BdxParseResult> {
  const { clientId, content, extension, kind, period, intakeCategory, today, importedIntoBook } = upload;
  if (kind === 'claims') refuseFuturePeriod(period, today);
  const intoBook = importedIntoBook && kind !== 'claims';
  const insuredFields = intoBook ? await lineInsuredFields(db, clientId, intakeCategory.id) : undefined;
  // The line's programs by code and name, which a Program column is matched to as the import does.
  const programs = intoBook
    ? (await createBdxBook(db).programs(clientId, intakeCategory.id)).map(({ program_code, program_name }) => ({ program_code, program_name }))
    : undefined;
  const eligibility =
    kind === 'claims' ? undefined : bdxEligibilityOf(period, await upload.offeredStates(), intakeCategory, { importedIntoBook, insuredFields, programs });
  const read = await readUploadedBdxFile(content, extension, kind, eligibility);
  if (kind !== 'claims') return read;
  // Being uploaded, the file is the latest of its period (fileId null).
  const context = { intakeId: intakeCategory.id, lob: intakeCategory.category_name, today, carrierId: upload.carrierId, asOf: periodOrder(period), fileId: null };
  return matchClaimsToPolicies(db, clientId, read, context);
}
