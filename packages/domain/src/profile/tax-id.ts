/**
 * Brazil's individual tax id (CPF): 11 digits, the last two check digits of the first nine (mod 11). Punctuation
 * (123.456.789-09) is allowed; a number of one repeated digit passes the arithmetic but is not issued.
 */
export function isValidCpf(value: string): boolean {
  if (!/^[\d.\-\s]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9);
}

/** The two check digits (mod 11) that follow a CPF's first nine digits. */
export function cpfCheckDigits(firstNine: string): string {
  const numbers = [...firstNine].map(Number);
  const checkDigit = () => {
    let sum = 0;
    const length = numbers.length;
    for (let i = 0; i < length; i++) sum += (numbers[i] ?? 0) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  numbers.push(checkDigit());
  numbers.push(checkDigit());
  return numbers.slice(9).join('');
}

/** 000 §2: the tax id is checked as a CPF when the person's country is Brazil; elsewhere it is free text. */
export function isTaxIdValid(value: string, countryCode: string | null | undefined): boolean {
  if (value.trim() === '') return true;
  return countryCode?.toUpperCase() === 'BR' ? isValidCpf(value) : value.trim().length <= MAX_TAX_ID_LENGTH;
}

export const MAX_TAX_ID_LENGTH = 30;
