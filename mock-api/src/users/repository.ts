import type { ClientUser, LoginType } from '@kyubos/contracts';
import type { Db } from '../db/db';

/** Answer fields of a user (company_id is the owning client) plus what access checks need. */
export interface UserRecord extends ClientUser {
  login_type: LoginType;
}

export function createUserRepository(db: Db) {
  return {
    findById: (id: number) =>
      db.one<UserRecord>(
        `SELECT id, firstname, lastname, phonenumber, email, username, client_id AS company_id,
                category_id, usertype, agent_id, agent_code, agent_name, login_type
           FROM users WHERE id = $1`,
        [id],
      ),
    async usernameExists(username: string): Promise<boolean> {
      const row = await db.one('SELECT 1 FROM users WHERE lower(username) = lower($1)', [username]);
      return row !== null;
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
