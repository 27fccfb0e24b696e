import { sortByText } from '@kyubos/domain';
import type { Company, CompanyDocument } from '@kyubos/contracts';
import type { Db } from '../db/db';
import { recordTable } from '../db/record-table';

type CompanyColumn = Exclude<keyof Company, 'id' | 'client_id'> | 'password_hash';

/** The company row as stored: the answer fields plus its password hash (never answered). */
const companyTable = recordTable<CompanyColumn, Company>({
  table: 'companies',
  columns: [
    'companyName', 'address', 'city', 'state', 'zipCode', 'phoneNumber1', 'phoneNumber2', 'email',
    'ownerName', 'ownerPhoneNumber', 'ownerEmail', 'companyContactPerson', 'contactPersonEmail',
    'contactPersonPhoneNumber', 'type', 'licenceId', 'startDate', 'endDate', 'planName', 'planAmount',
    'documentUpload', 'interlink', 'username', 'password_hash', 'twoFactorAuthentication',
  ],
  casts: { planAmount: 'float8' },
  sortBy: 'companyName',
});

const ANSWER_COLUMNS = `id, "companyName", address, city, state, "zipCode", "phoneNumber1", "phoneNumber2", email,
  "ownerName", "ownerPhoneNumber", "ownerEmail", "companyContactPerson", "contactPersonEmail",
  "contactPersonPhoneNumber", type, "licenceId", "startDate", "endDate", "planName", "planAmount"::float8 AS "planAmount",
  "documentUpload", interlink, username, "twoFactorAuthentication", client_id`;

export interface StoredDocument extends CompanyDocument {
  company_id: number;
  stored_name: string;
  company_client_id: number | null;
}

/** Companies and their documents on a database or transaction. */
export function createCompanyRepository(db: Db) {
  const table = companyTable(db);
  return {
    /** Every company, or only those of one client. */
    list: async (clientId?: number) =>
      sortByText(
        clientId === undefined
          ? await db.query<Company>(`SELECT ${ANSWER_COLUMNS} FROM companies ORDER BY id`)
          : await db.query<Company>(`SELECT ${ANSWER_COLUMNS} FROM companies WHERE client_id = $1 ORDER BY id`, [clientId]),
        (row) => row.companyName,
      ),
    findById: (id: number) => db.one<Company>(`SELECT ${ANSWER_COLUMNS} FROM companies WHERE id = $1`, [id]),
    insert: async (values: Record<CompanyColumn, unknown>) => (await table.insert(values)).id,
    /** Undefined values (a blank password) keep what is stored. False when there is no such company. */
    update: async (id: number, values: Partial<Record<CompanyColumn, unknown>>) =>
      (await table.update(id, values)) !== null,
    remove: (id: number) => table.remove(id),

    documentsOf: (companyId: number) =>
      db.query<StoredDocument>(
        `SELECT d.id, d.original_name, d.mime_type, d.size_bytes, d.uploaded_at, d.company_id, d.stored_name,
                c.client_id AS company_client_id
           FROM company_documents d JOIN companies c ON c.id = d.company_id
          WHERE d.company_id = $1 ORDER BY d.id`,
        [companyId],
      ),
    findDocument: (id: number) =>
      db.one<StoredDocument>(
        `SELECT d.id, d.original_name, d.mime_type, d.size_bytes, d.uploaded_at, d.company_id, d.stored_name,
                c.client_id AS company_client_id
           FROM company_documents d JOIN companies c ON c.id = d.company_id
          WHERE d.id = $1`,
        [id],
      ),
    async insertDocument(doc: { company_id: number; original_name: string; stored_name: string; mime_type: string; size_bytes: number }) {
      await db.query(
        `INSERT INTO company_documents (company_id, original_name, stored_name, mime_type, size_bytes)
         VALUES ($1, $2, $3, $4, $5)`,
        [doc.company_id, doc.original_name, doc.stored_name, doc.mime_type, doc.size_bytes],
      );
    },
  };
}
export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
