import {
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidPhone,
  MIN_PASSWORD_LENGTH,
} from '@mosaico/domain';
import { type CvFileProblem, cvFileProblem } from '../../../lib/cv-file';
import type { SignupStep1, SignupStep2 } from './signup-draft';

// The screens' field rules (000 §5, DECISIONS "passwords ≥ 8"), built on the domain's field rules. Each returns
// the i18n key (namespace auth) of the message to show, or null when the value is fine.

export type EmailCheck = 'idle' | 'checking' | 'free' | 'taken' | 'failed';

export function loginEmailError(email: string): string | null {
  return isValidEmail(email) ? null : 'errors.invalidEmail';
}

export function loginPasswordError(password: string): string | null {
  return password.length > 0 ? null : 'errors.invalidPassword';
}

export type Step1Field = 'firstName' | 'lastName' | 'email' | 'password';

/**
 * Sign-up step 1. 'Email required' only after a submit attempt; an address the server reported as registered is
 * 'Email already registered'.
 */
export function step1Errors(
  values: SignupStep1,
  options: { submitted: boolean; emailCheck: EmailCheck },
): Record<Step1Field, string | null> {
  const email = values.email.trim();
  let emailError: string | null = null;
  if (email === '') emailError = options.submitted ? 'errors.emailRequired' : null;
  else if (!isValidEmail(email)) emailError = 'errors.invalidEmail';
  else if (options.emailCheck === 'taken') emailError = 'errors.emailTaken';
  else if (options.emailCheck === 'failed') emailError = 'errors.emailCheckFailed';
  return {
    firstName: isValidName(values.firstName) ? null : 'errors.invalidName',
    lastName: isValidName(values.lastName) ? null : 'errors.invalidSurname',
    email: emailError,
    password: isValidPassword(values.password) ? null : 'errors.invalidPassword',
  };
}

/** Continue stays disabled until every step-1 field is valid and the e-mail is not known to be registered. */
export function isStep1Valid(values: SignupStep1, emailCheck: EmailCheck): boolean {
  return (
    isValidName(values.firstName) &&
    isValidName(values.lastName) &&
    isValidEmail(values.email) &&
    isValidPassword(values.password) &&
    emailCheck !== 'taken'
  );
}

export type Step2Field = 'place' | 'phone' | 'cv' | 'terms';

export function step2Errors(values: SignupStep2): Record<Step2Field, string | null> {
  return {
    place: values.place ? null : 'errors.invalidLocation',
    phone: isValidPhone(values.phone) ? null : 'errors.invalidPhone',
    cv: values.cv ? null : 'location.cvRequired',
    terms: values.acceptedTerms ? null : 'location.termsRequired',
  };
}

export type ResetField = 'newPassword' | 'verifyPassword';

/** Reset password: both at least 8 characters (DECISIONS), and equal. */
export function resetErrors(newPassword: string, verifyPassword: string): Record<ResetField, string | null> {
  return {
    newPassword: newPassword.length >= MIN_PASSWORD_LENGTH ? null : 'errors.passwordTooShort',
    verifyPassword:
      verifyPassword.length < MIN_PASSWORD_LENGTH
        ? 'errors.passwordTooShort'
        : verifyPassword !== newPassword
          ? 'errors.passwordsDoNotMatch'
          : null,
  };
}

const CV_PROBLEM_KEYS: Record<CvFileProblem, string> = {
  wrongType: 'location.cvWrongType',
  tooLarge: 'location.cvTooLarge',
};

/** A CV chosen at step 2, checked in the browser for a quick message (the API checks the bytes). */
export function cvFileError(file: Pick<File, 'name' | 'size'>): string | null {
  const problem = cvFileProblem(file);
  return problem ? CV_PROBLEM_KEYS[problem] : null;
}
