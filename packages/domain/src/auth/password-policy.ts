import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../profile/field-rules';

/**
 * The password rule (ASVS 5.0 V6.2, NIST SP 800-63B): a length between MIN_PASSWORD_LENGTH and MAX_PASSWORD_LENGTH,
 * not one of the 10,000 most common passwords, and not built from the person's own name or e-mail. No composition
 * rules (capitals, digits, symbols): they make passwords harder to remember, not harder to guess.
 */
export const PASSWORD_POLICY_CODES = {
  tooShort: 'PASSWORD_TOO_SHORT',
  tooLong: 'PASSWORD_TOO_LONG',
  tooCommon: 'PASSWORD_TOO_COMMON',
  personal: 'PASSWORD_CONTAINS_PERSONAL_DATA',
} as const;
export type PasswordPolicyCode = (typeof PASSWORD_POLICY_CODES)[keyof typeof PASSWORD_POLICY_CODES];

/** Parts of a name or e-mail shorter than this are too ordinary to refuse ("Ana" inside "banana…"). */
export const PERSONAL_PART_MIN_LENGTH = 4;

export interface PasswordOwner {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
}

/** Lower case without accents, so "José" and "jose" compare alike. */
export function foldForPasswordCheck(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a person's name and of their e-mail's local part that a password must not be built from. */
export function personalParts(owner: PasswordOwner): string[] {
  const local = (owner.email ?? '').split('@')[0] ?? '';
  const words = [owner.firstName, owner.lastName, local]
    .flatMap((value) => foldForPasswordCheck(value ?? '').split(/[^\p{L}\p{N}]+/u))
    .concat(foldForPasswordCheck(local));
  return [...new Set(words.filter((word) => word.length >= PERSONAL_PART_MIN_LENGTH))];
}

/**
 * The first rule a new password breaks, or null when it is acceptable. `isCommon` answers whether a password is one
 * of the 10,000 most common; the API passes the list it ships, the web app (which does not download the list) passes
 * nothing and leaves that check to the server.
 */
export function passwordPolicyProblem(
  password: string,
  owner: PasswordOwner,
  isCommon?: (password: string) => boolean,
): PasswordPolicyCode | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return PASSWORD_POLICY_CODES.tooShort;
  if (length > MAX_PASSWORD_LENGTH) return PASSWORD_POLICY_CODES.tooLong;
  if (isCommon?.(password)) return PASSWORD_POLICY_CODES.tooCommon;
  const folded = foldForPasswordCheck(password);
  if (personalParts(owner).some((part) => folded.includes(part))) return PASSWORD_POLICY_CODES.personal;
  return null;
}
