import type { ClientUser, EditClientUserResponse, UsernameCheckResponse } from '@kyubos/contracts';
import type { AdminAuth } from '../auth/tokens';
import { notFound } from '../http/app-error';
import { assertSameClient } from '../http/tenancy';
import type { UserRepository } from './repository';

export function createUserService(users: UserRepository) {
  return {
    /** Usernames are unique across every client, whatever their case. */
    async checkUsername(username: string): Promise<UsernameCheckResponse> {
      return (await users.usernameExists(username))
        ? { user: null, message: 'Sorry, that username is already taken' }
        : { user: { username }, message: 'Username is available' };
    },

    async editClientUser(auth: AdminAuth, id: number): Promise<EditClientUserResponse> {
      const found = await users.findById(id);
      if (!found) throw notFound('User not found');
      assertSameClient(auth, found.company_id);
      const { login_type: _loginType, ...user } = found;
      return {
        user: user satisfies ClientUser,
        usertype: user.usertype,
        agent_id: user.agent_id,
        agent_code: user.agent_code,
        agent_name: user.agent_name,
      };
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
