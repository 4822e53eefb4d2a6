import { MAX_CV_BYTES } from '@mosaico/domain';
import { describe, expect, it } from 'vitest';
import { cvFileError, isStep1Valid, resetErrors, step1Errors, step2Errors } from './auth-rules';
import { EMPTY_STEP1, EMPTY_STEP2 } from './signup-draft';

const filled = {
  ...EMPTY_STEP1,
  firstName: 'Ana',
  lastName: 'Sou',
  email: 'ana@example.com',
  password: '12345678',
};

describe('sign-up step 1 rules (000 §5)', () => {
  it('accepts names of 3, a standard e-mail and a password of 8', () => {
    expect(step1Errors(filled, { submitted: true, emailCheck: 'free' })).toEqual({
      firstName: null,
      lastName: null,
      email: null,
      password: null,
    });
    expect(isStep1Valid(filled, 'idle')).toBe(true);
  });

  it('names each invalid field', () => {
    const errors = step1Errors(
      { ...filled, firstName: 'An', lastName: '  ab ', email: 'ana@', password: '1234567' },
      { submitted: false, emailCheck: 'idle' },
    );
    expect(errors).toEqual({
      firstName: 'errors.invalidName',
      lastName: 'errors.invalidSurname',
      email: 'errors.invalidEmail',
      password: 'errors.invalidPassword',
    });
  });

  it("says 'Email required' only after a submit attempt", () => {
    const empty = { ...filled, email: '' };
    expect(step1Errors(empty, { submitted: false, emailCheck: 'idle' }).email).toBeNull();
    expect(step1Errors(empty, { submitted: true, emailCheck: 'idle' }).email).toBe('errors.emailRequired');
  });

  it('blocks a registered e-mail but not a failed check', () => {
    expect(step1Errors(filled, { submitted: false, emailCheck: 'taken' }).email).toBe('errors.emailTaken');
    expect(isStep1Valid(filled, 'taken')).toBe(false);
    expect(step1Errors(filled, { submitted: false, emailCheck: 'failed' }).email).toBe(
      'errors.emailCheckFailed',
    );
    expect(isStep1Valid(filled, 'failed')).toBe(true);
  });
});

describe('sign-up step 2 rules', () => {
  it('wants a chosen place, a phone of 8, a CV and the terms', () => {
    expect(step2Errors({ ...EMPTY_STEP2, phone: '1234567' })).toEqual({
      place: 'errors.invalidLocation',
      phone: 'errors.invalidPhone',
      cv: 'location.cvRequired',
      terms: 'location.termsRequired',
    });
    expect(
      step2Errors({
        place: { placeId: 'p', formattedAddress: 'Porto, Porto, Portugal' },
        phone: '12345678',
        cv: { fileName: 'cv.pdf', url: '/api/documents/file/x' },
        acceptedTerms: true,
      }),
    ).toEqual({ place: null, phone: null, cv: null, terms: null });
  });

  it('checks the CV type and size in the browser', () => {
    const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
    expect(cvFileError(file('cv.pdf', 10))).toBeNull();
    expect(cvFileError(file('CV.DOCX', 10))).toBeNull();
    expect(cvFileError(file('cv.doc', 10))).toBe('location.cvWrongType');
    expect(cvFileError({ name: 'cv.pdf', size: MAX_CV_BYTES + 1 })).toBe('location.cvTooLarge');
  });
});

describe('reset password rules (DECISIONS: at least 8)', () => {
  it('wants 8 characters in both and the same text', () => {
    expect(resetErrors('1234567', '1234567')).toEqual({
      newPassword: 'errors.passwordTooShort',
      verifyPassword: 'errors.passwordTooShort',
    });
    expect(resetErrors('12345678', '12345679')).toEqual({
      newPassword: null,
      verifyPassword: 'errors.passwordsDoNotMatch',
    });
    expect(resetErrors('12345678', '12345678')).toEqual({ newPassword: null, verifyPassword: null });
  });
});
