import { TIMINGS_MS } from '@mosaico/domain';

// 000 §4 / §9 delays of the access screens, from the domain's timings.
/** After the e-mail is validated, before going to the profile. */
export const REDIRECT_AFTER_VALIDATION_MS = TIMINGS_MS.redirectAfterValidation;
/** After validating and applying (sign-up from an opportunity), before going to the candidature details. */
export const REDIRECT_AFTER_APPLYING_MS = TIMINGS_MS.redirectAfterApplying;
/** After the password is reset, before going to /login. */
export const REDIRECT_AFTER_RESET_MS = TIMINGS_MS.redirectAfterReset;
