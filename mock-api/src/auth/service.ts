import type { LoginRequest, LoginResponse } from '@kyubos/contracts';
import type { SignInGuard } from '../security/sign-in-guard';
import type { AuthRepository } from './repository';
import type { TokenService } from './tokens';

export interface AuthServiceDeps {
  accounts: AuthRepository;
  tokens: TokenService;
  signIn: SignInGuard;
}

export function createAuthService({ accounts, tokens, signIn }: AuthServiceDeps) {
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
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
