import { z } from 'zod';

/**
 * The flags a recruiter may set on a professional (002 §6), as stored (000 §3 "flags kept with a status") and as
 * the recruiter side names them (002 §3: isTalent, isEluminer, isIndicationUser, isCollaboratorExEluminer,
 * locationInternational), plus EU citizenship and PcD, which have calls of their own (002 §7.4).
 */
export const STORED_FLAG_NAMES = {
  isTalent: 'talent',
  isEluminer: 'eluminer',
  isCollaboratorExEluminer: 'ex_eluminer',
  isIndicationUser: 'indication_user',
  locationInternational: 'location_international',
  europeanUnionCitizenship: 'europeanUnionCitizenship',
} as const;
export type RecruiterFlagName = keyof typeof STORED_FLAG_NAMES;
export type StoredFlagName = (typeof STORED_FLAG_NAMES)[RecruiterFlagName];

/** A flag as a recruiter reads it: on or off, and when it last changed (null: never set). */
export const flagStateSchema = z.object({ status: z.boolean(), updatedAt: z.string().nullable() });
export type FlagStateView = z.infer<typeof flagStateSchema>;

/**
 * GET profile/flags/{id} (recruiters only): the switches of the professional page's flags panel with their state
 * (the badges travel with the cards and the page). `isUserPCD` is sensitive personal data (LGPD art. 11, GDPR art. 9):
 * this answer is for the recruiter acting on it (docs/decisions flags-and-disability).
 */
export const profileFlagsResponseSchema = z.object({
  _id: z.string(),
  displayName: z.string(),
  isTalent: flagStateSchema,
  isEluminer: flagStateSchema,
  isCollaboratorExEluminer: flagStateSchema,
  isIndicationUser: flagStateSchema,
  locationInternational: flagStateSchema,
  europeanUnionCitizenship: flagStateSchema,
  isUserPCD: flagStateSchema,
});
export type ProfileFlagsResponse = z.infer<typeof profileFlagsResponseSchema>;

/** POST profile/become-eluminer/{id}: no body is needed (it makes the professional a member); `{status: true}` is accepted. */
export const becomeEluminerBodySchema = z
  .object({ status: z.literal(true).optional() })
  .strict()
  .nullish();
