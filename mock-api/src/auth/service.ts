import type { LoginRequest, LoginResponse } from '@kyubos/contracts';
import type { Db } from '../db/db';
import type { SignInGuard } from '../security/sign-in-guard';
import { createAuthRepository } from './repository';
import { signOut, SIGNED_OUT } from './sessions';
import type { AdminAuth, TokenService } from './tokens';

export interface AuthServiceDeps {
  tokens: TokenService;
  signIn: SignInGuard;
}

export function createAuthService(db: Db, { tokens, signIn }: AuthServiceDeps) {
  const accounts = createAuthRepository(db);
  return {
    async login({ username, password }: LoginRequest, address: string): Promise<LoginResponse> {
      const account = await signIn(username, password, address, await accounts.findAccount(username));
      const token = await tokens.signAdmin({
        userId: account.id,
        clientId: account.clientId,
        loginType: account.loginType,
        clientType: account.clientType,
        tokenVersion: account.tokenVersion,
      });
      return {
        message: 'Login successful',
        token,
        user_id: account.id,
        client_id: account.clientId,
        login_type: account.loginType,
      };
    },
    /** `/logout`: the caller's session ends now (its token is refused from here on); the account's other sessions go on. */
    async logout(auth: AdminAuth): Promise<{ message: string }> {
      await signOut(db, 'admin', auth);
      return { message: SIGNED_OUT };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
