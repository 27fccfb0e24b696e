import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BDX_INVALID_TYPE_MESSAGE, BDX_UPLOAD_EXTENSIONS, BDX_UPLOAD_MAX_BYTES } from '@kyubos/contracts';
import { contentMatches } from '../files/signatures';
import { AppError, notFound } from '../app-error';

type Extension = (typeof BDX_UPLOAD_EXTENSIONS)[number];

export const BDX_MIME_TYPES: Record<Extension, string> = {
  csv: 'text/csv',
  txt: 'text/plain',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Stored names are generated here; anything else asked for is refused before touching the disk. */
const STORED_NAME = /^[a-z0-9-]+\.(csv|txt|xls|xlsx)$/;

const invalidType = () => new AppError('InvalidFileType', BDX_INVALID_TYPE_MESSAGE, 400);

function extensionOf(originalName: string): Extension | null {
  const ext = path.extname(originalName).slice(1).toLowerCase();
  return (BDX_UPLOAD_EXTENSIONS as readonly string[]).includes(ext) ? (ext as Extension) : null;
}


export interface CheckedUpload {
  extension: Extension;
  mimeType: string;
  /** The name as the user chose it, kept as data (never used as a path). */
  originalName: string;
}

/** Type checked by extension AND content, size by the limit; throws a 400 the form can show. */
export function checkUpload(originalName: string, content: Buffer): CheckedUpload {
  const extension = extensionOf(originalName);
  if (!extension) throw invalidType();
  if (content.length === 0) throw new AppError('EmptyFile', 'The file is empty', 400);
  if (content.length > BDX_UPLOAD_MAX_BYTES) throw new AppError('FileTooLarge', 'The file is larger than 10 MB', 413);
  if (!contentMatches(extension, content)) throw invalidType();
  // Kept as data only: the last path segment, without control characters.
  const safeName = [...path.basename(originalName.replace(/\\/g, '/'))].filter((char) => char >= ' ').join('').slice(0, 200);
  return { extension, mimeType: BDX_MIME_TYPES[extension], originalName: safeName };
}

/** Bordereaux file bytes under `<dataDir>/bdx-files`, outside any web root, by generated names. */
export function createBdxFileStorage(dataDir: string) {
  const folder = path.join(dataDir, 'bdx-files');
  const pathOf = (storedName: string) => {
    if (!STORED_NAME.test(storedName)) throw new Error(`Not a stored file name: ${storedName}`);
    return path.join(folder, storedName);
  };
  return {
    /** Writes the bytes under a new random name and returns that name. */
    async save(content: Buffer, extension: Extension): Promise<string> {
      await mkdir(folder, { recursive: true });
      const storedName = `${randomUUID()}.${extension}`;
      await writeFile(pathOf(storedName), content, { flag: 'wx' });
      return storedName;
    },
    /** Writes a file under a given (seed) name, replacing it. */
    async put(storedName: string, content: Buffer | string): Promise<void> {
      await mkdir(folder, { recursive: true });
      await writeFile(pathOf(storedName), content);
    },
    /** Writes a file under a given (seed) name only when none is stored there; true when written. */
    async putIfMissing(storedName: string, content: Buffer | string): Promise<boolean> {
      await mkdir(folder, { recursive: true });
      try {
        await writeFile(pathOf(storedName), content, { flag: 'wx' });
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      }
    },
    async open(storedName: string): Promise<{ stream: ReadStream; size: number }> {
      const file = pathOf(storedName);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch {
        throw notFound('The file is no longer stored');
      }
    },
    remove: (storedName: string) => rm(pathOf(storedName), { force: true }),
  };
}
export type BdxFileStorage = ReturnType<typeof createBdxFileStorage>;
