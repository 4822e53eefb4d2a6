import { z } from 'zod';

// DECISIONS "Dismissing": types of dispenseTriaged.
export const DISMISS_TYPES = { enrolled: 'dispensar-triado', candidate: 'dispensar-candidato' } as const;
export type DismissType = (typeof DISMISS_TYPES)[keyof typeof DISMISS_TYPES];
// One document spells it 'dispensar-trido'; it means the same as 'dispensar-triado'.
export const DISMISS_TYPE_ALIASES: Readonly<Record<string, DismissType>> = {
  'dispensar-trido': DISMISS_TYPES.enrolled,
};

export function normalizeDismissType(value: string): DismissType | null {
  if (value === DISMISS_TYPES.enrolled || value === DISMISS_TYPES.candidate) return value;
  return DISMISS_TYPE_ALIASES[value] ?? null;
}

/** Accepts the three spellings and outputs the canonical type. */
export const dismissTypeSchema = z
  .enum(['dispensar-triado', 'dispensar-candidato', 'dispensar-trido'])
  .transform((value): DismissType => normalizeDismissType(value) ?? DISMISS_TYPES.enrolled);
