import { z } from 'zod';
import { attachmentSchema } from '../files/attachments';
import { languageSchema } from '../i18n/language-schema';
import { isValidEmail, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '../profile/field-rules';
import { oneLineText } from '../shared/one-line';

/**
 * Pre-registration (001 §2.10, §5 'Other rules', §7 'Related supporting calls', §8): a recruiter registers a
 * professional who is not on the platform yet. The person gets an e-mail with a link to choose a password
 * (the invitation screen /signup/advanced/{e-mail}/{token}/pre-register); until then the account has no password,
 * preRegister true and validRegistration false.
 */

/** Error codes of the pre-registration calls (texts in apps/api/src/lib/messages.ts). */
export const PRE_REGISTRATION_CODES = {
  /** 001 §5: first name, last name and e-mail are required — 'Preencha os campos obrigatórios'. */
  fieldsRequired: 'PRE_REGISTER_FIELDS_REQUIRED',
  /** 001 §5: 'Formato de e-mail inválido.' */
  invalidEmail: 'PRE_REGISTER_INVALID_EMAIL',
  /** 001 §8: 'Email já cadastrado'. */
  emailTaken: 'EMAIL_ALREADY_REGISTERED',
  /** 001 §7–§8: status 400, 'Não foi possível atualizar o pré-cadastro' (the user is not, or no longer, pre-registered). */
  updateFailed: 'PRE_REGISTER_UPDATE_FAILED',
} as const;

/** The type the finishing link carries in /signup/advanced/{e-mail}/{token}/{type}. */
export const PRE_REGISTER_LINK_TYPE = 'pre-register';

/** The web route a pre-registration link opens: the invitation screen where the person chooses a password. */
export function preRegisterLinkPath(email: string, token: string): string {
  return `/signup/advanced/${encodeURIComponent(email)}/${encodeURIComponent(token)}/${PRE_REGISTER_LINK_TYPE}`;
}

/** 001 §9: the edit screen goes on after 3 s. */
export const PRE_REGISTER_REDIRECT_MS = 3000;

/** What the form checks before sending (001 §5); the server checks the same. */
export type PreRegisterFieldProblem = 'required' | 'invalidEmail';

export function preRegisterFieldProblem(input: {
  firstName: string;
  lastName: string;
  email: string;
}): PreRegisterFieldProblem | null {
  if (!input.firstName.trim() || !input.lastName.trim() || !input.email.trim()) return 'required';
  if (!isValidEmail(input.email)) return 'invalidEmail';
  return null;
}

const idSchema = oneLineText().trim().min(1).max(100);

/**
 * PUT /users/pre-register. Without `_id` it creates the pre-registered professional (and mails the link); with
 * `_id` it changes one still pre-registered. Strings are checked by the service so an empty one answers
 * PRE_REGISTER_FIELDS_REQUIRED rather than a schema error.
 */
export const preRegisterBodySchema = z.object({
  _id: idSchema.optional(),
  firstName: oneLineText().max(MAX_NAME_LENGTH),
  lastName: oneLineText().max(MAX_NAME_LENGTH),
  email: oneLineText().max(MAX_EMAIL_LENGTH),
  /** A gazetteer place (GET /places/autocomplete); null or absent leaves none (create) or removes it (update). */
  location: z
    .object({ place_id: z.string().min(1).max(100) })
    .nullable()
    .optional(),
  /** The opportunity the pre-registration is made for; recorded once, on creation. */
  opportunityId: idSchema.nullable().optional(),
  /** The language of the person's e-mails; pt-BR when not given (000 §1 default). */
  preferredLanguage: languageSchema.optional(),
});
export type PreRegisterBody = z.input<typeof preRegisterBodySchema>;

export const preRegisteredUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  email: z.string(),
  preferredLanguage: languageSchema,
  location: z.object({ place_id: z.string(), formatted_address: z.string() }).nullable(),
  /** The opportunity it was made for, when one was named at creation. */
  opportunityId: z.string().nullable(),
  preRegister: z.boolean(),
  validRegistration: z.boolean(),
  /** The recruiter who created it. */
  registeredBy: z.string().nullable(),
  createdAt: z.string(),
  attachments: z.array(attachmentSchema),
});
export type PreRegisteredUser = z.infer<typeof preRegisteredUserSchema>;

export const preRegisterResponseSchema = z.object({
  message: z.enum(['PRE_REGISTER_CREATED', 'PRE_REGISTER_UPDATED']),
  user: preRegisteredUserSchema,
});
export type PreRegisterResponse = z.infer<typeof preRegisterResponseSchema>;

/** POST /users/preRegisterMade (001 §7). */
export const preRegisterMadeBodySchema = z.object({
  recruiterId: idSchema,
  idOpportunity: idSchema,
  professionalName: oneLineText()
    .trim()
    .min(1)
    .max(2 * MAX_NAME_LENGTH + 1),
});
export type PreRegisterMadeBody = z.input<typeof preRegisterMadeBodySchema>;

/** One pre-registration made for an opportunity. */
export const preRegisterMadeSchema = z.object({
  _id: z.string(),
  opportunityId: z.string(),
  professionalName: z.string(),
  /** The pre-registered professional, when the record came from PUT /users/pre-register (null once deleted). */
  professionalId: z.string().nullable(),
  /** Whether that professional is still pre-registered (false once they chose a password); null without one. */
  stillPreRegistered: z.boolean().nullable(),
  recruiter: z.object({ _id: z.string(), displayName: z.string() }).nullable(),
  createdAt: z.string(),
});
export type PreRegisterMade = z.infer<typeof preRegisterMadeSchema>;

/** GET /users/preRegisterMadeByOpportunity/{id}: newest first. */
export const preRegisterMadeByOpportunitySchema = z.object({
  opportunityId: z.string(),
  total: z.number().int(),
  items: z.array(preRegisterMadeSchema),
});
export type PreRegisterMadeByOpportunity = z.infer<typeof preRegisterMadeByOpportunitySchema>;

/** POST /users/resend-pre-register-email (001 §7). */
export const resendPreRegisterEmailBodySchema = z.object({
  professionalId: idSchema,
  opportunityId: idSchema.nullable().optional(),
  opportunityTitle: oneLineText().max(300).nullable().optional(),
});
export type ResendPreRegisterEmailBody = z.input<typeof resendPreRegisterEmailBodySchema>;

/** POST /users/send-welcome-mail (001 §7). */
export const sendWelcomeMailBodySchema = z.object({ user: z.object({ _id: idSchema }) });
export type SendWelcomeMailBody = z.input<typeof sendWelcomeMailBodySchema>;

export const preRegisterMessageSchema = z.object({
  message: z.enum(['PRE_REGISTER_EMAIL_SENT', 'EMAIL_SENT_WITH_SUCCESS', 'PRE_REGISTER_DELETED']),
});
