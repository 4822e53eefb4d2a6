import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../profile/field-rules';

/**
 * Calls on one's own account beyond PUT users (000 §7): the password change, deleting the registration and the
 * flag switches of `profile/*`. Shapes the API validates with and the web client parses with.
 */

/** POST users/password. Lengths are checked by the service so each rule answers its own code. */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().max(MAX_PASSWORD_LENGTH),
  newPassword: z.string().max(MAX_PASSWORD_LENGTH),
  verifyPassword: z.string().max(MAX_PASSWORD_LENGTH),
  /** 'Sign out everywhere else' (on unless false): every other session of the account ends. */
  signOutOthers: z.boolean().optional(),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/**
 * Unless `signOutOthers` is false, every other session ends when the password changes (the token version moves
 * on); the caller's own session goes on with the fresh `token` in the answer.
 */
export const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** Codes of POST users/password, in the order the service checks them. */
export const PASSWORD_CHANGE_ERROR_CODES = {
  currentRequired: 'CURRENT_PASSWORD_REQUIRED',
  tooShort: 'PASSWORD_TOO_SHORT',
  mismatch: 'PASSWORDS_DO_NOT_MATCH',
  wrongCurrent: 'WRONG_CURRENT_PASSWORD',
} as const;

/** PUT profile/changePcdState/{id}, PUT profile/location-international/{id}, PUT profile/indication-user/{id}, POST profile/updateEuropeanUnionCitizenship/{id}. */
export const flagStatusBodySchema = z.object({ status: z.boolean() });
export type FlagStatusBody = z.infer<typeof flagStatusBodySchema>;

/** The flag as it is now stored, with when it last changed. */
export const flagStatusResponseSchema = z.object({ status: z.boolean(), updatedAt: z.string().nullable() });
export type FlagStatusResponse = z.infer<typeof flagStatusResponseSchema>;

/** GET profile/recruitment: how the signed-in professional arrived and how far the registration is. */
export const recruitmentProfileSchema = z.object({
  /** dadosPessoais.indicadoPor: who referred the professional, when someone did. */
  indicadoPor: z.string().nullable(),
  registerRh: z.boolean(),
  preRegister: z.boolean(),
  byRH: z.boolean(),
  validRegistration: z.boolean(),
  provider: z.string().nullable(),
  /** ISO date-time of registration. */
  createdAt: z.string(),
});
export type RecruitmentProfile = z.infer<typeof recruitmentProfileSchema>;
