import { z } from 'zod';
import { uploadedFileSchema } from '../files/attachments';
import { languageSchema } from '../i18n/language-schema';
import { DEFAULT_CONTACT_LOCALE, type Language, resolveLanguage } from '../i18n/languages';
import { contactTypeSchema, DEFAULT_CONTACT_TYPE } from '../profile/contact';
import {
  emailSchema,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  passwordSchema,
  personNameSchema,
  phoneSchema,
} from '../profile/field-rules';
import { oneLineText } from '../shared/one-line';

// Access and identity contract (000 §7 "Authentication", users/check-email-cadastro, users/privacyPolicyAcceptance).
// The API validates requests and answers with these schemas; the web client parses with the same ones.

// Lifetimes of the tokens the API issues (issue 3): e-mail confirmation 48 h, password reset 1 h. An expired
// sign-in token can still be renewed through auth/refreshToken for an hour after its expiry, never past the
// session's absolute lifetime.
export const CONFIRMATION_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const SESSION_RENEWAL_GRACE_MS = 60 * 60 * 1000;
/**
 * A session's absolute lifetime from its sign-in (issue 12): renewals never carry a token past it, so a stolen
 * token dies within a day even if it is renewed every hour.
 */
export const SESSION_MAX_LIFETIME_MS = 24 * 60 * 60 * 1000;

// Success codes of the access calls, in `message` (the contract's own PROFESSIONAL_REGISTERED_WITH_SUCCESS and
// the ones this product adds for the other calls); the web client translates them.
export const AUTH_SUCCESS_CODES = {
  PROFESSIONAL_REGISTERED_WITH_SUCCESS: 'PROFESSIONAL_REGISTERED_WITH_SUCCESS',
  /** auth/signup/resendmail: "Email resent successfully!" (000 §8). */
  EMAIL_RESENT_WITH_SUCCESS: 'EMAIL_RESENT_WITH_SUCCESS',
  /** auth/forgot: "Email sent successfully!" (000 §8), whether or not the account exists. */
  EMAIL_SENT_WITH_SUCCESS: 'EMAIL_SENT_WITH_SUCCESS',
  /** POST auth/reset/{token}: "Password changed successfully!" (000 §8). */
  PASSWORD_CHANGED_WITH_SUCCESS: 'PASSWORD_CHANGED_WITH_SUCCESS',
} as const;
export type AuthSuccessCode = keyof typeof AUTH_SUCCESS_CODES;

// Failure codes of the access calls beyond the contract's (EMAIL_ALREADY_REGISTERED, UNCONFIRMED_EMAIL,
// TOKEN_INVALID_OR_EXPIRED, USER_NOTFOUND), each answered as {statusCode, code, message}.
export const AUTH_ERROR_CODES = {
  /** 401, sign-in: the same answer for an unknown e-mail and a wrong password. */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** 400, reset: "Password must have at least 8 characters". */
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  /** 400, reset: "Passwords do not match". */
  PASSWORDS_DO_NOT_MATCH: 'PASSWORDS_DO_NOT_MATCH',
  /** 429, any limited call: the message names the wait; `retryAfter` holds it in seconds. */
  RATE_LIMITED: 'RATE_LIMITED',
} as const;

/**
 * `activeLanguage` of the access calls: any tag ('pt-BR', 'pt-br', 'en'…) resolved to a supported language
 * (unknown → en-US). Mail is written in it.
 */
export const activeLanguageSchema = z
  .string()
  .max(35)
  .transform((value): Language => resolveLanguage(value));

// ---------------------------------------------------------------- sign-in and tokens

/** POST /auth/signin. The password is not checked for length here: a wrong one is INVALID_CREDENTIALS. */
export const signinRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});
export type SigninRequest = z.input<typeof signinRequestSchema>;

/**
 * Answer of auth/signin, auth/signup/advanced and auth/refreshToken (a sign-in JWT whose claims are sub,
 * displayName, email, roles, preferredLanguage, tv, iat, exp) — or, for refreshToken with a confirmation token,
 * a fresh confirmation token.
 */
export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** The claims of a sign-in JWT (decoded by the client; verified by the API). */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  displayName: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  preferredLanguage: z.string(),
  /** Token version: bumped by a password change or account deletion, so older tokens stop working. */
  tv: z.number().int(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** POST /auth/refreshToken: `token` is a sign-in JWT or a confirmation token of the user `username` (e-mail). */
export const refreshTokenRequestSchema = z.object({
  token: oneLineText().min(1).max(4096),
  username: oneLineText().trim().min(1).max(MAX_EMAIL_LENGTH),
});
export type RefreshTokenRequest = z.input<typeof refreshTokenRequestSchema>;

/** Answer of auth/refreshToken; `opportunityId` comes with a renewed confirmation token of an opportunity sign-up. */
export const refreshTokenResponseSchema = z.object({
  token: z.string(),
  opportunityId: z.string().optional(),
});
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponseSchema>;

// ---------------------------------------------------------------- sign-up

/** 000 §3 dadosPessoais.geolocation: chosen from the place suggestions, so it has a place_id. */
export const signupGeolocationSchema = z.object({
  place_id: oneLineText().trim().min(1).max(200),
  formatted_address: oneLineText().trim().min(1).max(300),
});

/** 000 §3 contato.lista entry; the phone (`contato`) has at least 8 characters (000 §5). */
export const contactEntrySchema = z.object({
  tipo: contactTypeSchema.default(DEFAULT_CONTACT_TYPE),
  contato: phoneSchema.max(40),
  locale: oneLineText().max(10).default(DEFAULT_CONTACT_LOCALE),
});
export type ContactEntry = z.infer<typeof contactEntrySchema>;

/** The `user` of POST /auth/signup (sign-up steps 1 and 2, 000 §2 and §5). Unknown fields are dropped. */
export const signupUserSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  /** Lowercased (000 §5). */
  email: emailSchema,
  password: passwordSchema,
  dadosPessoais: z.object({
    geolocation: signupGeolocationSchema,
    pcdUser: z.object({ isUserPCD: z.boolean() }).default({ isUserPCD: false }),
    preferredLanguage: languageSchema.optional(),
  }),
  contato: z.object({ lista: z.array(contactEntrySchema).min(1).max(5) }),
  europeanUnionCitizenship: z.object({ status: z.boolean() }).default({ status: false }),
  /** The CVs uploaded at step 2 (answers of POST /api/documents/file): at least one. */
  attachments: z.array(uploadedFileSchema).min(1).max(5),
});
export type SignupUser = z.input<typeof signupUserSchema>;

/** POST /auth/signup; `vaga` is an opportunity id when the visitor signs up to apply to it. */
export const signupRequestSchema = z.object({
  user: signupUserSchema,
  activeLanguage: activeLanguageSchema.optional(),
  vaga: oneLineText().trim().min(1).max(100).nullish(),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const signupResponseSchema = z.object({
  message: z.literal(AUTH_SUCCESS_CODES.PROFESSIONAL_REGISTERED_WITH_SUCCESS),
  user: z.object({ id: z.string() }),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** POST /auth/signup/validate: `username` is the e-mail, `token` the confirmation token from the link. */
export const validateSignupRequestSchema = z.object({
  username: oneLineText().trim().min(1).max(MAX_EMAIL_LENGTH),
  token: oneLineText().min(1).max(200),
});
export type ValidateSignupRequest = z.input<typeof validateSignupRequestSchema>;

/** A sign-in JWT; `opportunityId` when the sign-up started on an opportunity and the user is now its candidate. */
export const validateSignupResponseSchema = z.object({
  token: z.string(),
  opportunityId: z.string().optional(),
});
export type ValidateSignupResponse = z.infer<typeof validateSignupResponseSchema>;

/** POST /auth/signup/resendmail. */
export const resendMailRequestSchema = z.object({
  email: emailSchema,
  activeLanguage: activeLanguageSchema.optional(),
});
export type ResendMailRequest = z.input<typeof resendMailRequestSchema>;

/**
 * POST /auth/signup/advanced: a professional pre-registered by a recruiter (no password yet) confirms the e-mail
 * with the token of the link and chooses a password (at least 8 characters). Failures answer 400 with
 * `errorMessage` (000 §8) beside the usual {statusCode, code, message}.
 */
export const advancedSignupRequestSchema = z.object({
  activeLanguage: activeLanguageSchema.optional(),
  password: z.string().max(MAX_PASSWORD_LENGTH),
  username: oneLineText().trim().min(1).max(MAX_EMAIL_LENGTH),
  token: oneLineText().min(1).max(200),
  perfilUsuario: z.record(z.string(), z.unknown()).optional(),
  homeOffice: z.boolean().optional(),
});
export type AdvancedSignupRequest = z.input<typeof advancedSignupRequestSchema>;

export const advancedSignupErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  errorMessage: z.string(),
});

// ---------------------------------------------------------------- password reset

/** POST /auth/forgot: always answered with EMAIL_SENT_WITH_SUCCESS, whether or not the account exists. */
export const forgotPasswordRequestSchema = z.object({
  email: emailSchema,
  activeLanguage: activeLanguageSchema.optional(),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** GET /auth/reset/{token} when the token can still be used. */
export const resetTokenStatusSchema = z.object({ status: z.literal('valid') });

/** POST /auth/reset/{token}: lengths and equality are checked by the API (PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH). */
export const resetPasswordRequestSchema = z.object({
  newPassword: z.string().max(MAX_PASSWORD_LENGTH),
  verifyPassword: z.string().max(MAX_PASSWORD_LENGTH),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** `{message}` answers: a success code of AUTH_SUCCESS_CODES. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

// ---------------------------------------------------------------- users

/** GET /users/check-email-cadastro/{email}. */
export const checkEmailResponseSchema = z.object({ exists: z.boolean() });
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;

/**
 * GET/POST /users/privacyPolicyAcceptance/{id} (000 §3 "Privacy consent"). `consent` is true only while an
 * acceptance is in force; the dates are ISO 8601 (null when nothing was ever accepted). An expired acceptance
 * keeps its dates with consent false.
 */
export const privacyConsentSchema = z.object({
  consent: z.boolean(),
  dateOfAcceptance: z.string().nullable(),
  expirationDate: z.string().nullable(),
});
export type PrivacyConsentAnswer = z.infer<typeof privacyConsentSchema>;

/** POST /users/privacyPolicyAcceptance/{id}: true accepts for 182 days; false withdraws. */
export const privacyConsentRequestSchema = z.object({ consent: z.boolean() });

// ---------------------------------------------------------------- links in the e-mails

const segment = (value: string) => encodeURIComponent(value);

/**
 * The web route an e-mail confirmation link opens (000 §2): with an opportunity the combined validation and
 * application screen, otherwise the advanced sign-up validation with type 'confirm'. The username is the e-mail.
 */
export function confirmationLinkPath(username: string, token: string, opportunityId?: string | null): string {
  return opportunityId
    ? `/signup-candidature/${segment(username)}/${segment(token)}/${segment(opportunityId)}`
    : `/signup/advanced/${segment(username)}/${segment(token)}/confirm`;
}

/** The web route a password reset link opens (000 §2: /auth/reset/{id}, id being the reset token). */
export function resetLinkPath(token: string): string {
  return `/auth/reset/${segment(token)}`;
}
