import { randomUUID } from 'node:crypto';
import type * as AzureStorageBlob from '@azure/storage-blob';
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
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


/** A kept file name is at most this many characters (the extension included). */
export const BDX_FILE_NAME_MAX = 200;

/**
 * The name as the user chose it, kept as data only: the last path segment, without control
 * characters, cut to BDX_FILE_NAME_MAX characters keeping its checked extension (a cut never
 * leaves a name ending in another type).
 */
export function keptFileName(originalName: string, extension: string): string {
  const name = [...path.basename(originalName.replace(/\\/g, '/'))].filter((char) => char >= ' ' && char !== '\u007f').join('').normalize('NFC');
  const chars = [...name];
  if (chars.length <= BDX_FILE_NAME_MAX) return name;
  const suffix = `.${extension}`;
  return `${chars.slice(0, BDX_FILE_NAME_MAX - suffix.length).join('')}${suffix}`;
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
  return { extension, mimeType: BDX_MIME_TYPES[extension], originalName: keptFileName(originalName, extension) };
}

/** Where a sent file is delivered: the carrier's container and, when set, its folder (carrier directory row). */
export interface BdxDeliveryTarget {
  container: string;
  folder: string | null;
}

/**
 * Where BDX file bytes live, by generated names. The local disk is the default; Azure Blob
 * Storage is used when a connection string is configured. Both behave the same to the callers.
 */
export interface BdxFileStorage {
  /** Writes the bytes under a new random name and returns that name. */
  save(content: Buffer, extension: Extension): Promise<string>;
  /** Writes a file under a given (seed) name, replacing it. */
  put(storedName: string, content: Buffer | string): Promise<void>;
  /** Writes a file under a given (seed) name only when none is stored there; true when written. */
  putIfMissing(storedName: string, content: Buffer | string): Promise<boolean>;
  open(storedName: string): Promise<{ stream: NodeJS.ReadableStream; size: number }>;
  remove(storedName: string): Promise<void>;
  /**
   * Places a copy of a sent file where the carrier collects it; answers where it went
   * (`container/path`), or null when the store has no carrier locations (local disk: the
   * carrier reads its Inbound through the portal).
   */
  deliver(storedName: string, target: BdxDeliveryTarget, fileName: string): Promise<string | null>;
}

const storedPath = (storedName: string) => {
  if (!STORED_NAME.test(storedName)) throw new Error(`Not a stored file name: ${storedName}`);
  return storedName;
};

/** Bordereaux file bytes under `<dataDir>/bdx-files`, outside any web root, by generated names. */
export function createLocalBdxFileStorage(dataDir: string): BdxFileStorage {
  const folder = path.join(dataDir, 'bdx-files');
  const pathOf = (storedName: string) => path.join(folder, storedPath(storedName));
  return {
    async save(content, extension) {
      await mkdir(folder, { recursive: true });
      const storedName = `${randomUUID()}.${extension}`;
      await writeFile(pathOf(storedName), content, { flag: 'wx' });
      return storedName;
    },
    async put(storedName, content) {
      await mkdir(folder, { recursive: true });
      await writeFile(pathOf(storedName), content);
    },
    async putIfMissing(storedName, content) {
      await mkdir(folder, { recursive: true });
      try {
        await writeFile(pathOf(storedName), content, { flag: 'wx' });
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      }
    },
    async open(storedName) {
      const file = pathOf(storedName);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch {
        throw notFound('The file is no longer stored');
      }
    },
    remove: (storedName) => rm(pathOf(storedName), { force: true }),
    deliver: async (storedName) => {
      storedPath(storedName);
      return null;
    },
  };
}

/** The container that holds the client's own copies when Azure Blob Storage is used. */
export const AZURE_BDX_CONTAINER = 'kyubos-bdx-files';

/** A delivered blob's name: the carrier's folder, then the file's stored name and its name as the user chose it. */
export function deliveredBlobName(storedName: string, target: BdxDeliveryTarget, fileName: string): string {
  const folder = (target.folder ?? '').split('/').map((part) => part.trim()).filter((part) => part !== '' && part !== '.' && part !== '..');
  const safeName = fileName.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, 120) || 'bordereau';
  return [...folder, `${storedPath(storedName).replace(/\.[a-z]+$/, '')}-${safeName}`].join('/');
}

/** The Azure SDK takes a while to load: loaded when an Azure store is made, not with the API. */
let azureStorageBlob: typeof AzureStorageBlob | undefined;
const loadAzureStorageBlob = () => (azureStorageBlob ??= createRequire(import.meta.url)('@azure/storage-blob') as typeof AzureStorageBlob);

/** Bordereaux file bytes in Azure Blob Storage (or Azurite), one container for the client's copies. */
export function createAzureBdxFileStorage(connectionString: string, containerName = AZURE_BDX_CONTAINER): BdxFileStorage {
  const { BlobServiceClient, RestError } = loadAzureStorageBlob();
  const service = BlobServiceClient.fromConnectionString(connectionString);
  const container = service.getContainerClient(containerName);
  let ready: Promise<unknown> | null = null;
  const ensureContainer = () => (ready ??= container.createIfNotExists().catch((error: unknown) => {
    ready = null;
    throw error;
  }));
  const blob = (storedName: string) => container.getBlockBlobClient(storedPath(storedName));
  const upload = async (storedName: string, content: Buffer | string, onlyIfMissing: boolean) => {
    await ensureContainer();
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    await blob(storedName).uploadData(bytes, {
      blobHTTPHeaders: { blobContentType: 'application/octet-stream' },
      conditions: onlyIfMissing ? { ifNoneMatch: '*' } : undefined,
    });
  };
  const isStatus = (error: unknown, ...codes: number[]) =>
    error instanceof RestError && error.statusCode !== undefined && codes.includes(error.statusCode);
  return {
    async save(content, extension) {
      const storedName = `${randomUUID()}.${extension}`;
      await upload(storedName, content, true);
      return storedName;
    },
    put: (storedName, content) => upload(storedName, content, false),
    async putIfMissing(storedName, content) {
      try {
        await upload(storedName, content, true);
        return true;
      } catch (error) {
        if (isStatus(error, 409, 412)) return false;
        throw error;
      }
    },
    async open(storedName) {
      try {
        const answer = await blob(storedName).download();
        if (!answer.readableStreamBody) throw notFound('The file is no longer stored');
        return { stream: answer.readableStreamBody, size: answer.contentLength ?? 0 };
      } catch (error) {
        if (isStatus(error, 404)) throw notFound('The file is no longer stored');
        throw error;
      }
    },
    async remove(storedName) {
      await blob(storedName).deleteIfExists();
    },
    async deliver(storedName, target, fileName) {
      const carrierContainer = service.getContainerClient(target.container);
      await carrierContainer.createIfNotExists();
      const name = deliveredBlobName(storedName, target, fileName);
      const source = await blob(storedName).downloadToBuffer();
      await carrierContainer.getBlockBlobClient(name).uploadData(source, { blobHTTPHeaders: { blobContentType: 'application/octet-stream' } });
      return `${target.container}/${name}`;
    },
  };
}

/** Azure Blob Storage when a connection string is configured, else the local disk under the data folder. */
export function createBdxFileStorage(settings: { dataDir: string; azureStorageConnectionString?: string }): BdxFileStorage {
  return settings.azureStorageConnectionString
    ? createAzureBdxFileStorage(settings.azureStorageConnectionString)
    : createLocalBdxFileStorage(settings.dataDir);
}
