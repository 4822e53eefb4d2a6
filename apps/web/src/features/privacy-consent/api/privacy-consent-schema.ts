import { z } from 'zod';

// Imported on use (privacy-consent-api.ts): the consent check runs on every page, the first one included, which
// ships without zod (issue 11).

/** GET/POST /api/users/privacyPolicyAcceptance/{id} answer (spec 000 §3 "Privacy consent"). */
export const privacyConsentSchema = z.object({
  consent: z.boolean(),
  dateOfAcceptance: z.string().nullable(),
  expirationDate: z.string().nullable(),
});
export type PrivacyConsent = z.infer<typeof privacyConsentSchema>;
