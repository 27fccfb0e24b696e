import type { BdxKind } from '@kyubos/contracts';
import { bdxEligibilityOf, type BdxEligibility } from '@kyubos/domain';
import { matchClaimsToPolicies } from '../claims/service';
import type { Db } from '../db/db';
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
  /** A file the client imports: a row the import refuses (a negative premium, a policy's second row) is a row problem. */
  importedIntoBook?: boolean;
}

/**
 * An uploaded bordereau read with its row problems, on the admin's upload as on the carrier's:
 * premium rows outside the period, or of a line or state the LOB does not offer (checked with the
 * rows, in the worker); a claims row that cannot be the claim of the client's policy its number
 * names (none, another line, a loss outside its term). An unreadable file is refused (400).
 */
export async function readBdxUpload(db: Db, upload: BdxUploadToRead): Promise<BdxParseResult> {
  const { clientId, content, extension, kind, period, intakeCategory, today, importedIntoBook } = upload;
  const eligibility =
    kind === 'claims' ? undefined : bdxEligibilityOf(period, await upload.offeredStates(), intakeCategory, { importedIntoBook });
  const read = await readUploadedBdxFile(content, extension, kind, eligibility);
  return kind === 'claims' ? matchClaimsToPolicies(db, clientId, read, { intakeId: intakeCategory.id, lob: intakeCategory.category_name, today }) : read;
}
