import {
  idSchema,
  PARTNER_CLIENT_TYPE,
  PARTNER_NAME_KEY,
  type MemberType,
  type MessageResponse,
  type CreatedResponse,
  type Partner,
  type PartnerInput,
  type PartnerKind,
  type PointingIdLookupResponse,
} from '@kyubos/contracts';
import type { Db } from '../db/db';
import { hashNewPassword } from '../auth/new-password';
import type { AdminAuth } from '../auth/tokens';
import { AppError, notFound, type FieldError } from '../app-error';
import { writeDistinct } from '../db/record-table';
import { assertSameClient, ownRecord } from '../tenancy';
import { clientListExport, type ClientListView, type KeyedExportColumn, type ListExport } from '../export/list-export';
import { createPartnerRepository, type PartnerRow } from './repository';
import type { FieldEncryption } from '../security/field-encryption';

const LABEL: Record<PartnerKind, string> = { carrier: 'Carrier', tpa: 'TPA', mga: 'MGA' };
/** The directory's entry in a sentence: 'A carrier Atlas Insurance Co already exists'. */
const AN_ENTRY: Record<PartnerKind, string> = { carrier: 'A carrier', tpa: 'A TPA', mga: 'An MGA' };
const EXPORT_NAME: Record<PartnerKind, string> = { carrier: 'carriers', tpa: 'tpas', mga: 'mgas' };

/** A directory list's columns (its name, pointing ID / folder), then each entry's contact; secrets are never exported. */
const partnerExportColumns = (kind: PartnerKind): KeyedExportColumn<Partner>[] => [
  { key: 'name', header: `${LABEL[kind]} Name`, cell: (p) => p.name },
  { key: 'kyubosid', header: 'Pointing ID / Folder', cell: (p) => `${p.kyubosid} / ${p.blobfolder}` },
  { header: 'Member Type', cell: (p) => p.membertype },
  { header: 'Phone', cell: (p) => p.phonenumber },
  { header: 'Email', cell: (p) => p.email },
  { header: 'City', cell: (p) => p.city },
  { header: 'State', cell: (p) => p.state },
];
export const INVALID_POINTING_ID = 'Invalid Kyubos id';
/** Spec 2 §5: an entry needs an FTP account key; on update one already stored is kept when none is sent. */
const FTP_KEY_REQUIRED: FieldError = { path: 'BDX_Password', message: 'is required' };
const lacksFtpKey = (stored: Pick<Partner, 'BDX_Password_set'>, sent: unknown) => !sent && !stored.BDX_Password_set;

/** The record as answered: `name` under the directory's own key (carriername, TPAname, MGAname). */
export const presentPartner = (kind: PartnerKind, { name, ...rest }: Partner) => ({ [PARTNER_NAME_KEY[kind]]: name, ...rest });

/** Carriers, TPAs and MGAs of the caller's client: one service, the kind names the directory. */
export function createPartnerService(db: Db, { secrets }: { secrets: FieldEncryption }) {
  const repo = createPartnerRepository(db);
  /** The directory entry of the caller's client: another client's answers 404, as a missing id does. */
  const owned = async (auth: AdminAuth, kind: PartnerKind, id: number): Promise<Partner> =>
    ownRecord(auth, await repo.find(kind, id), (p) => p.client_id, `${LABEL[kind]} not found`);

  /**
   * Spec 2 §5: the pointing id names a platform client of the directory's type (a carrier's a
   * CARRIER client, a TPA's a TPA, an MGA's an MGU), whatever the member type, never the caller itself.
   */
  async function pointedClient(auth: AdminAuth, kind: PartnerKind, kyubosid: string) {
    const client = await repo.findClientByPointingId(kyubosid);
    if (!client || client.Client_Type !== PARTNER_CLIENT_TYPE[kind] || client.id === auth.clientId) return null;
    return client;
  }

  async function checkPointingId(auth: AdminAuth, kind: PartnerKind, kyubosid: string): Promise<void> {
    if (!(await pointedClient(auth, kind, kyubosid))) {
      throw new AppError('ValidationError', `Invalid kyubosid: ${INVALID_POINTING_ID}`, 400, [
        { path: 'kyubosid', message: INVALID_POINTING_ID },
      ]);
    }
  }

  /** A container belongs to one client: a name another client's directory already uses is refused. */
  async function checkContainer(auth: AdminAuth, containername: string): Promise<void> {
    if (await repo.containerOfOtherClient(auth.clientId, containername)) {
      throw new AppError('ValidationError', 'Invalid containername: is another client’s container', 400, [
        { path: 'containername', message: 'is another client’s container' },
      ]);
    }
  }

  /**
   * A directory names a partner once and points at a platform client once: a second entry of the
   * same name, or pointing at the same client, would be the same partner twice (two folders for
   * one carrier's bordereaux, two picks in every list).
   */
  const duplicateOf = (kind: PartnerKind, clientId: number, input: PartnerInput, exceptId: number | null) => async (tx: Db) => {
    const other = await createPartnerRepository(tx).sameNameOrPointingId(kind, clientId, input.name, input.kyubosid, exceptId);
    if (!other) return null;
    return new AppError(
      'Conflict',
      other.same_name ? `${AN_ENTRY[kind]} ${other.name} already exists` : `The Pointing ID ${other.kyubosid} is already used by ${other.name}`,
      409,
    );
  };

  /** Secrets are hashed (the portal password is only ever verified) or sealed (the FTP key is used). */
  async function toRow(input: PartnerInput): Promise<PartnerRow> {
    const { password, BDX_Password, ...fields } = input;
    return {
      ...fields,
      password_hash: password ? await hashNewPassword(password) : null,
      bdx_password_encrypted: BDX_Password ? secrets.seal(BDX_Password) : null,
      blobfolder: `${input.containername}/${input.kyubosid.toLowerCase()}`,
    };
  }

  return {
    async list(auth: AdminAuth, kind: PartnerKind, clientId: number) {
      assertSameClient(auth, clientId);
      return (await repo.list(kind, clientId)).map((row) => presentPartner(kind, row));
    },
    /** A directory's export (`/export<list call>`): the rows of `list`, as the table filters and orders them. */
    async exportList(auth: AdminAuth, kind: PartnerKind, clientId: number, view: ClientListView): Promise<ListExport<Partner>> {
      assertSameClient(auth, clientId);
      return clientListExport(EXPORT_NAME[kind], partnerExportColumns(kind), await repo.list(kind, clientId), view);
    },
    async edit(auth: AdminAuth, kind: PartnerKind, id: number) {
      return presentPartner(kind, await owned(auth, kind, id));
    },
    async create(auth: AdminAuth, kind: PartnerKind, clientId: number, membertype: MemberType, input: PartnerInput): Promise<CreatedResponse> {
      assertSameClient(auth, clientId);
      await checkPointingId(auth, kind, input.kyubosid);
      await checkContainer(auth, input.containername);
      const row = await toRow(input);
      const id = await writeDistinct(db, duplicateOf(kind, clientId, input, null), (tx) =>
        createPartnerRepository(tx).create(kind, clientId, membertype, row),
      );
      return { message: `${LABEL[kind]} created`, id };
    },
    async update(auth: AdminAuth, kind: PartnerKind, id: number, clientId: number | undefined, input: PartnerInput): Promise<MessageResponse> {
      if (clientId !== undefined) assertSameClient(auth, clientId);
      const current = await owned(auth, kind, id);
      await checkPointingId(auth, kind, input.kyubosid);
      await checkContainer(auth, input.containername);
      if (lacksFtpKey(current, input.BDX_Password)) {
        throw new AppError('ValidationError', `Invalid ${FTP_KEY_REQUIRED.path}: ${FTP_KEY_REQUIRED.message}`, 400, [FTP_KEY_REQUIRED]);
      }
      const row = await toRow(input);
      await writeDistinct(db, duplicateOf(kind, current.client_id, input, id), (tx) => createPartnerRepository(tx).update(kind, id, row));
      return { message: `${LABEL[kind]} updated` };
    },
    async remove(auth: AdminAuth, kind: PartnerKind, id: number): Promise<MessageResponse> {
      await owned(auth, kind, id);
      // A carrier with portal users or bordereaux keeps its row: removing it would orphan them.
      if (kind === 'carrier' && (await repo.carrierInUse(id))) {
        throw new AppError('InUse', 'This carrier has BDX portal users or files and cannot be removed', 409);
      }
      await repo.remove(kind, id);
      return { message: `${LABEL[kind]} removed` };
    },
    /**
     * An update's field errors that only the stored entry can tell, for `validate` to name with
     * the body's own: the FTP account key, blank while the caller's entry has none stored. Runs
     * before the body is validated, so only an id the schema takes is looked up (2147483648
     * would reach the database and fail there, instead of being named by the schema).
     */
    async updateFieldErrors(auth: AdminAuth, kind: PartnerKind, body: unknown): Promise<FieldError[]> {
      const userData = (body as { userData?: { id?: unknown; BDX_Password?: unknown } } | null)?.userData;
      const id = idSchema.safeParse(userData?.id);
      if (!id.success) return [];
      const entry = await repo.find(kind, id.data);
      if (!entry || entry.client_id !== auth.clientId || !lacksFtpKey(entry, userData?.BDX_Password)) return [];
      return [{ ...FTP_KEY_REQUIRED, path: `userData.${FTP_KEY_REQUIRED.path}` }];
    },
    /** The pointing-id check of the forms: a platform client of the directory's type, or 404 'Invalid Kyubos id'. */
    async lookupPointingId(auth: AdminAuth, kind: PartnerKind, kyubosid: string): Promise<PointingIdLookupResponse> {
      const client = await pointedClient(auth, kind, kyubosid);
      if (!client) throw notFound(INVALID_POINTING_ID);
      return { client };
    },
  };
}
export type PartnerService = ReturnType<typeof createPartnerService>;
