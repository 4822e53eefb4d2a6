import { z } from 'zod';
import {
  isChannelActive,
  NOTIFICATION_CHANNELS,
  type NotificationSettingsInput,
} from './notification-settings';

// 000 §3: contact entry types (stored) and default.
export const CONTACT_TYPES = ['Preferencial', 'Residencial'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export const DEFAULT_CONTACT_TYPE: ContactType = 'Preferencial';
export const contactTypeSchema = z.enum(CONTACT_TYPES);

const MASK = '*';
// 000 §9 / 002 §6: masking keeps 2 characters of an e-mail and the last 4 digits of a phone.
export const EMAIL_VISIBLE_CHARS = 2;
export const PHONE_VISIBLE_LAST_DIGITS = 4;
// Brazilian area codes (DDD) have 2 digits; with a '+' the country code (2) precedes them.
const AREA_CODE_DIGITS = 2;
const COUNTRY_AND_AREA_CODE_DIGITS = 4;

/**
 * 002 §6: keeps the first 2 characters of the local part, masks the rest with one asterisk per
 * character, keeps '@domain'. A local part of 2 characters or fewer keeps only its first
 * character so that something is always hidden.
 */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  const local = at === -1 ? trimmed : trimmed.slice(0, at);
  const domain = at === -1 ? '' : trimmed.slice(at);
  const chars = [...local];
  const visible = chars.length > EMAIL_VISIBLE_CHARS ? EMAIL_VISIBLE_CHARS : Math.max(chars.length - 1, 0);
  return chars.slice(0, visible).join('') + MASK.repeat(chars.length - visible) + domain;
}

function areaCodeDigitCount(phone: string): number {
  const close = phone.indexOf(')');
  // '(11) 98765-4321' or '+55 (11) 98765-4321': everything up to the closing parenthesis.
  if (phone.includes('(') && close !== -1) return phone.slice(0, close).replace(/\D/g, '').length;
  if (phone.startsWith('+')) {
    const groups = phone
      .slice(1)
      .trim()
      .split(/[\s.-]+/);
    // '+55 11 98765-4321': the first two groups are country and area code.
    if (groups.length >= 3) return (groups[0]?.length ?? 0) + (groups[1]?.length ?? 0);
    return COUNTRY_AND_AREA_CODE_DIGITS;
  }
  return AREA_CODE_DIGITS;
}

/**
 * 002 §6: keeps the area code and the last 4 digits, masks the digits between, keeps the
 * separators. E.g. '(11) 98765-4321' → '(11) *****-4321'. At least one digit is always masked.
 */
export function maskPhone(phone: string): string {
  const trimmed = phone.trim();
  const digitCount = trimmed.replace(/\D/g, '').length;
  if (digitCount === 0) return trimmed;
  const last = Math.min(PHONE_VISIBLE_LAST_DIGITS, digitCount - 1);
  const first = Math.max(0, Math.min(areaCodeDigitCount(trimmed), digitCount - last - 1));
  let index = 0;
  return trimmed.replace(/\d/g, (digit) => {
    const keep = index < first || index >= digitCount - last;
    index += 1;
    return keep ? digit : MASK;
  });
}

export interface ContactVisibility {
  showEmail: boolean;
  showPhone: boolean;
}

/**
 * 002 §6 / 001 §6: a recruiter sees the e-mail in full only when notifications and the E-mail
 * channel are active, and the phone only when notifications and the Telefone channel are active.
 * Settings are normalised first, so a user without channels counts as both active (000 §3).
 */
export function contactVisibility(settings: NotificationSettingsInput | null | undefined): ContactVisibility {
  return {
    showEmail: isChannelActive(settings, NOTIFICATION_CHANNELS.email),
    showPhone: isChannelActive(settings, NOTIFICATION_CHANNELS.phone),
  };
}

/** Applies contactVisibility to an e-mail and a phone. */
export function visibleContact(
  contact: { email?: string | null; phone?: string | null },
  settings: NotificationSettingsInput | null | undefined,
): { email: string | null; phone: string | null } {
  const { showEmail, showPhone } = contactVisibility(settings);
  const email = contact.email ?? null;
  const phone = contact.phone ?? null;
  return {
    email: email === null || showEmail ? email : maskEmail(email),
    phone: phone === null || showPhone ? phone : maskPhone(phone),
  };
}
