import { PASSWORD_RULE } from '@kyubos/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../app-error';
import { hashPassword } from './password';

/** About 49,000 passwords seen most often in breaches (zxcvbn-ts's list), compared without case. */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.normalize('NFKC').toLowerCase());

/**
 * The one way a password chosen by a person is stored: the contract has checked its length;
 * here a commonly used one is refused (400 naming the field and the rule), then it is hashed.
 */
export async function hashNewPassword(password: string, field = 'password'): Promise<string> {
  if (isCommonPassword(password)) {
    const message = `must be ${PASSWORD_RULE}`;
    throw new AppError('ValidationError', `Invalid ${field}: ${message}`, 400, [{ path: field, message }]);
  }
  return hashPassword(password);
}
