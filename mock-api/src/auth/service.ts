import type { LoginRequest, LoginResponse } from '@kyubos/contracts';
import { AppError, unauthorized } from '../app-error';
import type { LoginRateLimiter } from './login-rate-limiter';
import { hashPassword, verifyPassword } from './password';
import type { AuthRepository } from './repository';
import type { TokenService } from './tokens';

const INVALID_CREDENTIALS = 'Invalid username or password';
const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Try again in 15 minutes.';

export interface AuthServiceDeps {
  accounts: AuthRepository;
  tokens: TokenService;
  limiter: LoginRateLimiter;
}

export function createAuthService({ accounts, tokens, limiter }: AuthServiceDeps) {
  // Unknown usernames are checked against this hash so they take as long as known ones.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword('decoy password'));

  return {
    async login({ username, password }: LoginRequest): Promise<LoginResponse> {
      if (limiter.isBlocked(username)) throw new AppError('TooManyAttempts', TOO_MANY_ATTEMPTS, 429);
      const account = await accounts.findAccount(username);
      const matches = await verifyPassword(password, account?.passwordHash ?? (await decoy()));
      if (!account || !matches) {
        limiter.recordFailure(username);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      limiter.reset(username);
      const token = await tokens.signAdmin({
        userId: account.id,
        clientId: account.clientId,
        loginType: account.loginType,
        clientType: account.clientType,
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
