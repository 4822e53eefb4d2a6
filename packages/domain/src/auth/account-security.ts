import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../profile/field-rules';
import { oneLineText } from '../shared/one-line';

// Second factor and visible sessions (issue 26; ASVS 5.0 V6.5, V6.6 and V7).

/**
 * Idle timeouts (a session unused this long ends), beside the 24 h absolute lifetime (SESSION_MAX_LIFETIME_MS).
 * Recruiters see many people's personal data, so theirs is short (30 min, ASVS level 2's upper bound for such
 * data); professionals see only their own, and filling a long profile form must not lose their work: 2 h.
 */
export const RECRUITER_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const PROFESSIONAL_IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** How long the challenge between the password and the second factor lasts. */
export const SECOND_FACTOR_CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

export const idleTimeoutMs = (isRecruiter: boolean): number =>
  isRecruiter ? RECRUITER_IDLE_TIMEOUT_MS : PROFESSIONAL_IDLE_TIMEOUT_MS;

/** Error codes of the second factor and sessions (messages in the API catalogue, three languages). */
export const ACCOUNT_SECURITY_ERROR_CODES = {
  invalidCode: 'SECOND_FACTOR_INVALID_CODE',
  codeUsed: 'SECOND_FACTOR_CODE_USED',
  challengeInvalid: 'SECOND_FACTOR_CHALLENGE_INVALID',
  alreadyEnabled: 'SECOND_FACTOR_ALREADY_ENABLED',
  notEnabled: 'SECOND_FACTOR_NOT_ENABLED',
  requiredForRole: 'SECOND_FACTOR_REQUIRED_FOR_ROLE',
  /** The stored authenticator secret does not open under this server's SECRETS_KEY (the key changed). */
  unreadable: 'SECOND_FACTOR_UNREADABLE',
  wrongPassword: 'WRONG_CURRENT_PASSWORD',
  /** The password again was not sent (second-factor changes ask for it). */
  passwordRequired: 'CURRENT_PASSWORD_REQUIRED',
  sessionNotFound: 'SESSION_NOT_FOUND',
} as const;

const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'six digits');
const recoveryCode = oneLineText().trim().min(8).max(40);
const challengeField = oneLineText().min(1).max(2000);
// Optional in the schema so that a missing or empty password is answered CURRENT_PASSWORD_REQUIRED (its own
// translated message) by the service rather than a generic validation error.
const passwordField = z.string().max(MAX_PASSWORD_LENGTH).optional();

/**
 * POST /auth/signin answers either a token, or — when the account has a second factor, or must enrol one
 * (recruiters and managers) — a short-lived challenge for the next step instead.
 */
export const signinChallengeResponseSchema = z.object({
  secondFactor: z.enum(['required', 'enrol']),
  challenge: z.string(),
});
export type SigninChallengeResponse = z.infer<typeof signinChallengeResponseSchema>;
export const signinResponseSchema = z.union([z.object({ token: z.string() }), signinChallengeResponseSchema]);
export type SigninResponse = z.infer<typeof signinResponseSchema>;

/** POST /auth/second-factor: the challenge and either a current code or one unused recovery code. */
export const secondFactorSigninRequestSchema = z
  .object({
    challenge: challengeField,
    code: totpCode.optional(),
    recoveryCode: recoveryCode.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: 'send code or recoveryCode',
    path: ['code'],
  });
export type SecondFactorSigninRequest = z.input<typeof secondFactorSigninRequestSchema>;

/** What enrolment shows: the secret as text and as a QR code (a PNG data URL of the otpauth:// URI). */
export const secondFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

/** Signed in: enrolment asks for the password again (ASVS 7.5.1). */
export const secondFactorSetupRequestSchema = z.object({ password: passwordField });
export const secondFactorConfirmRequestSchema = z.object({ code: totpCode });
export const secondFactorDisableRequestSchema = z.object({ password: passwordField });

/** During a sign-in that must enrol (recruiters): the challenge stands in for the password. */
export const enrolChallengeRequestSchema = z.object({ challenge: challengeField });
export const enrolChallengeConfirmRequestSchema = z.object({
  challenge: challengeField,
  code: totpCode,
});

export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;
export const enrolCompleteResponseSchema = z.object({
  token: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type EnrolCompleteResponse = z.infer<typeof enrolCompleteResponseSchema>;

export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Recruiters and managers cannot turn it off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** GET /users/sessions: the caller's open sessions, newest first; `current` marks the one making the call. */
export const sessionSummarySchema = z.object({
  id: z.string(),
  device: z.string(),
  address: z.string(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
export const sessionListSchema = z.object({ sessions: z.array(sessionSummarySchema) });
export type SessionList = z.infer<typeof sessionListSchema>;
export const endedSessionsSchema = z.object({ ended: z.number().int() });

/**
 * The device of a session as people recognise it ("Firefox on Windows"), from the User-Agent header. A rough
 * reading on purpose: it only helps someone tell their sessions apart.
 */
export function describeUserAgent(userAgent: string | undefined | null): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  if (browser || system) return (browser ?? system) as string;
  return ua.trim() === '' ? 'Unknown device' : ua.slice(0, 60);
}
