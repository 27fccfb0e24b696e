import {
  LOGIN_TYPE,
  type ClientUser,
  type ClientUserSavedResponse,
  type CreateClientUserRequest,
  type EditClientUserResponse,
  type UpdateClientUserRequest,
  type UsernameCheckResponse,
  type ViewClientUserResponse,
} from '@kyubos/contracts';
import type { AgentService } from '../agents/service';
import { hashNewPassword } from '../auth/new-password';
import { endSessionsAround } from '../auth/sessions';
import { forgiveSignInFailures } from '../security/sign-in-guard';
import type { AdminAuth, TokenService } from '../auth/tokens';
import { AppError, forbidden } from '../app-error';
import { assertSameClient, ownRecord } from '../tenancy';
import { assertUnchangedSince, lockSaved } from '../saved-meanwhile';
import { clientListExport, type ClientListView, type KeyedExportColumn, type ListExport } from '../export/list-export';
import type { GrantorRules } from '../permissions/grantor';
import { AGENT_CLOSED_ITEMS } from '../permissions/call-rules';
import { createPermissionRepository } from '../permissions/repository';
import type { Db } from '../db/db';
import type { AnswerCache } from '../observability/answer-cache';
import { createUserRepository, type UserRecord, type UserValues } from './repository';

/** The users list's columns (/user_admin_users), then the sign-in and contact fields of each user. */
const USER_EXPORT_COLUMNS: KeyedExportColumn<ClientUser>[] = [
  { key: 'firstname', header: 'First Name', cell: (user) => user.firstname },
  { key: 'lastname', header: 'Last Name', cell: (user) => user.lastname },
  { header: 'Username', cell: (user) => user.username },
  { header: 'User Type', cell: (user) => user.usertype },
  { header: 'Agent', cell: (user) => user.agent_name },
  { header: 'Phone', cell: (user) => user.phonenumber },
  { header: 'Email', cell: (user) => user.email },
];

export const USERNAME_TAKEN = 'Sorry, that username is already taken';

export interface UserServiceDeps {
  /** Resolves an Agent user's agent within the caller's client. */
  agents: Pick<AgentService, 'ownAgent'>;
  grantor: GrantorRules;
  /** Signs the token a caller who changed its own password goes on with. */
  tokens: Pick<TokenService, 'signAdmin'>;
  /** Throws (403) unless the caller may read the Users screens. */
  assertMayReadUsers: (auth: AdminAuth) => Promise<void>;
  /**
   * Keeps a client's staff users until the `users` version moves (migration 380, the answer
   * cache's keptRead); unset, the list is read at every call.
   */
  keptRead?: AnswerCache['keptRead'];
}

/** What signs a user in or reaches them: only a client admin changes these for someone else. */
const CREDENTIAL_FIELDS = ['username', 'email', 'phonenumber'] as const;

export function createUserService(db: Db, { agents, grantor, tokens, assertMayReadUsers, keptRead }: UserServiceDeps) {
  const users = createUserRepository(db);
  /** The client's staff users, for the list (read again once any write of users moved its version). */
  const staffOf = keptRead ? keptRead(['users'], (clientId: number) => users.listStaff(clientId)) : (clientId: number) => users.listStaff(clientId);
  /** A user of the caller's client: 404 when missing or another client's (whether it exists is not told). */
  const ownUser = async (auth: AdminAuth, id: number): Promise<UserRecord> =>
    ownRecord(auth, await users.findById(id), (user) => user.company_id, 'User not found');
  /** A staff user of the caller's client: 404 as `ownUser`, 403 when not a staff user. */
  async function ownStaffUser(auth: AdminAuth, id: number): Promise<UserRecord> {
    const found = await ownUser(auth, id);
    if (found.login_type !== LOGIN_TYPE.staff) throw forbidden('Only staff users are managed here');
    return found;
  }

  /** The stored values: an Agent user gets the chosen agent's id, code and name; a Main user none. */
  async function values(auth: AdminAuth, input: CreateClientUserRequest | UpdateClientUserRequest): Promise<UserValues> {
    if (input.company_id !== undefined) assertSameClient(auth, input.company_id);
    if (input.category_id && !(await users.isMenuOf(auth.clientType, input.category_id))) {
      throw new AppError('ValidationError', 'Invalid category_id: is not a menu category of your client', 400);
    }
    const agent = input.usertype === 'Agent' && input.agent_id ? await agents.ownAgent(auth, input.agent_id) : null;
    return {
      firstname: input.firstname,
      lastname: input.lastname,
      phonenumber: input.phonenumber,
      email: input.email,
      username: input.username,
      category_id: input.category_id ?? null,
      usertype: input.usertype,
      agent_id: agent?.id ?? null,
      agent_code: agent?.agentcode ?? null,
      agent_name: agent?.agentname ?? null,
    };
  }

  const usernameTaken = () => new AppError('Conflict', USERNAME_TAKEN, 409);

  return {
    ownStaffUser,

    /** Usernames are unique across every client, whatever their case. */
    async checkUsername(username: string): Promise<UsernameCheckResponse> {
      return (await users.usernameExists(username))
        ? { user: null, message: USERNAME_TAKEN }
        : { user: { username }, message: 'Username is available' };
    },

    /** The caller's own record, or anyone's of the client to a caller who may read Users. */
    async editClientUser(auth: AdminAuth, id: number): Promise<EditClientUserResponse> {
      if (id !== auth.userId) await assertMayReadUsers(auth);
      const { login_type: _loginType, ...user } = await ownUser(auth, id);
      return {
        user: user satisfies ClientUser,
        usertype: user.usertype,
        agent_id: user.agent_id,
        agent_code: user.agent_code,
        agent_name: user.agent_name,
      };
    },

    async list(auth: AdminAuth, companyId: number): Promise<ViewClientUserResponse> {
      assertSameClient(auth, companyId);
      return { user: await staffOf(companyId) };
    },
    /** The users list's export (`/exportviewclientuser`): the rows of `list`, as the table filters and orders them. */
    async exportList(auth: AdminAuth, companyId: number, view: ClientListView): Promise<ListExport<ClientUser>> {
      assertSameClient(auth, companyId);
      return clientListExport('users', USER_EXPORT_COLUMNS, await users.listStaff(companyId), view);
    },

    /** A new staff user (login_type 4) who can sign in with the username and password. */
    async create(auth: AdminAuth, input: CreateClientUserRequest): Promise<ClientUserSavedResponse> {
      const user = await values(auth, input);
      const passwordHash = await hashNewPassword(input.password);
      return db.transaction(async (tx) => {
        const repo = createUserRepository(tx);
        if (await repo.usernameExists(user.username)) throw usernameTaken();
        return { message: 'User created', user: (await repo.createStaff(auth.clientId, user, passwordHash, auth.userId))! };
      });
    },

    /** A blank password keeps the current one. */
    async update(auth: AdminAuth, input: UpdateClientUserRequest): Promise<ClientUserSavedResponse> {
      const current = await ownStaffUser(auth, input.id);
      await grantor.assertMayManage(auth, input.id);
      const user = await values(auth, input);
      const credentialsChange =
        Boolean(input.password) ||
        CREDENTIAL_FIELDS.some((field) => (field === 'username' ? user.username.toLowerCase() !== current.username.toLowerCase() : user[field] !== current[field]));
      if (credentialsChange && auth.loginType === LOGIN_TYPE.staff && input.id !== auth.userId) {
        throw forbidden("Only a client admin may change another user's password, username, email or phone");
      }
      const passwordHash = input.password ? await hashNewPassword(input.password) : null;
      const save = () =>
        db.transaction(async (tx) => {
          const repo = createUserRepository(tx);
          // Under the user's lock: a save over one saved since the form read it would undo that save.
          assertUnchangedSince('This user', await lockSaved(tx, 'users', input.id), input.updatedAt);
          if (await repo.usernameExists(user.username, input.id)) throw usernameTaken();
          const saved = (await repo.update(input.id, user, passwordHash))!;
          if (passwordHash) await forgiveSignInFailures(tx, 'admin', input.id);
          // An agent's user can hold no closed item: what it held as a Main user is taken away, not kept hidden.
          if (user.usertype === 'Agent') await createPermissionRepository(tx).dropItems(input.id, [...AGENT_CLOSED_ITEMS.keys()]);
          // Its own new password ends the caller's earlier tokens too; the session that changed it goes on with a new one.
          const ownPasswordChanged = passwordHash && input.id === auth.userId;
          const token = ownPasswordChanged ? await tokens.signAdmin({ ...auth, tokenVersion: await repo.tokenVersionOf(input.id) }) : undefined;
          return { message: 'User updated', user: saved, ...(token ? { token } : {}) };
        });
      // A new password ends the user's earlier tokens, in this process as soon as it is committed.
      return passwordHash ? endSessionsAround('admin', input.id, save) : save();
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
