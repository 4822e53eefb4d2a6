import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  type PasswordOwner,
  type PasswordPolicyCode,
  passwordPolicyProblem,
} from '@mosaico/domain';
import { AppError } from '../errors';
import { COMMON_PASSWORDS_TEXT } from './list';

let common: Set<string> | null = null;

/** The shipped list, one password per line (SecLists' top 10,000; see README.md). */
export function commonPasswordList(): string[] {
  return COMMON_PASSWORDS_TEXT.split('\n');
}

/**
 * Whether the password is one of the 10,000 most common (case aside: the list's own capitals, as in '1Dragon', are
 * folded too). The set is built on first use.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(commonPasswordList().map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** The password rule of @mosaico/domain with the shipped list; throws 400 with the broken rule's code. */
export function assertPasswordAcceptable(password: string, owner: PasswordOwner): void {
  const problem: PasswordPolicyCode | null = passwordPolicyProblem(password, owner, isCommonPassword);
  if (problem) throw new AppError(400, problem, problemParams(problem));
}

function problemParams(problem: PasswordPolicyCode): Record<string, number> | undefined {
  if (problem === 'PASSWORD_TOO_SHORT') return { min: MIN_PASSWORD_LENGTH };
  if (problem === 'PASSWORD_TOO_LONG') return { max: MAX_PASSWORD_LENGTH };
  return undefined;
}
