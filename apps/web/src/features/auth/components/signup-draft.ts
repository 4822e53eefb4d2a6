import type { UploadedFile } from '@mosaico/domain';

/**
 * What the visitor typed at sign-up steps 1 and 2, kept in sessionStorage (this tab only, gone when it closes) so
 * step 2 survives a reload and going back to step 1 loses nothing. Cleared once the account is created.
 */
export interface SignupStep1 {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  isUserPCD: boolean;
  europeanCitizen: boolean;
}

export interface SignupStep2 {
  place: { placeId: string; formattedAddress: string } | null;
  phone: string;
  cv: UploadedFile | null;
  acceptedTerms: boolean;
}

export interface SignupDraft {
  step1: SignupStep1 | null;
  step2: SignupStep2 | null;
}

export const SIGNUP_DRAFT_KEY = 'mosaico.signup';

export const EMPTY_STEP1: SignupStep1 = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  isUserPCD: false,
  europeanCitizen: false,
};

export const EMPTY_STEP2: SignupStep2 = { place: null, phone: '', cv: null, acceptedTerms: false };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readStep1(value: unknown): SignupStep1 | null {
  if (!isRecord(value)) return null;
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    password: text('password'),
    isUserPCD: value.isUserPCD === true,
    europeanCitizen: value.europeanCitizen === true,
  };
}

function readStep2(value: unknown): SignupStep2 | null {
  if (!isRecord(value)) return null;
  const place = isRecord(value.place) ? value.place : null;
  const cv = isRecord(value.cv) ? value.cv : null;
  return {
    place:
      place && typeof place.placeId === 'string' && typeof place.formattedAddress === 'string'
        ? { placeId: place.placeId, formattedAddress: place.formattedAddress }
        : null,
    phone: typeof value.phone === 'string' ? value.phone : '',
    cv:
      cv && typeof cv.fileName === 'string' && typeof cv.url === 'string'
        ? { fileName: cv.fileName, url: cv.url }
        : null,
    acceptedTerms: value.acceptedTerms === true,
  };
}

export function loadSignupDraft(): SignupDraft {
  try {
    const raw = sessionStorage.getItem(SIGNUP_DRAFT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!isRecord(parsed)) return { step1: null, step2: null };
    return { step1: readStep1(parsed.step1), step2: readStep2(parsed.step2) };
  } catch {
    return { step1: null, step2: null };
  }
}

export function saveSignupDraft(patch: Partial<SignupDraft>): void {
  try {
    sessionStorage.setItem(SIGNUP_DRAFT_KEY, JSON.stringify({ ...loadSignupDraft(), ...patch }));
  } catch {
    // Storage blocked: the router state still carries step 1 to step 2.
  }
}

export function clearSignupDraft(): void {
  try {
    sessionStorage.removeItem(SIGNUP_DRAFT_KEY);
  } catch {
    // Ignored, see saveSignupDraft.
  }
}

/** Step-1 data passed in router state, checked before use (state is whatever the history entry holds). */
export function step1FromState(state: unknown): SignupStep1 | null {
  return isRecord(state) ? readStep1(state.step1) : null;
}

export function isStep1Complete(step: SignupStep1 | null): step is SignupStep1 {
  return (
    step !== null &&
    step.firstName !== '' &&
    step.lastName !== '' &&
    step.email !== '' &&
    step.password !== ''
  );
}
