import type { BdxExportRow, CoverageRow } from '@kyubos/contracts';
import { policyAmountOf, splitCoverages, type BdxImportValues } from '@kyubos/domain';
import type { Db } from '../db/db';
import { createQuotationRepository, LIVE } from '../quotations/repository';

/** A state a line of business offers, by id, code and name (an import matches the row's state to one). */
export interface BookState {
  id: number;
  state_code: string;
  state_name: string;
}
export interface BookProgram {
  id: number;
  program_code: string;
  program_name: string;
}
export interface BookLob {
  id: number;
  category_name: string;
  sublob: string | null;
}

/** Who and what a new imported record is made for. */
export interface ImportTarget {
  clientId: number;
  lob: BookLob;
  state: BookState;
  program: BookProgram;
  creator: { policycreator_id: number; policycreator_name: string; submga_id: number | null; submga_code: string | null; submga_name: string | null };
  uniqueId: (sequence: number) => string;
}

const EXPORT_ROW = `q.id, q.unique_id, q.policy_number, trim(q.firstname || ' ' || q.lastname) AS insured_name,
  to_char(q.policyeffectivedate, 'YYYY-MM-DD') AS policyeffectivedate, to_char(q.policyscheduledate, 'YYYY-MM-DD') AS policyscheduledate,
  q.state_name, to_char(q.policyamount, 'FM999999999990.00') AS policyamount, q.policycoverage, q.stage AS status,
  q.carrier_policy_number`;

/** Premium and coverages by the premium rule of packages/domain: only the coverages the insured takes count. */
function exportRowOf({ policycoverage, ...row }: Omit<BdxExportRow, 'coverages'> & { policycoverage: CoverageRow[] }): BdxExportRow {
  const { charged } = splitCoverages(policycoverage);
  return {
    ...row,
    policyamount: policycoverage.length > 0 ? policyAmountOf(policycoverage).toFixed(2) : row.policyamount,
    coverages: charged.map((coverage) => coverage.coverage_name).join('; '),
  };
}

/**
 * The client's book (the quotation records of spec 3) as the bordereaux read and write it.
 * The records' own rules and numbers stay with the quotations module; this reads its table
 * and writes new records through its repository.
 */
export function createBdxBook(db: Db) {
  return {
    /**
     * Records of a line of business whose effective date falls in [from, to] that are bound
     * business: policies only (a premium bordereau lists no quotations nor binders, nor intake
     * forms still being filled in, nor deleted records).
     */
    exportRows: async (clientId: number, intakeId: number, from: string, to: string, ids?: number[]) =>
      (await db.query<Omit<BdxExportRow, 'coverages'> & { policycoverage: CoverageRow[] }>(
        `SELECT ${EXPORT_ROW} FROM policy_quotations q
          WHERE q.company_id = $1 AND q.intake_id = $2 AND q.policyeffectivedate BETWEEN $3::date AND $4::date
            AND q.quotation = 1 AND q.stage = 'Policy' AND q.${LIVE} AND ($5::integer[] IS NULL OR q.id = ANY($5::integer[]))
          ORDER BY q.policyeffectivedate, q.unique_id`,
        [clientId, intakeId, from, to, ids ?? null],
      )).map(exportRowOf),
    states: (clientId: number, intakeId: number) =>
      db.query<BookState>(
        `SELECT s.id, s.state_code, s.state_name FROM intake_states i JOIN states s ON s.id = i.state_id
          WHERE i.client_id = $1 AND i.intake_id = $2 ORDER BY s.state_name, s.id`,
        [clientId, intakeId],
      ),
    programs: (clientId: number, intakeId: number) =>
      db.query<BookProgram>(
        'SELECT id, program_code, program_name FROM intake_programs WHERE client_id = $1 AND intake_id = $2 ORDER BY program_name, id',
        [clientId, intakeId],
      ),
    clientShortName: (clientId: number) => createQuotationRepository(db).clientShortName(clientId),

    /** Writes one imported row as a customer and an incomplete intake form with its first history row; answers the record id. */
    async createImportedRecord(target: ImportTarget, values: BdxImportValues, note: string): Promise<number> {
      const repo = createQuotationRepository(db);
      const customerId = await repo.insertCustomer(target.clientId, values);
      const id = await repo.insert({
        ...target.creator,
        company_id: target.clientId,
        unique_id: target.uniqueId(await repo.nextNumber(target.clientId)),
        intake_id: target.lob.id,
        intake_Name: target.lob.category_name,
        intake_form_id: target.lob.id,
        intake_subName: target.lob.sublob,
        customer_id: customerId,
        sublob_id: null,
        sublob_code: null,
        sublob_name: null,
        program_id: target.program.id,
        programname: target.program.program_name,
        state_id: target.state.id,
        state_name: target.state.state_name,
        Admitted: '0',
        ...values,
        policyschedule: null,
        policyduration: null,
        balance: values.policyamount,
        policyquotation_graceperiod: null,
        paymentgraceperiod: null,
        paymentschedule: null,
        autopayment: 0,
        cardnumber: null,
        policydetails: {},
        policycoverage: [],
        quotation: 0,
        policyapproved: 0,
        becomepolicy: 0,
      });
      await repo.recordHistory(target.clientId, id, note, target.creator.policycreator_name);
      return id;
    },
  };
}
export type BdxBook = ReturnType<typeof createBdxBook>;
