import { todayIso } from '@kyubos/domain';
import type {
  BdxUploadFields,
  BrdxListResponse,
  CarrierLoginResponse,
  CarrierScopedRequest,
  ClientIntakeCategoryResponse,
  CreateByBdxResponse,
  EditCarrierResponse,
  EditSlabResponse,
  LoginRequest,
  PortalMessage,
  UpdateSlabRequest,
  UpdateSlabResponse,
} from '@kyubos/contracts';
import { signOut, SIGNED_OUT } from '../auth/sessions';
import type { CarrierAuth, TokenService } from '../auth/tokens';
import { createBdxFileRepository, type BdxDirection, type BdxScope } from '../bdx-files/repository';
import { fingerprintOf } from '../bdx-files/bytes';
import { readBdxUpload } from '../bdx-files/read-upload';
import { checkUpload, type BdxFileStorage } from '../bdx-files/storage';
import { refuseEarlierCopy, storeBdxFile } from '../bdx-files/store';
import { AppError, forbidden, notFound } from '../app-error';
import type { SignInGuard } from '../security/sign-in-guard';
import { changeSlab } from '../slabs/service';
import type { Db } from '../db/db';
import { createCarrierPortalRepository } from './repository';

export interface CarrierPortalDeps {
  storage: BdxFileStorage;
  tokens: TokenService;
  signIn: SignInGuard;
  /** The clock a claim's date of loss is checked against (tests fix it); default the system's. */
  now?: () => Date;
}

export interface UploadedFile {
  originalName: string;
  content: Buffer;
}

const scopeOf = (auth: CarrierAuth): BdxScope => ({ clientId: auth.clientId, careerId: auth.carrierId });

/** A body's client or carrier id other than the token's is refused, never served. */
function assertOwnScope(auth: CarrierAuth, ids: { client_id?: number | undefined; career_id?: number | undefined }): void {
  if (ids.client_id !== undefined && ids.client_id !== auth.clientId) throw forbidden('You do not have access to this client');
  if (ids.career_id !== undefined && ids.career_id !== auth.carrierId) throw forbidden('You do not have access to this carrier');
}

/** The carrier portal: sign-in, the carrier's files both ways, upload, import, removal, slabs. */
export function createCarrierPortalService(db: Db, { storage, tokens, signIn, now = () => new Date() }: CarrierPortalDeps) {
  const portal = createCarrierPortalRepository(db);
  const files = createBdxFileRepository(db);
  async function fileInScope(auth: CarrierAuth, id: number, direction: BdxDirection) {
    const file = await files.findInScope(scopeOf(auth), id);
    if (!file || file.direction !== direction) throw notFound('File not found');
    return file;
  }

  return {
    async login({ username, password }: LoginRequest, address: string): Promise<CarrierLoginResponse> {
      const account = await signIn(username, password, address, await portal.findAccount(username));
      const token = await tokens.signCarrier({
        userId: account.id,
        clientId: account.clientId,
        carrierId: account.carrierId,
        tokenVersion: account.tokenVersion,
      });
      return { message: 'Login successful', token, user_id: account.id, client_id: account.clientId, career_id: account.carrierId };
    },
    /** `/carrierlogout`: the caller's session ends now (its token is refused from here on); the account's other sessions go on. */
    async logout(auth: CarrierAuth): Promise<PortalMessage> {
      await signOut(db, 'carrier', auth);
      return { message: SIGNED_OUT };
    },

    async list(auth: CarrierAuth, body: CarrierScopedRequest, direction: BdxDirection): Promise<BrdxListResponse> {
      assertOwnScope(auth, body);
      return { brdxList: await files.list(scopeOf(auth), direction) };
    },

    /** Imports a received file to the carrier's main location, once. */
    async importToMain(auth: CarrierAuth, id: number): Promise<PortalMessage> {
      await fileInScope(auth, id, 'inbound');
      if (!(await files.markImported(id))) throw new AppError('AlreadyImported', 'This file has already been imported', 409);
      return { message: 'Successfully Imported' };
    },

    /**
     * Removes a sent file and its bytes; a file the client imported, or is importing at the moment,
     * stays (the guard of the MGA's removal, canRemoveBdx, checked as the row is deleted).
     */
    async remove(auth: CarrierAuth, id: number): Promise<PortalMessage> {
      const file = await fileInScope(auth, id, 'outbound');
      if (!(await files.removeRemovable(auth.clientId, id))) {
        const imported = file.imported === '1' || (await files.findInScope(scopeOf(auth), id))?.imported === '1';
        throw new AppError('AlreadyImported', imported ? 'An imported file cannot be removed' : 'This file is being imported', 409);
      }
      await storage.remove(file.stored_name);
      return { message: 'File removed' };
    },

    async upload(auth: CarrierAuth, fields: BdxUploadFields, file: UploadedFile | undefined): Promise<CreateByBdxResponse> {
      assertOwnScope(auth, fields);
      if (!file) throw new AppError('ValidationError', 'Please select a file!', 400, [{ path: 'file', message: 'is required' }]);
      const checked = checkUpload(file.originalName, file.content);
      const intakeCategory = await portal.intakeCategory(auth.clientId, fields.intake_id);
      if (!intakeCategory) throw notFound('Line of business not found');
      const [clientName, carrier] = await Promise.all([portal.clientName(auth.clientId), portal.carrier(auth.clientId, auth.carrierId)]);
      if (!clientName || !carrier) throw notFound('Client or carrier not found');
      // The same bytes from the same carrier are one file, on this path as on the admin's.
      const fingerprint = await fingerprintOf(file.content);
      await refuseEarlierCopy(db, { client_id: auth.clientId, career_id: carrier.id, career_name: carrier.carriername, direction: 'outbound', content_sha256: fingerprint });
      // Row problems as on the admin's upload and, the file being one the client imports, a row of
      // the same policy as an earlier row, which the import makes no record of.
      const parsed = await readBdxUpload(db, {
        clientId: auth.clientId,
        content: file.content,
        extension: checked.extension,
        kind: fields.kind,
        period: fields.period,
        intakeCategory,
        offeredStates: () => portal.offeredStates(auth.clientId, intakeCategory.id),
        today: todayIso(now()),
        carrierId: carrier.id,
        importedIntoBook: true,
      });
      // Read now so the client can view and import it; the client's processing is the import.
      const brdx = await storeBdxFile(db, storage, {
        content: file.content,
        extension: checked.extension,
        parsed,
        markProcessed: false,
        record: {
          client_id: auth.clientId,
          client_name: clientName,
          career_id: carrier.id,
          career_name: carrier.carriername,
          direction: 'outbound',
          sender_name: fields.sender_name,
          sender_id: fields.sender_id,
          reciver_name: clientName,
          period: fields.period,
          control_value: fields.control_value,
          intake_id: intakeCategory.id,
          intake_name: intakeCategory.category_name,
          sublob: intakeCategory.sublob,
          file_name: checked.originalName,
          mime_type: checked.mimeType,
          size_bytes: file.content.length,
          uploaded_by: auth.userId,
          content_sha256: fingerprint,
          kind: fields.kind,
        },
      });
      return { message: 'File uploaded successfully!', brdx };
    },

    /** The file's bytes, for either direction of the carrier's own files. */
    async download(auth: CarrierAuth, id: number) {
      const file = await files.findInScope(scopeOf(auth), id);
      if (!file) throw notFound('File not found');
      return { ...(await storage.open(file.stored_name)), fileName: file.file_name, mimeType: file.mime_type };
    },

    /** The carrier's own row; any other id, another carrier's or none, is the same 404. */
    async carrier(auth: CarrierAuth, id: number): Promise<EditCarrierResponse> {
      const carrier = id === auth.carrierId ? await portal.carrier(auth.clientId, id) : null;
      if (!carrier) throw notFound('Carrier not found');
      return { carrier };
    },

    async intakeCategories(auth: CarrierAuth, clientId: number): Promise<ClientIntakeCategoryResponse> {
      assertOwnScope(auth, { client_id: clientId });
      return { intakecategory: await portal.intakeCategories(clientId) };
    },

    async slab(auth: CarrierAuth, id: number): Promise<EditSlabResponse> {
      const slab = await portal.slab(auth.clientId, auth.carrierId, id);
      if (!slab) throw notFound('Slab not found');
      return { slablist: slab };
    },

    async updateSlab(auth: CarrierAuth, slab: UpdateSlabRequest): Promise<UpdateSlabResponse> {
      assertOwnScope(auth, slab);
      if (!(await portal.slab(auth.clientId, auth.carrierId, slab.id))) throw notFound('Slab not found');
      await changeSlab(db, auth.clientId, auth.carrierId, slab);
      return { message: 'Slab updated', slablist: (await portal.slab(auth.clientId, auth.carrierId, slab.id))! };
    },
  };
}
export type CarrierPortalService = ReturnType<typeof createCarrierPortalService>;
