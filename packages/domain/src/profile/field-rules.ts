import { z } from 'zod';
import { isOneLine, oneLineText } from '../shared/one-line';

// 000 §5 / 002 §5: first name and surname at least 3 characters.
export const MIN_NAME_LENGTH = 3;
// 000 §5: phone at least 8 characters.
export const MIN_PHONE_LENGTH = 8;
// DECISIONS "Numbers": at least 8 everywhere (sign-up, reset, change); the documents' 6 is raised.
export const MIN_PASSWORD_LENGTH = 8;
// 002 §5: the recruiter's registration form also wants an e-mail of at least 3 characters.
export const MIN_EMAIL_LENGTH = 3;
// Upper bounds keep inputs sane (not in the documents): RFC 5321 address length. Passwords are hashed with argon2id,
// which has no 72-byte cut-off, so up to 128 characters are taken (ASVS 5.0 6.2.9 asks for at least 64).
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 100;

// "A standard address pattern" (000 §5): something@domain.tld without spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return (
    email.length >= MIN_EMAIL_LENGTH &&
    email.length <= MAX_EMAIL_LENGTH &&
    EMAIL_PATTERN.test(email) &&
    isOneLine(value)
  );
}

/** 000 §5: the e-mail is lowercased on submit. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export const emailSchema = oneLineText()
  .trim()
  .toLowerCase()
  .min(MIN_EMAIL_LENGTH)
  .max(MAX_EMAIL_LENGTH)
  .regex(EMAIL_PATTERN);
export const passwordSchema = z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH);
export const personNameSchema = oneLineText().trim().min(MIN_NAME_LENGTH).max(MAX_NAME_LENGTH);
export const phoneSchema = oneLineText().trim().min(MIN_PHONE_LENGTH);

export function isValidName(value: string): boolean {
  return value.trim().length >= MIN_NAME_LENGTH && isOneLine(value);
}
export function isValidPhone(value: string): boolean {
  return value.trim().length >= MIN_PHONE_LENGTH && isOneLine(value);
}
export function isValidPassword(value: string): boolean {
  return value.length >= MIN_PASSWORD_LENGTH;
}
