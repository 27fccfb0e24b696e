import { createHash } from 'node:crypto';
import type {
  AdminBdxFile,
  AdminBdxListResponse,
  AdminBdxUploadFields,
  ApproveBdxRequest,
  BdxFileDetailResponse,
  BdxFileSavedResponse,
  BdxFileViewResponse,
} from '@kyubos/contracts';
import { bdxTotalsAgree, canApproveBdx, canSendBdx, formatDateTime } from '@kyubos/domain';
import type { AdminAuth } from '../auth/tokens';
import type { Db } from '../db/db';
import { createBdxFileRepository, type AdminBdxList, type AdminBdxFileRecord } from '../bdx-files/repository';
import { parseBdxFile, type BdxExtension } from '../bdx-files/parse';
import { checkUpload, type BdxFileStorage } from '../bdx-files/storage';
import { AppError, notFound } from '../app-error';
import { assertSameClient } from '../http/tenancy';
import type { BdxDirectory } from './directory';

export interface UploadedFile {
  originalName: string;
  content: Buffer;
}

export interface BdxAdminDeps {
  db: Db;
  directory: BdxDirectory;
  storage: BdxFileStorage;
}

const conflict = (message: string) => new AppError('Conflict', message, 409);
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** The files of the admin area: lists, upload with reading and checks, view, approve, send, download. */
export function createBdxAdminService({ db, directory, storage }: BdxAdminDeps) {
  const files = createBdxFileRepository(db);

  /** The caller's own file: 404 when there is none, 403 when it is another client's. */
  async function ownFile(auth: AdminAuth, id: number): Promise<AdminBdxFileRecord> {
    const file = await files.findById(id);
    if (!file) throw notFound('File not found');
    assertSameClient(auth, file.client_id);
    return file;
  }

  /** A carrier or LOB id of another client is refused, a missing one is not found. */
  async function ownCarrier(auth: AdminAuth, id: number) {
    const carrier = await directory.carrier(id);
    if (!carrier) throw notFound('Carrier not found');
    assertSameClient(auth, carrier.client_id);
    return carrier;
  }
  async function ownLob(auth: AdminAuth, id: number) {
    const lob = await directory.lob(id);
    if (!lob) throw notFound('Line of business not found');
    assertSameClient(auth, lob.client_id);
    return lob;
  }

  const present = (file: AdminBdxFileRecord): AdminBdxFile => {
    const { stored_name: _stored, mime_type: _mime, columns: _columns, problems: _problems, client_id: _client, ...listed } = file;
    return listed;
  };

  /**
   * Stores a file the client made (upload or export) for one of its carriers, reads it and records
   * its rows and checks, all or nothing. The same bytes sent to the same carrier before are refused.
   */
  async function createFile(
    auth: AdminAuth,
    meta: { careerId: number; intakeId: number; period: string; controlValue: string; source: 'upload' | 'export' },
    file: { name: string; content: Buffer; extension: BdxExtension; mimeType: string },
  ): Promise<AdminBdxFileRecord> {
    const [carrier, lob, clientName, username] = await Promise.all([
      ownCarrier(auth, meta.careerId),
      ownLob(auth, meta.intakeId),
      directory.clientName(auth.clientId),
      directory.username(auth.userId),
    ]);
    if (!clientName) throw notFound('Client not found');
    const fingerprint = sha256(file.content);
    const earlier = await files.findDuplicate(auth.clientId, carrier.id, 'inbound', fingerprint);
    if (earlier) {
      throw conflict(`This file was already uploaded for ${carrier.name} as ${earlier.file_name} on ${formatDateTime(earlier.createdAt)}`);
    }
    const parsed = await parseBdxFile(file.content, file.extension);
    const storedName = await storage.save(file.content, file.extension);
    try {
      const id = await db.transaction(async (tx) => {
        const repo = createBdxFileRepository(tx);
        const created = await repo.insert({
          client_id: auth.clientId,
          client_name: clientName,
          career_id: carrier.id,
          career_name: carrier.name,
          direction: 'inbound',
          sender_name: clientName,
          sender_id: username ?? String(auth.userId),
          reciver_name: carrier.name,
          period: meta.period,
          control_value: meta.controlValue,
          intake_id: lob.id,
          intake_name: lob.category_name,
          sublob: lob.sublob,
          file_name: file.name,
          stored_name: storedName,
          mime_type: file.mimeType,
          size_bytes: file.content.length,
          uploaded_by: null,
          source: meta.source,
          content_sha256: fingerprint,
          created_by: auth.userId,
        });
        await repo.saveParse(created.id, parsed, { markProcessed: true });
        return created.id;
      });
      return (await files.findById(id))!;
    } catch (error) {
      // Nothing half-saved: the bytes go when the record could not be written.
      await storage.remove(storedName);
      throw error;
    }
  }

  return {
    createFile,

    async list(auth: AdminAuth, clientId: number, list: AdminBdxList): Promise<AdminBdxListResponse> {
      assertSameClient(auth, clientId);
      return { brdxList: await files.adminList(auth.clientId, list) };
    },

    async upload(auth: AdminAuth, fields: AdminBdxUploadFields, file: UploadedFile | undefined): Promise<BdxFileSavedResponse> {
      if (fields.client_id !== undefined) assertSameClient(auth, fields.client_id);
      if (!file) throw new AppError('ValidationError', 'Please select a file!', 400, [{ path: 'file', message: 'is required' }]);
      const checked = checkUpload(file.originalName, file.content);
      const created = await createFile(
        auth,
        { careerId: fields.career_id, intakeId: fields.intake_id, period: fields.period, controlValue: fields.control_value, source: 'upload' },
        { name: checked.originalName, content: file.content, extension: checked.extension, mimeType: checked.mimeType },
      );
      return { message: 'File uploaded successfully!', brdx: present(created) };
    },

    async view(auth: AdminAuth, id: number, page: number, pageSize: number): Promise<BdxFileViewResponse> {
      const file = await ownFile(auth, id);
      const rows = await files.rowsPage(id, page, pageSize);
      return {
        brdxList: present(file),
        mappedRows: { columns: file.columns ?? [], total: file.row_count ?? 0, ...rows },
        problems: file.problems ?? [],
        url: '/downloadbrdxfile',
      };
    },

    async detail(auth: AdminAuth, id: number): Promise<BdxFileDetailResponse> {
      return { brdxfile: present(await ownFile(auth, id)) };
    },

    /** Approves a file the client made; a file whose totals differ (or are unknown) needs a note. */
    async approve(auth: AdminAuth, body: ApproveBdxRequest): Promise<BdxFileSavedResponse> {
      if (body.client_id !== undefined) assertSameClient(auth, body.client_id);
      const file = await ownFile(auth, body.id);
      if (!canApproveBdx(file)) {
        if (file.direction !== 'inbound') throw conflict('Only a file your company made can be approved');
        if (file.approved === '1') throw conflict('This file is already approved');
        if (file.sent_at) throw conflict('This file was already sent');
        throw conflict(`This file could not be read, so it cannot be approved: ${file.parse_error ?? 'it has not been read yet'}`);
      }
      const note = body.note?.trim() || null;
      if (!bdxTotalsAgree(file) && !note) {
        throw new AppError('ValidationError', 'Invalid note: is required when the totals differ', 400, [
          { path: 'note', message: 'is required when the totals differ' },
        ]);
      }
      if (!(await files.approve(auth.clientId, file.id, auth.userId, note))) throw conflict('This file is already approved');
      return { message: 'File approved', brdx: present((await files.findById(file.id))!) };
    },

    /** Sends an approved file to its carrier: from then on it is in that carrier's portal Inbound. */
    async send(auth: AdminAuth, id: number): Promise<BdxFileSavedResponse> {
      const file = await ownFile(auth, id);
      if (!canSendBdx(file)) {
        if (file.direction !== 'inbound') throw conflict('Only a file your company made can be sent');
        if (file.sent_at) throw conflict('This file was already sent');
        throw conflict('Only an approved file can be sent');
      }
      if (!(await files.send(auth.clientId, file.id))) throw conflict('This file was already sent');
      return { message: `File sent to ${file.career_name}`, brdx: present((await files.findById(file.id))!) };
    },

    async download(auth: AdminAuth, id: number) {
      const file = await ownFile(auth, id);
      return { ...(await storage.open(file.stored_name)), fileName: file.file_name, mimeType: file.mime_type };
    },
  };
}
export type BdxAdminService = ReturnType<typeof createBdxAdminService>;
