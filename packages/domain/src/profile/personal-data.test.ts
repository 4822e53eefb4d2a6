import { describe, expect, it } from 'vitest';
import { genderSchema, isBirthDateValid } from './personal-data';

describe('personal data (000 §3, §5)', () => {
  const now = new Date('2024-05-10T12:00:00Z');

  it('accepts today and past dd/mm/yyyy dates, rejects the future and impossible dates', () => {
    expect(isBirthDateValid('10/05/2024', now)).toBe(true);
    expect(isBirthDateValid('29/02/2000', now)).toBe(true);
    expect(isBirthDateValid('11/05/2024', now)).toBe(false);
    expect(isBirthDateValid('31/04/1990', now)).toBe(false);
    expect(isBirthDateValid('1990-04-01', now)).toBe(false);
  });

  it('knows the four genders', () => {
    expect(genderSchema.options).toEqual(['male', 'female', 'preferNotToAnswer', 'others']);
  });
});
