import type { ClientType, LoginType } from '@kyubos/contracts';
import type { Db } from '../db/db';

export interface Account {
  id: number;
  clientId: number;
  loginType: LoginType;
  clientType: ClientType;
  passwordHash: string;
  tokenVersion: number;
}

export function createAuthRepository(db: Db) {
  return {
    findAccount: (username: string) =>
      db.one<Account>(
        `SELECT u.id, u.client_id AS "clientId", u.login_type AS "loginType",
                c."Client_Type" AS "clientType", u.password_hash AS "passwordHash",
                u.token_version AS "tokenVersion"
           FROM users u JOIN clients c ON c.id = u.client_id
          WHERE lower(u.username) = lower($1)`,
        [username],
      ),
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
