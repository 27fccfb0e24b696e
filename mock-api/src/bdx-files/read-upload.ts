import type { BdxKind } from '@kyubos/contracts';
import { bdxEligibilityOf, insuredAttributes, type BdxEligibility, type BdxInsuredFieldRules } from '@kyubos/domain';
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
  /** 'YYYY-MM-DD': a claim's date of loss after it is a row problem. */
  today: string;
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
 * An uploaded bordereau read with its row problems, on the admin's upload as on the carrier's:
 * premium rows outside the period, or of a line or state the LOB does not offer (checked with the
 * rows, in the worker); a claims row that cannot be the claim of the client's policy its number
 * names (none, another line, a loss outside its term). An unreadable file is refused (400).
 */
export async function readBdxUpload(db: Db, upload: BdxUploadToRead): Promise<BdxParseResult> {
  const { clientId, content, extension, kind, period, intakeCategory, today, importedIntoBook } = upload;
  const intoBook = importedIntoBook && kind !== 'claims';
  const insuredFields = intoBook ? await lineInsuredFields(db, clientId, intakeCategory.id) : undefined;
  // The line's programs by code and name, which a Program column is matched to as the import does.
  const programs = intoBook
    ? (await createBdxBook(db).programs(clientId, intakeCategory.id)).map(({ program_code, program_name }) => ({ program_code, program_name }))
    : undefined;
  const eligibility =
    kind === 'claims' ? undefined : bdxEligibilityOf(period, await upload.offeredStates(), intakeCategory, { importedIntoBook, insuredFields, programs });
  const read = await readUploadedBdxFile(content, extension, kind, eligibility);
  return kind === 'claims' ? matchClaimsToPolicies(db, clientId, read, { intakeId: intakeCategory.id, lob: intakeCategory.category_name, today }) : read;
}
