import {
  type AdvancedSignupRequest,
  checkEmailResponseSchema,
  enrolCompleteResponseSchema,
  type ForgotPasswordRequest,
  messageResponseSchema,
  privacyConsentSchema,
  type RefreshTokenRequest,
  type ResendMailRequest,
  type ResetPasswordRequest,
  refreshTokenResponseSchema,
  resetTokenStatusSchema,
  type SecondFactorSigninRequest,
  type SigninRequest,
  type SignupRequest,
  secondFactorSetupSchema,
  signinResponseSchema,
  signupResponseSchema,
  tokenResponseSchema,
  type UploadedFile,
  uploadedFileSchema,
  type ValidateSignupRequest,
  validateSignupResponseSchema,
} from '@mosaico/domain';
import { ApiError, apiGet, apiSend, apiUpload } from '../../../lib/api-client';

// The access calls of 000 §7 "Authentication", users/check-email-cadastro, the sign-up consent and the CV upload.
// Request and answer shapes are the domain's contract schemas (packages/domain/src/auth).

const seg = encodeURIComponent;

/** Error codes the screens react to (the API's `code`). */
export const AUTH_CODES = {
  unconfirmedEmail: 'UNCONFIRMED_EMAIL',
  tokenInvalid: 'TOKEN_INVALID_OR_EXPIRED',
  emailTaken: 'EMAIL_ALREADY_REGISTERED',
  userNotFound: 'USER_NOTFOUND',
  cvRequired: 'CV_REQUIRED',
  rateLimited: 'RATE_LIMITED',
} as const;

export function hasCode(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}

export const signin = (body: SigninRequest) => apiSend('POST', '/auth/signin', body, signinResponseSchema);

/** Sign-in, second step: a code from the authenticator app, or a recovery code. */
export const signinSecondFactor = (body: SecondFactorSigninRequest) =>
  apiSend('POST', '/auth/second-factor', body, tokenResponseSchema);

/** A recruiter's sign-in that must enrol first: the secret and its QR code, then the first code. */
export const enrolDuringSignin = (challenge: string) =>
  apiSend('POST', '/auth/second-factor/enrol', { challenge }, secondFactorSetupSchema);
export const confirmEnrolDuringSignin = (challenge: string, code: string) =>
  apiSend('POST', '/auth/second-factor/enrol/confirm', { challenge, code }, enrolCompleteResponseSchema);

export const checkEmailRegistered = (email: string, signal?: AbortSignal) =>
  apiGet(`/users/check-email-cadastro/${seg(email)}`, checkEmailResponseSchema, { signal });

export const signup = (body: SignupRequest) => apiSend('POST', '/auth/signup', body, signupResponseSchema);

/** Consent given by ticking the terms at sign-up step 2, recorded for the new (still unconfirmed) account. */
export const recordSignupConsent = (userId: string) =>
  apiSend(
    'POST',
    `/users/privacyPolicyAcceptance/signup-location/${seg(userId)}`,
    { consent: true },
    privacyConsentSchema,
  );

export const resendConfirmationMail = (body: ResendMailRequest) =>
  apiSend('POST', '/auth/signup/resendmail', body, messageResponseSchema);

export const validateSignup = (body: ValidateSignupRequest) =>
  apiSend('POST', '/auth/signup/validate', body, validateSignupResponseSchema);

export const advancedSignup = (body: AdvancedSignupRequest) =>
  apiSend('POST', '/auth/signup/advanced', body, validateSignupResponseSchema);

export const refreshToken = (body: RefreshTokenRequest) =>
  apiSend('POST', '/auth/refreshToken', body, refreshTokenResponseSchema);

export const forgotPassword = (body: ForgotPasswordRequest) =>
  apiSend('POST', '/auth/forgot', body, messageResponseSchema);

export const checkResetToken = (token: string, signal?: AbortSignal) =>
  apiGet(`/auth/reset/${seg(token)}`, resetTokenStatusSchema, { signal });

export const resetPassword = (token: string, body: ResetPasswordRequest) =>
  apiSend('POST', `/auth/reset/${seg(token)}`, body, messageResponseSchema);

/**
 * POST /api/documents/file?kind=cv (multipart, part `file`): the sign-up CV, uploaded anonymously and bound to the
 * account by auth/signup.
 */
export const uploadCv = (file: File, signal?: AbortSignal): Promise<UploadedFile> =>
  apiUpload('/documents/file', file, undefined, uploadedFileSchema, { query: { kind: 'cv' }, signal });
