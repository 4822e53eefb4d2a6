import { isValidEmail, normalizeEmail } from '@mosaico/domain';
import { useRef, useState } from 'react';
import { checkEmailRegistered } from '../api/pre-registration-api';

/** 001 §5: what the blur check found. */
export type EmailCheckState = 'idle' | 'checking' | 'free' | 'taken' | 'failed';

/** The message key of the e-mail field's state: required, format, registered, check failure (001 §5). */
export function emailErrorKey(email: string, state: EmailCheckState): string | null {
  if (!email.trim()) return 'errors.emailRequired';
  if (!isValidEmail(email)) return 'errors.emailInvalid';
  if (state === 'taken') return 'errors.emailTaken';
  if (state === 'failed') return 'errors.emailCheckFailed';
  return null;
}

/**
 * The blur check of the e-mail (users/check-email-cadastro). `own` is the address the edited professional already
 * has: it counts as free. A check answers only for the address it was made for.
 */
export function useEmailCheck(own: string | null) {
  const [check, setCheck] = useState<{ email: string; state: EmailCheckState }>({ email: '', state: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const stateFor = (value: string): EmailCheckState => {
    const email = normalizeEmail(value);
    if (own && email === normalizeEmail(own)) return 'free';
    return check.email === email ? check.state : 'idle';
  };

  const run = (value: string) => {
    const email = normalizeEmail(value);
    if (!isValidEmail(email) || (own && email === normalizeEmail(own))) return;
    if (check.email === email && check.state !== 'failed') return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setCheck({ email, state: 'checking' });
    checkEmailRegistered(email, current.signal).then(
      (answer) => setCheck({ email, state: answer.exists ? 'taken' : 'free' }),
      () => {
        if (!current.signal.aborted) setCheck({ email, state: 'failed' });
      },
    );
  };

  return { stateFor, run };
}
