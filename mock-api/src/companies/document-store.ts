import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { COMPANY_DOCUMENT_LIMITS } from '@kyubos/contracts';
import { contentMatches } from '../files/signatures';
import { AppError } from '../app-error';

/** An uploaded file as the multipart parser hands it over (kept in memory, bounded by the limits). */
export interface UploadedFile {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

const badDocument = (message: string) =>
  new AppError('ValidationError', `Invalid documentUpload: ${message}`, 400, [{ path: 'documentUpload', message }]);

const extensionOf = (name: string) => path.extname(name).slice(1).toLowerCase();

/** Refuses a file whose extension or content type is not one of the allowed document types. */
export function assertAllowedDocument(file: Pick<UploadedFile, 'originalname' | 'mimetype'>): void {
  const allowed = COMPANY_DOCUMENT_LIMITS.types[extensionOf(file.originalname)];
  if (!allowed || !allowed.includes(file.mimetype)) {
    throw badDocument(`${file.originalname} is not an allowed type (pdf, png, jpg, doc, docx, xls, xlsx, csv, txt)`);
  }
}

/**
 * The company documents folder under the data folder (never a web root). Stored names are generated (uuid plus the
 * checked extension), so an uploaded name never becomes a path.
 */
export function createDocumentStore(dataDir: string) {
  const dir = path.join(dataDir, 'company-documents');
  const pathOf = (storedName: string) => {
    if (!/^[0-9a-f-]{36}\.[a-z]+$/.test(storedName)) throw new Error(`Not a stored document name: ${storedName}`);
    return path.join(dir, storedName);
  };
  return {
    pathOf,
    /** Where a stored document is, as the folder and the checked name within it (for sendFile's `root`). */
    locate: (storedName: string) => ({ root: dir, name: path.basename(pathOf(storedName)) }),
    async save(file: UploadedFile): Promise<string> {
      assertAllowedDocument(file);
      if (!contentMatches(extensionOf(file.originalname), file.buffer)) {
        throw badDocument(`${file.originalname} does not hold what its name says (a ${extensionOf(file.originalname)} file)`);
      }
      await mkdir(dir, { recursive: true });
      const storedName = `${randomUUID()}.${extensionOf(file.originalname)}`;
      await writeFile(pathOf(storedName), file.buffer, { flag: 'wx', mode: 0o600 });
      return storedName;
    },
    async remove(storedNames: readonly string[]): Promise<void> {
      await Promise.all(storedNames.map((name) => rm(pathOf(name), { force: true })));
    },
  };
}
export type DocumentStore = ReturnType<typeof createDocumentStore>;
