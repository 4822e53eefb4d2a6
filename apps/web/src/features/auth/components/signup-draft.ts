import type { UploadedFile } from '@mosaico/domain';

/**
 * What the visitor typed at sign-up steps 1 and 2, kept in sessionStorage (this tab only, gone when it closes) so
 * step 2 survives a reload and going back to step 1 loses nothing. Cleared once the account is created.
 *
 * The password and the PcD answer are not kept there, nor in the history entry's state (ASVS 5.0 14.3.3: browser
 * storage holds no sensitive data): they live in this module's memory only, so after a reload step 2 sends the
 * visitor back to step 1, the rest filled in, to type the password (and tick PcD) again.
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

type MemoryOnly = Pick<SignupStep1, 'password' | 'isUserPCD'>;
const FORGOTTEN: MemoryOnly = { password: '', isUserPCD: false };
/** Step 1's sensitive part, in memory only: a reload forgets it. */
let memoryOnly: MemoryOnly = FORGOTTEN;

/** Step 1 as it may be written to sessionStorage or history state: without the password and the PcD answer. */
export function storableStep1(step: SignupStep1): Omit<SignupStep1, keyof MemoryOnly> {
  return {
    firstName: step.firstName,
    lastName: step.lastName,
    email: step.email,
    europeanCitizen: step.europeanCitizen,
  };
}

function readStep1(value: unknown): SignupStep1 | null {
  if (!isRecord(value)) return null;
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    europeanCitizen: value.europeanCitizen === true,
    // Whatever a stored value holds (a draft written by an older version), these come from memory only.
    ...memoryOnly,
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
  if (patch.step1) memoryOnly = { password: patch.step1.password, isUserPCD: patch.step1.isUserPCD };
  try {
    const next = { ...loadSignupDraft(), ...patch };
    const stored = { ...next, step1: next.step1 ? storableStep1(next.step1) : null };
    sessionStorage.setItem(SIGNUP_DRAFT_KEY, JSON.stringify(stored));
  } catch {
    // Storage blocked: the router state still carries step 1 to step 2.
  }
}

export function clearSignupDraft(): void {
  memoryOnly = FORGOTTEN;
  try {
    sessionStorage.removeItem(SIGNUP_DRAFT_KEY);
  } catch {
    // Ignored, see saveSignupDraft.
  }
}

/**
 * Step-1 data passed in router state, checked before use (state is whatever the history entry holds); the
 * password and PcD answer come from memory.
 */
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
