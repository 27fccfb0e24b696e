import type { CompanyFields, CompanyListResponse, CompanyResponse, CompanySavedResponse } from '@kyubos/contracts';
import { hashNewPassword } from '../auth/new-password';
import type { AdminAuth } from '../auth/tokens';
import type { Db } from '../db/db';
import { refuseDuplicate } from '../db/record-table';
import { AppError, notFound } from '../app-error';
import { isPlatformAdmin, ownRecord } from '../tenancy';
import type { DocumentStore, UploadedFile } from './document-store';
import { createCompanyRepository, type CompanyRepository } from './repository';

const usernameTaken = () => new AppError('Conflict', 'Sorry, that username is already taken', 409);

/** Stored columns from the form: the password is hashed, a blank one (edit) keeps the stored hash. */
async function storedValues({ password, ...fields }: CompanyFields) {
  return { ...fields, password_hash: password ? await hashNewPassword(password) : undefined };
}

/** The platform administrator sees every company; anyone else only the company that is their client. */
const PLATFORM_ADMIN_TOO = { allowPlatformAdmin: true };

export function createCompanyService(db: Db, { store }: { store: DocumentStore }) {
  const companies = createCompanyRepository(db);

  async function withDocuments(repo: CompanyRepository, id: number): Promise<CompanyResponse['company'] | null> {
    const company = await repo.findById(id);
    if (!company) return null;
    const documents = (await repo.documentsOf(id)).map(({ id, original_name, mime_type, size_bytes, uploaded_at }) => ({
      id,
      original_name,
      mime_type,
      size_bytes,
      uploaded_at,
    }));
    return { ...company, documents };
  }

  return {
    async list(auth: AdminAuth): Promise<CompanyListResponse> {
      return { companies: await companies.list(isPlatformAdmin(auth) ? undefined : auth.clientId) };
    },

    async get(auth: AdminAuth, id: number): Promise<CompanyResponse> {
      // Another client's company is answered as missing, not as forbidden: its existence is not theirs to learn.
      return { company: ownRecord(auth, await withDocuments(companies, id), (company) => company.client_id, 'Company not found', PLATFORM_ADMIN_TOO) };
    },

    /** Files are written first (with generated names) and removed again if the rows cannot be saved. */
    async create(fields: CompanyFields, files: readonly UploadedFile[]): Promise<CompanySavedResponse> {
      const values = await storedValues(fields);
      const saved: { file: UploadedFile; storedName: string }[] = [];
      try {
        for (const file of files) saved.push({ file, storedName: await store.save(file) });
        return await refuseDuplicate(usernameTaken, () =>
          db.transaction(async (tx) => {
            const repo = createCompanyRepository(tx);
            const id = await repo.insert({
              ...values,
              documentUpload: values.documentUpload ?? (files.map((file) => file.originalname).join(', ') || null),
            });
            for (const { file, storedName } of saved) {
              await repo.insertDocument({
                company_id: id,
                original_name: file.originalname,
                stored_name: storedName,
                mime_type: file.mimetype,
                size_bytes: file.size,
              });
            }
            return { message: 'Company created', company: (await withDocuments(repo, id))! };
          }),
        );
      } catch (error) {
        await store.remove(saved.map(({ storedName }) => storedName));
        throw error;
      }
    },

    async update(id: number, fields: CompanyFields): Promise<CompanySavedResponse> {
      const values = await storedValues(fields);
      return refuseDuplicate(usernameTaken, () =>
        db.transaction(async (tx) => {
          const repo = createCompanyRepository(tx);
          if (!(await repo.update(id, values))) throw notFound('Company not found');
          return { message: 'Company updated', company: (await withDocuments(repo, id))! };
        }),
      );
    },

    /** The rows go in one transaction; the files after it commits (a failed delete keeps them). */
    async remove(id: number): Promise<{ message: string }> {
      const storedNames = await db.transaction(async (tx) => {
        const repo = createCompanyRepository(tx);
        const documents = await repo.documentsOf(id);
        if (!(await repo.remove(id))) throw notFound('Company not found');
        return documents.map((document) => document.stored_name);
      });
      await store.remove(storedNames);
      return { message: 'Company removed' };
    },

    /** A document is served to the platform administrator and to users of the company's own client. */
    async document(auth: AdminAuth, id: number) {
      const document = ownRecord(auth, await companies.findDocument(id), (d) => d.company_client_id, 'Document not found', PLATFORM_ADMIN_TOO);
      return { file: store.locate(document.stored_name), name: document.original_name, mimeType: document.mime_type };
    },
  };
}
export type CompanyService = ReturnType<typeof createCompanyService>;
