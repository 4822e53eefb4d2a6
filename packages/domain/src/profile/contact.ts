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
// 000 §9 / 002 §6: masking keeps 2 characters of an e-mail and at most the last 4 digits of a phone.
export const EMAIL_VISIBLE_CHARS = 2;
export const PHONE_VISIBLE_LAST_DIGITS = 4;
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

const MAX_COUNTRY_CODE_DIGITS = 3;

/** The country code's digits of an international number written with separators ('+351 912…'), else 0. */
function countryCodeDigitCount(phone: string): number {
  if (!phone.startsWith('+')) return 0;
  const firstGroup = /^\+\s*(\d+)[\s.()-]/.exec(phone)?.[1] ?? '';
  return firstGroup.length > 0 && firstGroup.length <= MAX_COUNTRY_CODE_DIGITS ? firstGroup.length : 0;
}

/** The digits of an area code written in parentheses ('(11) 9876…', '+55 (21) 3456…'), else 0. */
function parenthesisedAreaCodeDigitCount(phone: string): number {
  const match = /\(([\d\s]+)\)/.exec(phone);
  return match?.[1] ? match[1].replace(/\D/g, '').length : 0;
}

/**
 * 002 §6, tightened by issue 12 (docs/decisions/domain.md, "Masking"): most of the national digits are always hidden,
 * whatever the country's format. The country code of an international number stays, an area code written in
 * parentheses stays, then the last digits (at most 4), while fewer than half of the national digits show;
 * separators stay. '(11) 98765-4321' → '(11) *****-*321'; '+351 959 585 524' → '+351 *** **5 524'.
 */
export function maskPhone(phone: string): string {
  const trimmed = phone.trim();
  const digitCount = trimmed.replace(/\D/g, '').length;
  if (digitCount === 0) return trimmed;
  const country = countryCodeDigitCount(trimmed);
  const national = digitCount - country;
  const maxVisible = Math.max(0, Math.floor((national - 1) / 2));
  const area = Math.min(parenthesisedAreaCodeDigitCount(trimmed), maxVisible);
  const last = Math.min(PHONE_VISIBLE_LAST_DIGITS, maxVisible - area);
  let index = 0;
  return trimmed.replace(/\d/g, (digit) => {
    const keep = index < country + area || index >= digitCount - last;
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

/**
 * The one function every recruiter-facing answer that carries a person goes through (issue 12): the e-mail and
 * every phone of `contato.lista`, masked unless their channel is active. Other fields of each contact are kept.
 */
export function contactsForRecruiter<Contact extends { contato: string }>(
  person: { email: string; contacts: readonly Contact[] },
  settings: NotificationSettingsInput | null | undefined,
): { email: string; contacts: Contact[] } {
  const { showEmail, showPhone } = contactVisibility(settings);
  return {
    email: showEmail ? person.email : maskEmail(person.email),
    contacts: person.contacts.map((contact) =>
      showPhone ? contact : { ...contact, contato: maskPhone(contact.contato) },
    ),
  };
}
