import type { ClientType, ClientUser, LoginType } from '@kyubos/contracts';
import type { Db } from '../db/db';

/** Answer fields of a user (company_id is the owning client) plus what access checks need. */
export interface UserRecord extends ClientUser {
  login_type: LoginType;
}

/** What a create or update stores (the agent's code and name are copied from the agent). */
export type UserValues = Omit<ClientUser, 'id' | 'company_id' | 'updatedAt'>;

const COLUMNS = `id, firstname, lastname, phonenumber, email, username, client_id AS company_id,
  category_id, usertype, agent_id, agent_code, agent_name, updated_at AS "updatedAt"`;

export interface UserRepository {
  findById(id: number): Promise<UserRecord | null>;
  usernameExists(username: string, exceptId?: number | null): Promise<boolean>;
  /** The client's staff users (login_type 4), the ones the users screens manage. */
  listStaff(clientId: number): Promise<ClientUser[]>;
  /** Whether the menu category is one of the client type's. */
  isMenuOf(clientType: ClientType, menuId: number): Promise<boolean>;
  /** createdBy: the account that made it (maker-checker never lets an account approve for its maker). */
  createStaff(clientId: number, user: UserValues, passwordHash: string, createdBy?: number): Promise<ClientUser | null>;
  update(id: number, user: UserValues, passwordHash: string | null): Promise<ClientUser | null>;
  /** The account's token_version: what a token signed now must carry. */
  tokenVersionOf(id: number): Promise<number>;
}

export function createUserRepository(db: Db): UserRepository {
  const params = (user: UserValues) => [
    user.firstname,
    user.lastname,
    user.phonenumber,
    user.email,
    user.username,
    user.category_id,
    user.usertype,
    user.agent_id,
    user.agent_code,
    user.agent_name,
  ];
  return {
    findById: (id) => db.one<UserRecord>(`SELECT ${COLUMNS}, login_type FROM users WHERE id = $1`, [id]),

    async usernameExists(username, exceptId = null) {
      const row = await db.one('SELECT 1 FROM users WHERE lower(username) = lower($1) AND id IS DISTINCT FROM $2', [
        username,
        exceptId,
      ]);
      return row !== null;
    },

    listStaff: (clientId) =>
      db.query<ClientUser>(`SELECT ${COLUMNS} FROM users WHERE client_id = $1 AND login_type = 4 ORDER BY id`, [clientId]),

    async isMenuOf(clientType, menuId) {
      return (await db.one('SELECT 1 FROM menus WHERE client_type = $1 AND id = $2', [clientType, menuId])) !== null;
    },

    createStaff: (clientId, user, passwordHash, createdBy) =>
      db.one<ClientUser>(
        `INSERT INTO users (firstname, lastname, phonenumber, email, username, category_id, usertype, agent_id,
                            agent_code, agent_name, client_id, password_hash, login_type, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 4, $13) RETURNING ${COLUMNS}`,
        [...params(user), clientId, passwordHash, createdBy ?? null],
      ),

    update: (id, user, passwordHash) =>
      db.one<ClientUser>(
        `UPDATE users SET firstname = $1, lastname = $2, phonenumber = $3, email = $4, username = $5, category_id = $6,
                usertype = $7, agent_id = $8, agent_code = $9, agent_name = $10,
                password_hash = coalesce($12, password_hash),
                token_version = token_version + (CASE WHEN $12::text IS NULL THEN 0 ELSE 1 END), updated_at = now()
          WHERE id = $11 RETURNING ${COLUMNS}`,
        [...params(user), id, passwordHash],
      ),

    tokenVersionOf: async (id) => (await db.one<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [id]))!.token_version,
  };
}
