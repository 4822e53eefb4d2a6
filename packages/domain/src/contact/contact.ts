import { z } from 'zod';
import { activeLanguageSchema } from '../auth/auth';
import { emailSchema } from '../profile/field-rules';
import { oneLineText } from '../shared/one-line';

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const CONTACT_NAME_MAX_LENGTH = 100;

/**
 * POST /contactus (000 §3 "Contact message", §7). All three fields are required, as the form says ('fill in the
 * required fields', 000 §5); blanks count as empty.
 */
export const contactMessageRequestSchema = z.object({
  // Copied into the mail's subject: one line (issue 21).
  firstName: oneLineText().trim().min(1).max(CONTACT_NAME_MAX_LENGTH),
  email: emailSchema,
  mensagem: z.string().trim().min(1).max(CONTACT_MESSAGE_MAX_LENGTH),
  activeLanguage: activeLanguageSchema.optional(),
});
export type ContactMessageRequest = z.input<typeof contactMessageRequestSchema>;

/** Its answer: `message` is the translated text the page shows (000 §7 "answer data.message is shown"). */
export const contactMessageResponseSchema = z.object({ message: z.string() });
