import {
  BDX_FILE_LIST_COLUMNS,
  BDX_IMPORTED_RECORD_LIST_COLUMNS,
  type AdminBdxFile,
  type AdminBdxListResponse,
  type AdminBdxUploadFields,
  type ApproveBdxRequest,
  type BdxFileDetailResponse,
  type BdxFileSavedResponse,
  type BdxFileViewResponse,
  type BdxExportDataResponse,
  type BdxImportedRecord,
  type BdxImportedRecordsResponse,
  type BdxImportResponse,
  type BdxImportStartedResponse,
  type BdxKind,
} from '@kyubos/contracts';
import {
  bdxProgramColumnOf,
  bdxNoteReason,
  canApproveBdx,
  canImportBdx,
  canRemoveBdx,
  canSendBdx,
  centsToAmount,
  amountCents,
  formatDateTime,
  periodOrder,
  periodRange,
  todayIso,
} from '@kyubos/domain';
import { containerNameProblem, type bdxExportRequest, type bdxImportedRecordsRequest, type createBdxExportRequest, type importBdxRequest } from '@kyubos/contracts';
import type { z } from 'zod';
import type { AdminAuth } from '../auth/tokens';
import type { Db } from '../db/db';
import { createBdxFileRepository, type AdminBdxList, type AdminBdxFileRecord, type AdminListQuery } from '../bdx-files/repository';
import { fingerprintOf } from '../bdx-files/bytes';
import type { BdxExtension } from '../bdx-files/parse';
import { readBdxUpload } from '../bdx-files/read-upload';
import { refuseEarlierCopy, storeBdxFile } from '../bdx-files/store';
import { BDX_MIME_TYPES, checkUpload, type BdxFileStorage } from '../bdx-files/storage';
import { AppError, notFound } from '../app-error';
import { assertSameClient, ownRecord } from '../tenancy';
import { clientListExport, type ClientListView, type ListExport } from '../export/list-export';
import { BDX_FILE_EXPORT, BDX_IMPORTED_RECORD_COLUMNS } from './list-export';
import { creatorOf, type CreatorLookup } from '../quotations/service';
import { createBdxBook } from './book';
import type { BdxDirectory } from './directory';
import { createJobService, type JobService } from '../jobs/service';
import { runTask } from '../workers/pool';
import { runClaimsImport, type ClaimsImportPlan } from './claims-import-job';
import { chooseProgram, refuseOverlongCells, runImport, type ImportOutcome, type ImportPlan } from './import-job';

export interface UploadedFile {
  originalName: string;
  content: Buffer;
}

export interface BdxAdminDeps {
  directory: BdxDirectory;
  storage: BdxFileStorage;
  creators: CreatorLookup;
  /** Runs imports as jobs; by default one of the service's own. */
  jobs?: JobService;
  /** The clock a claim's date of loss is checked against (tests fix it); default the system's. */
  now?: () => Date;
}

const conflict = (message: string) => new AppError('Conflict', message, 409);
/** The answer of an import that imported no row (the rows found in the book, if any, listed with it). */
const NOTHING_IMPORTED = 'Nothing imported';

/** A name part for generated file names: lower case, dashes. */
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'bdx';

/**
 * A list export's view split in two: the header filters and sort of the columns the list's query
 * takes (`keys`), run in SQL as the list runs them, and the rest, the table's own (clientListExport's).
 */
function splitView<K extends string>(keys: readonly K[], view: ClientListView) {
  const known = (key: string | undefined): key is K => keys.some((column) => column === key);
  const entries = Object.entries(view.filters ?? {}).filter(([, text]) => text.trim() !== '');
  return {
    query: {
      filters: Object.fromEntries(entries.filter(([key]) => known(key))) as Partial<Record<K, string>>,
      ...(known(view.sort) ? { sort: view.sort, direction: view.direction } : {}),
    },
    rest: {
      filters: Object.fromEntries(entries.filter(([key]) => !known(key))),
      ...(known(view.sort) ? {} : { sort: view.sort, direction: view.direction }),
    },
  };
}

/** The files of the admin area: lists, upload with reading and checks, view, approve, send, download. */
export function createBdxAdminService(db: Db, { directory, storage, creators, jobs = createJobService(db), now = () => new Date() }: BdxAdminDeps) {
  const files = createBdxFileRepository(db);
  const book = createBdxBook(db);

  /** The caller's own file: 404 when there is none or it is another client's (as for records: an id's existence is not told). */
  async function ownFile(auth: AdminAuth, id: number): Promise<AdminBdxFileRecord> {
    const file = await files.findById(id);
    if (!file || file.client_id !== auth.clientId) throw notFound('File not found');
    return file;
  }

  /** A carrier or LOB id of another client answers as a missing one: not found. */
  const ownCarrier = async (auth: AdminAuth, id: number) => ownRecord(auth, await directory.carrier(id), (carrier) => carrier.client_id, 'Carrier not found');
  const ownIntakeCategory = async (auth: AdminAuth, id: number) =>
    ownRecord(auth, await directory.intakeCategory(id), (intakeCategory) => intakeCategory.client_id, 'Line of business not found');

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
    meta: { careerId: number; intakeId: number; period: string; controlValue: string; source: 'upload' | 'export'; kind?: BdxKind },
    file: { name: string; content: Buffer; extension: BdxExtension; mimeType: string },
  ): Promise<AdminBdxFileRecord> {
    const [carrier, intakeCategory, clientName, senderName] = await Promise.all([
      ownCarrier(auth, meta.careerId),
      ownIntakeCategory(auth, meta.intakeId),
      directory.clientName(auth.clientId),
      directory.userDisplayName(auth.userId),
    ]);
    if (!clientName) throw notFound('Client not found');
    const fingerprint = await fingerprintOf(file.content);
    await refuseEarlierCopy(db, { client_id: auth.clientId, career_id: carrier.id, career_name: carrier.name, direction: 'inbound', content_sha256: fingerprint });
    const kind = meta.kind ?? 'premium';
    const parsed = await readBdxUpload(db, {
      clientId: auth.clientId,
      content: file.content,
      extension: file.extension,
      kind,
      period: meta.period,
      intakeCategory,
      offeredStates: () => book.states(auth.clientId, intakeCategory.id),
      today: todayIso(now()),
      carrierId: carrier.id,
    });
    const created = await storeBdxFile(db, storage, {
      content: file.content,
      extension: file.extension,
      parsed,
      markProcessed: true,
      record: {
        client_id: auth.clientId,
        client_name: clientName,
        career_id: carrier.id,
        career_name: carrier.name,
        direction: 'inbound',
        sender_name: clientName,
        sender_id: senderName ?? String(auth.userId),
        reciver_name: carrier.name,
        period: meta.period,
        control_value: meta.controlValue,
        intake_id: intakeCategory.id,
        intake_name: intakeCategory.category_name,
        sublob: intakeCategory.sublob,
        file_name: file.name,
        mime_type: file.mimeType,
        size_bytes: file.content.length,
        uploaded_by: null,
        source: meta.source,
        content_sha256: fingerprint,
        created_by: auth.userId,
        kind,
      },
    });
    return (await files.findById(created.id))!;
  }

  /** 409 for a file that cannot be imported: not a carrier's, imported already, or not read. */
  function refuseUnimportable(file: AdminBdxFileRecord): void {
    if (canImportBdx(file)) return;
    if (file.direction !== 'outbound') throw conflict('Only a file a carrier sent can be imported');
    if (file.imported === '1') {
      throw conflict(`This file was already imported${file.imported_date ? ` on ${formatDateTime(file.imported_date)}` : ''}`);
    }
    if (file.parse_status === 'unsupported') {
      throw conflict(`An XLS file cannot be imported: only CSV, TXT and XLSX files are read. Ask ${file.career_name} to send it as CSV or XLSX, and remove this one`);
    }
    if (file.parse_status === 'pending') throw conflict('This file has not been read yet, so it cannot be imported');
    throw conflict(`This file could not be read, so it cannot be imported: ${file.parse_error ?? 'the reason was not kept'}`);
  }

  /**
   * The note an approval or an import gives (null when none): required when the file's totals
   * differ from its Control Value (or are unknown) or rows have problems (bdxNoteReason), 400 naming note.
   */
  function noteFor(file: AdminBdxFileRecord, given: string | undefined): string | null {
    const note = given?.trim() || null;
    const reason = bdxNoteReason(file);
    if (reason && !note) {
      throw new AppError('ValidationError', `Invalid note: is required when ${reason}`, 400, [{ path: 'note', message: `is required when ${reason}` }]);
    }
    return note;
  }

  /** Why a file cannot be removed (canRemoveBdx): approved or sent, imported, or its import running. */
  function removalRefusal(file: AdminBdxFileRecord): AppError {
    if (file.direction === 'inbound') return conflict(file.sent_at ? 'A sent file cannot be removed' : 'An approved file cannot be removed');
    return conflict(file.imported === '1' ? 'An imported file cannot be removed' : 'This file is being imported');
  }

  /** The file read again once its import job is taken: an import of it that ended meanwhile refuses this one (409). */
  async function stillImportable(auth: AdminAuth, fileId: number): Promise<void> {
    refuseUnimportable(await ownFile(auth, fileId));
  }

  /**
   * An import's job: one at a time for a file, and for the client (migration 416), so that two files
   * holding the same rows, imported at once, cannot both find them not yet in the book: another
   * running import refuses this one (409) naming its file. The file is read again once the job is taken.
   */
  const importJob = (auth: AdminAuth, file: AdminBdxFileRecord) => ({
    kind: 'bdx-import',
    subjectId: file.id,
    total: file.row_count ?? null,
    busy: async ({ subjectId }: { subjectId: number | null }) => {
      if (subjectId === file.id) return 'This file is being imported';
      const running = subjectId === null ? null : await files.findById(subjectId);
      return `${running ? running.file_name : 'Another file'} is being imported; try again when it is done`;
    },
    startable: () => stillImportable(auth, file.id),
  });

  /**
   * An import's point of decision (runImport's and runClaimsImport's `commit`): the file marked
   * imported with its row problems (at most 500, by row), and the job's answer; null when the file
   * was imported meanwhile. A file none of whose rows was imported or found in the book is not
   * marked: it stays importable once the file or the line's set-up is put right.
   */
  const commitImport =
    (auth: AdminAuth, file: AdminBdxFileRecord, note: string | null) =>
    async (tx: Db, outcome: ImportOutcome): Promise<BdxImportResponse | null> => {
      const repository = createBdxFileRepository(tx);
      if (outcome.imported === 0 && outcome.alreadyInBook.length === 0) {
        const current = await repository.findById(file.id);
        if (!current || current.imported === '1') return null;
        return { message: NOTHING_IMPORTED, imported: 0, skipped: outcome.skipped, already_in_book: [], brdx: present(current) };
      }
      const marked = await repository.markImportedByClient(auth.clientId, file.id, auth.userId, {
        count: outcome.imported,
        problems: [...outcome.skipped, ...outcome.alreadyInBook].sort((a, b) => a.row - b.row).slice(0, 500),
        note,
      });
      if (!marked) return null;
      return {
        // Rows all found in the book: the file is done, but nothing was imported.
        message: outcome.imported > 0 ? 'Successfully Imported' : NOTHING_IMPORTED,
        imported: outcome.imported,
        skipped: outcome.skipped,
        already_in_book: outcome.alreadyInBook,
        brdx: present((await repository.findById(file.id))!),
      };
    };

  /**
   * Imports a carrier's claims bordereau into the client's claims as a job (runClaimsImport): every
   * sound row matched to a policy is written, rows with problems are skipped with why; the file is
   * imported whole or not at all while other calls are answered.
   */
  async function importClaims(auth: AdminAuth, file: AdminBdxFileRecord, note: string | null): Promise<BdxImportStartedResponse> {
    const plan: ClaimsImportPlan = {
      fileId: file.id,
      clientId: auth.clientId,
      userId: auth.userId,
      columns: file.columns ?? [],
      rows: file.row_count ?? 0,
      // Checked again as on upload, against the day of the import and the book as it is then.
      context: {
        intakeId: file.intake_id,
        lob: file.intake_name,
        today: todayIso(now()),
        carrierId: file.career_id,
        asOf: periodOrder(file.period),
        fileId: file.id,
      },
    };
    const job = await jobs.start<BdxImportResponse>(
      auth,
      importJob(auth, file),
      (context) => runClaimsImport(db, plan, context, commitImport(auth, file, note)),
    );
    return { message: 'Import started', job_id: job.id, job };
  }

  return {
    createFile,

    /** An admin file list: the whole list, or one page of it with header filters and sort (the server's, as the other lists). */
    async list(auth: AdminAuth, clientId: number, list: AdminBdxList, query: AdminListQuery = {}): Promise<AdminBdxListResponse> {
      assertSameClient(auth, clientId);
      const { rows, total } = await files.adminListPage(auth.clientId, list, query);
      return { brdxList: rows, total };
    },
    /**
     * A file list's export (`/export<list call>`): the rows the list shows with the same header
     * filters and sort, from the same query (all pages); filters of other keys are the table's own.
     */
    async exportList(auth: AdminAuth, clientId: number, list: AdminBdxList, view: ClientListView): Promise<ListExport<AdminBdxFile>> {
      assertSameClient(auth, clientId);
      const { name, columns } = BDX_FILE_EXPORT[list];
      const { query, rest } = splitView(BDX_FILE_LIST_COLUMNS, view);
      const { rows } = await files.adminListPage(auth.clientId, list, query);
      return clientListExport(name, columns, rows, rest);
    },

    async upload(auth: AdminAuth, fields: AdminBdxUploadFields, file: UploadedFile | undefined): Promise<BdxFileSavedResponse> {
      if (fields.client_id !== undefined) assertSameClient(auth, fields.client_id);
      if (!file) throw new AppError('ValidationError', 'Please select a file!', 400, [{ path: 'file', message: 'is required' }]);
      const checked = checkUpload(file.originalName, file.content);
      const created = await createFile(
        auth,
        { careerId: fields.career_id, intakeId: fields.intake_id, period: fields.period, controlValue: fields.control_value, source: 'upload', kind: fields.kind },
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

    /** Approves a file the client made; a file whose totals differ (or are unknown) or that has row problems needs a note. */
    async approve(auth: AdminAuth, body: ApproveBdxRequest): Promise<BdxFileSavedResponse> {
      if (body.client_id !== undefined) assertSameClient(auth, body.client_id);
      const file = await ownFile(auth, body.id);
      if (!canApproveBdx(file)) {
        if (file.direction !== 'inbound') throw conflict('Only a file your company made can be approved');
        if (file.approved === '1') throw conflict('This file is already approved');
        if (file.sent_at) throw conflict('This file was already sent');
        throw conflict(`This file could not be read, so it cannot be approved: ${file.parse_error ?? 'it has not been read yet'}`);
      }
      const note = noteFor(file, body.note);
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
      const carrier = await ownCarrier(auth, file.career_id);
      // A container Azure refuses, the platform's own or another client's is never written to.
      const problem = containerNameProblem(carrier.containername) ?? ((await directory.containerOfOtherClient(auth.clientId, carrier.containername)) ? 'is another client’s container' : null);
      if (problem) {
        throw conflict(`${carrier.name}'s container name '${carrier.containername}' ${problem}: correct it in the carrier directory before sending`);
      }
      // The copy lands in the carrier's container first; a file is marked sent only once delivered.
      let deliveredTo: string | null;
      try {
        deliveredTo = await storage.deliver(file.stored_name, { container: carrier.containername, folder: carrier.blobfolder || null }, file.file_name);
      } catch {
        throw new AppError('DeliveryFailed', `The file could not be delivered to ${carrier.name}'s storage; try again later`, 502);
      }
      if (!(await files.send(auth.clientId, file.id, deliveredTo))) throw conflict('This file was already sent');
      return { message: `File sent to ${file.career_name}`, brdx: present((await files.findById(file.id))!) };
    },

    /** The rows an export would hold: the client's records of the LOB whose effective date falls in the period. */
    async exportData(auth: AdminAuth, body: z.output<typeof bdxExportRequest>): Promise<BdxExportDataResponse> {
      if (body.client_id !== undefined) assertSameClient(auth, body.client_id);
      await ownCarrier(auth, body.career_id);
      const intakeCategory = await ownIntakeCategory(auth, body.intake_id);
      const { from, to } = periodRange(body.period);
      return { exportdata: await book.exportRows(auth.clientId, intakeCategory.id, from, to, undefined, body.basis) };
    },

    /** Makes the bordereau of the chosen rows (read again here, never taken from the browser) and stores it as a created file. */
    async createExport(auth: AdminAuth, body: z.output<typeof createBdxExportRequest>): Promise<BdxFileSavedResponse> {
      if (body.client_id !== undefined) assertSameClient(auth, body.client_id);
      const [carrier, intakeCategory] = await Promise.all([ownCarrier(auth, body.career_id), ownIntakeCategory(auth, body.intake_id)]);
      const { from, to } = periodRange(body.period);
      const wanted = [...new Set(body.fileData)];
      // A record has a row for each of its transactions in the period; every record chosen must have one.
      const rows = await book.exportRows(auth.clientId, intakeCategory.id, from, to, wanted, body.basis);
      const found = new Set(rows.map((row) => row.id));
      if (found.size !== wanted.length) {
        const missing = wanted.filter((id) => !found.has(id));
        throw new AppError('ValidationError', `Invalid fileData: record ${missing.join(', ')} is not a record of this line of business and period`, 400, [
          { path: 'fileData', message: `record ${missing.join(', ')} is not a record of this line of business and period` },
        ]);
      }
      const totalCents = rows.reduce((sum, row) => sum + (amountCents(row.policyamount) ?? 0), 0);
      // Written in the worker pool: a large period's file never holds the request thread.
      const content = Buffer.from(await runTask('write-bdx-export', { rows, format: body.format }));
      const name = `${slug(carrier.name)}-${slug(intakeCategory.category_name)}-${body.period}.${body.format}`;
      const created = await createFile(
        auth,
        { careerId: carrier.id, intakeId: intakeCategory.id, period: body.period, controlValue: body.control_value ?? centsToAmount(totalCents), source: 'export' },
        { name, content, extension: body.format, mimeType: BDX_MIME_TYPES[body.format] },
      );
      return { message: 'File exported successfully!', brdx: present(created) };
    },

    /**
     * Imports a carrier's file into the client's book as a job: the checks that can refuse the
     * call answer at once (409, 400 naming the program to choose or the row of an over-long cell);
     * then the job is answered (202) and reads, checks and writes the rows (runImport: on PostgreSQL
     * in one transaction, on the embedded database in short batches hidden until the file is marked
     * imported, then published), so a file is imported once or not at all while other calls are
     * answered. Its result is the
     * import's answer (records made, rows skipped and why, rows already in the book).
     */
    async importFile(auth: AdminAuth, body: z.output<typeof importBdxRequest>): Promise<BdxImportStartedResponse> {
      if (body.client_id !== undefined) assertSameClient(auth, body.client_id);
      const file = await ownFile(auth, body.id);
      refuseUnimportable(file);
      if (file.kind === 'claims') return importClaims(auth, file, noteFor(file, body.note));
      const intakeId = body.intake_id ?? file.intake_id;
      if (intakeId === null) {
        throw new AppError('ValidationError', 'Invalid intake_id: is required', 400, [{ path: 'intake_id', message: 'is required' }]);
      }
      const intakeCategory = await ownIntakeCategory(auth, intakeId);
      const [states, programs, creator, shortName] = await Promise.all([
        book.states(auth.clientId, intakeCategory.id),
        book.programs(auth.clientId, intakeCategory.id),
        creatorOf(creators, auth),
        book.clientShortName(auth.clientId),
      ]);
      if (programs.length === 0) throw conflict(`${intakeCategory.category_name} has no program yet: add one before importing into it`);
      const columns = file.columns ?? [];
      const program = bdxProgramColumnOf(columns) >= 0 ? null : chooseProgram(intakeCategory, programs, body.program_id);
      await refuseOverlongCells(db, file.id, columns);
      const note = noteFor(file, body.note);
      const plan: ImportPlan = {
        fileId: file.id,
        fileName: file.file_name,
        carrierName: file.career_name,
        period: file.period,
        columns,
        intakeCategory,
        states,
        programs,
        program,
        target: { clientId: auth.clientId, intakeCategory, creator, shortName, userId: auth.userId },
      };
      const job = await jobs.start<BdxImportResponse>(
        auth,
        importJob(auth, file),
        (context) => runImport(db, plan, context, commitImport(auth, file, note)),
      );
      return { message: 'Import started', job_id: job.id, job };
    },

    /** One page of the records imports made (`/viewbrdximportfile`) with its header filters and sort, and how many the filters keep. */
    async importedRecords(auth: AdminAuth, request: z.output<typeof bdxImportedRecordsRequest>): Promise<BdxImportedRecordsResponse> {
      const { client_id: clientId, file_id: fileId, page, pageSize, filters, sort, direction } = request;
      assertSameClient(auth, clientId);
      if (fileId !== undefined) await ownFile(auth, fileId);
      const { rows, total } = await files.importedRecords(auth.clientId, fileId, { filters, sort, direction, page, pageSize });
      return { importedRecords: rows, page, pageSize, total };
    },
    /**
     * The imported records' export (`/exportviewbrdximportfile`): the rows the list shows with the
     * same header filters and sort, from the same query (all pages).
     */
    async exportImportedRecords(auth: AdminAuth, clientId: number, fileId: number | undefined, view: ClientListView): Promise<ListExport<BdxImportedRecord>> {
      assertSameClient(auth, clientId);
      if (fileId !== undefined) await ownFile(auth, fileId);
      const { query, rest } = splitView(BDX_IMPORTED_RECORD_LIST_COLUMNS, view);
      const { rows } = await files.importedRecords(auth.clientId, fileId, query);
      return clientListExport('bordereaux-imported-records', BDX_IMPORTED_RECORD_COLUMNS, rows, rest);
    },

    /**
     * Removes a file the client made while it is not approved, or a carrier's while it is not
     * imported (canRemoveBdx): a file that could not be read, or a legacy XLS kept unread, has no
     * other way out.
     */
    async remove(auth: AdminAuth, id: number): Promise<{ message: string }> {
      const file = await ownFile(auth, id);
      if (!canRemoveBdx(file)) throw removalRefusal(file);
      // Moved on meanwhile (approved, sent, imported), or its import is running.
      if (!(await files.removeRemovable(auth.clientId, file.id))) {
        const current = await files.findById(file.id);
        throw current ? removalRefusal(current) : notFound('File not found');
      }
      await storage.remove(file.stored_name);
      return { message: 'File removed' };
    },

    async download(auth: AdminAuth, id: number) {
      const file = await ownFile(auth, id);
      return { ...(await storage.open(file.stored_name)), fileName: file.file_name, mimeType: file.mime_type };
    },
  };
}
export type BdxAdminService = ReturnType<typeof createBdxAdminService>;
