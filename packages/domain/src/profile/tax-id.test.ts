import { describe, expect, it } from 'vitest';
import { cpfCheckDigits, isTaxIdValid, isValidCpf } from './tax-id';

describe('isValidCpf', () => {
  it('accepts valid numbers with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });

  it('computes the two check digits of the first nine', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(cpfCheckDigits('111444777')).toBe('35');
  });

  it('refuses wrong check digits, wrong lengths, repeated digits and letters', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('abc.982.247-25')).toBe(false);
  });
});

describe('isTaxIdValid (000 §2: a CPF when the country is Brazil)', () => {
  it('checks the digits only for Brazil', () => {
    expect(isTaxIdValid('123', 'BR')).toBe(false);
    expect(isTaxIdValid('529.982.247-25', 'br')).toBe(true);
    expect(isTaxIdValid('PT 123 456 789', 'PT')).toBe(true);
    expect(isTaxIdValid('', 'BR')).toBe(true);
    expect(isTaxIdValid('x'.repeat(31), 'US')).toBe(false);
  });
});
