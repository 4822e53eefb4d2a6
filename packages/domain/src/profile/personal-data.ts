import { z } from 'zod';

// 000 §3: genero values (stable keys; the web app translates them).
export const GENDERS = ['male', 'female', 'preferNotToAnswer', 'others'] as const;
export type Gender = (typeof GENDERS)[number];
export const genderSchema = z.enum(GENDERS);

// 000 §3: dataNascimento is stored as dd/mm/yyyy.
export const BIRTH_DATE_PATTERN = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/;

/** 000 §5: a birth date must be a real dd/mm/yyyy date and not in the future. */
export function isBirthDateValid(value: string, now: Date): boolean {
  if (!BIRTH_DATE_PATTERN.test(value)) return false;
  const [day, month, year] = value.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return false;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return date.getTime() <= today;
}

// 000 §3 / 002 §3: profile flags stored with a status, and their recruiter-side names (002 §3).
export const PROFILE_STATUS_FLAGS = [
  'talent',
  'eluminer',
  'ex_eluminer',
  'indication_user',
  'location_international',
  'europeanUnionCitizenship',
] as const;
export type ProfileStatusFlag = (typeof PROFILE_STATUS_FLAGS)[number];
