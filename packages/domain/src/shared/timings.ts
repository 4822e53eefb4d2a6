// Every timing of the documents' §9 (and the §2/§4 lines they summarise), in milliseconds.
export const TIMINGS_MS = {
  // 000 §2 / 001 §2.9: the banner after applying or updating hides itself.
  bannerHide: 8_000,
  // 000 §4: match status polling after saving criteria levels.
  matchPolling: 3_000,
  // 001 §2.6: compatibles status polling on the recruiter's professionals screen.
  compatiblesPolling: 1_000,
  // 000 §4 / 001 §2.9: redirect after applying (and after sign-up through an opportunity).
  redirectAfterApplying: 1_500,
  // 000 §4: redirect to /login after a password reset.
  redirectAfterReset: 500,
  // 000 §4: redirect after the e-mail link validation.
  redirectAfterValidation: 1_000,
  // 001 §2.10: redirect after a pre-registration update.
  redirectAfterPreRegisterEdit: 3_000,
  // 001 §2.3: "copied" feedback when sharing.
  copyFeedback: 1_500,
  // 001 §4: reload after dismissing all enrolled.
  dismissAllReload: 400,
  // 000 §7 / 002 §9: reload after a CV upload.
  cvUploadReload: 1_000,
  // 002 §9: chip removal animation.
  chipRemoval: 250,
} as const;

// 000 §2: adherence circle animation, about 2.6 to 3 s.
export const ADHERENCE_ANIMATION_MS = { min: 2_600, max: 3_000 } as const;

// DECISIONS "Numbers": privacy consent lasts 182 days (the 157248000 figure is a slip).
export const CONSENT_VALIDITY_DAYS = 182;
export const CONSENT_VALIDITY_MS = 15_724_800_000;
// 000 §4 / 002 §2.2: the cookie banner's acceptance is stored for 28 days.
export const COOKIE_CONSENT_DAYS = 28;
export const COOKIE_CONSENT_MS = COOKIE_CONSENT_DAYS * 24 * 60 * 60 * 1000;
// The cookie that records the acceptance (name chosen by the web app; kept here with its lifetime).
export const COOKIE_CONSENT_NAME = 'mosaico_cookie_consent';
// 000 §4: the privacy policy is valid from 17/01/2023.
export const PRIVACY_POLICY_VALID_FROM = '2023-01-17';

// 000 §2 / 002 §9: 680 px or less is mobile on login, reset, recovery, report and card layouts;
// under 991 px the application shell switches to its mobile navigation.
export const BREAKPOINTS_PX = { mobile: 680, shell: 991 } as const;

// 000 §2 / §5, 001 §2.2, 002 §2.7: location and city search start after 3 typed letters.
export const LOCATION_SEARCH_MIN_CHARS = 3;
