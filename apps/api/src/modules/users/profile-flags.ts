import type { FlagState } from '../../db/schema';

/** The flag behind `europeanUnionCitizenship` (000 §3), kept with a status like the others. */
export const EU_FLAG = 'europeanUnionCitizenship';

/**
 * The flags with one set to `status`, stamped with when and by whom (000 §3 "flags kept with a status"), or null
 * when it already has that status: setting a flag to what it is changes nothing, its date included.
 */
export function withFlag(
  flags: Record<string, FlagState>,
  name: string,
  status: boolean,
  changedBy: string,
): Record<string, FlagState> | null {
  if ((flags[name]?.status === true) === status) return null;
  return { ...flags, [name]: { status, updatedAt: new Date().toISOString(), updatedBy: changedBy } };
}
