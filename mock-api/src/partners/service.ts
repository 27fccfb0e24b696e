import {
  PARTNER_NAME_KEY,
  type MemberType,
  type MessageResponse,
  type CreatedResponse,
  type Partner,
  type PartnerInput,
  type PartnerKind,
  type PointingIdLookupResponse,
} from '@kyubos/contracts';
import { hashPassword } from '../auth/password';
import type { AdminAuth } from '../auth/tokens';
import { AppError, notFound } from '../http/app-error';
import { assertSameClient } from '../http/tenancy';
import type { PartnerRepository, PartnerRow } from './repository';
import type { SecretBox } from './secret-box';

const LABEL: Record<PartnerKind, string> = { carrier: 'Carrier', tpa: 'TPA', mga: 'MGA' };
export const INVALID_POINTING_ID = 'Invalid Kyubos id';

/** The record as answered: `name` under the directory's own key (carriername, TPAname, MGAname). */
export const presentPartner = (kind: PartnerKind, { name, ...rest }: Partner) => ({ [PARTNER_NAME_KEY[kind]]: name, ...rest });

/** Carriers, TPAs and MGAs of the caller's client: one service, the kind names the directory. */
export function createPartnerService(repo: PartnerRepository, secrets: SecretBox) {
  async function owned(auth: AdminAuth, kind: PartnerKind, id: number): Promise<Partner> {
    const found = await repo.find(kind, id);
    if (!found) throw notFound(`${LABEL[kind]} not found`);
    assertSameClient(auth, found.client_id);
    return found;
  }

  /**
   * A Kyubos member must point at a client of the platform; a Non Kyubos partner's pointing id
   * is its own folder id, outside the platform, so it is not looked up.
   */
  async function checkPointingId(membertype: MemberType, kyubosid: string): Promise<void> {
    if (membertype === 'Kyubos' && !(await repo.findClientByPointingId(kyubosid))) {
      throw new AppError('ValidationError', `Invalid kyubosid: ${INVALID_POINTING_ID}`, 400, [
        { path: 'kyubosid', message: INVALID_POINTING_ID },
      ]);
    }
  }

  /** Secrets are hashed (the portal password is only ever verified) or sealed (the FTP key is used). */
  async function toRow(input: PartnerInput): Promise<PartnerRow> {
    const { password, BDX_Password, ...fields } = input;
    return {
      ...fields,
      password_hash: password ? await hashPassword(password) : null,
      bdx_password_encrypted: BDX_Password ? secrets.seal(BDX_Password) : null,
      blobfolder: `${input.containername}/${input.kyubosid.toLowerCase()}`,
    };
  }

  return {
    async list(auth: AdminAuth, kind: PartnerKind, clientId: number) {
      assertSameClient(auth, clientId);
      return (await repo.list(kind, clientId)).map((row) => presentPartner(kind, row));
    },
    async edit(auth: AdminAuth, kind: PartnerKind, id: number) {
      return presentPartner(kind, await owned(auth, kind, id));
    },
    async create(auth: AdminAuth, kind: PartnerKind, clientId: number, membertype: MemberType, input: PartnerInput): Promise<CreatedResponse> {
      assertSameClient(auth, clientId);
      await checkPointingId(membertype, input.kyubosid);
      const id = await repo.create(kind, clientId, membertype, await toRow(input));
      return { message: `${LABEL[kind]} created`, id };
    },
    async update(auth: AdminAuth, kind: PartnerKind, id: number, clientId: number | undefined, input: PartnerInput): Promise<MessageResponse> {
      if (clientId !== undefined) assertSameClient(auth, clientId);
      const current = await owned(auth, kind, id);
      await checkPointingId(current.membertype, input.kyubosid);
      if (!input.BDX_Password && !current.BDX_Password_set) {
        throw new AppError('ValidationError', 'Invalid BDX_Password: is required', 400, [{ path: 'BDX_Password', message: 'is required' }]);
      }
      await repo.update(kind, id, await toRow(input));
      return { message: `${LABEL[kind]} updated` };
    },
    async remove(auth: AdminAuth, kind: PartnerKind, id: number): Promise<MessageResponse> {
      await owned(auth, kind, id);
      await repo.remove(kind, id);
      return { message: `${LABEL[kind]} removed` };
    },
    /** The pointing-id check of the forms: a platform client, or 404 'Invalid Kyubos id'. */
    async lookupPointingId(kyubosid: string): Promise<PointingIdLookupResponse> {
      const client = await repo.findClientByPointingId(kyubosid);
      if (!client) throw notFound(INVALID_POINTING_ID);
      return { client };
    },
  };
}
export type PartnerService = ReturnType<typeof createPartnerService>;
