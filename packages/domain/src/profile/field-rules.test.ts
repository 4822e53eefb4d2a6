import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidPhone,
  normalizeEmail,
  passwordSchema,
} from './field-rules';

describe('field rules (000 §5, DECISIONS)', () => {
  it('needs names of 3 characters', () => {
    expect(isValidName('Al')).toBe(false);
    expect(isValidName(' Ana ')).toBe(true);
    expect(isValidName('  Al  ')).toBe(false);
  });

  it('needs phones of 8 characters', () => {
    expect(isValidPhone('1234567')).toBe(false);
    expect(isValidPhone('12345678')).toBe(true);
  });

  it('needs passwords of 8 characters everywhere, not 6', () => {
    expect(isValidPassword('1234567')).toBe(false);
    expect(isValidPassword('12345678')).toBe(true);
    expect(passwordSchema.safeParse('123456').success).toBe(false);
  });

  it('checks a standard e-mail pattern and lowercases', () => {
    expect(isValidEmail('maria@example.com')).toBe(true);
    expect(isValidEmail('maria@example')).toBe(false);
    expect(isValidEmail('ma ria@example.com')).toBe(false);
    expect(normalizeEmail(' Maria@Example.COM ')).toBe('maria@example.com');
    expect(emailSchema.parse(' Maria@Example.COM')).toBe('maria@example.com');
  });
});
