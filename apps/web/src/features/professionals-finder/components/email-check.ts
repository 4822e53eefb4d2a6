import { isValidEmail, normalizeEmail } from '@mosaico/domain';
import { useRef, useState } from 'react';
import { checkEmailRegistered } from '../api/professionals-finder-api';

/** 002 §5: what the blur check found. */
export type EmailCheckState = 'idle' | 'checking' | 'free' | 'taken' | 'failed';

/**
 * The message key of the e-mail field (002 §5 'On e-mail blur'): empty 'Campo obrigatório', bad format 'Endereço de
 * e-mail inválido', registered 'E-mail já cadastrado'; a failed check marks the e-mail invalid.
 */
export function emailErrorKey(email: string, state: EmailCheckState): string | null {
  if (!email.trim()) return 'form.errors.required';
  if (!isValidEmail(email)) return 'form.errors.emailFormat';
  if (state === 'taken') return 'form.errors.emailTaken';
  if (state === 'failed') return 'form.errors.emailFormat';
  return null;
}

/**
 * The blur check (users/check-email-cadastro). `own` is the address the edited professional already has: it counts
 * as free. A check answers only for the address it was made for.
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

  /** Forgets what was checked (the form was reset after a registration). */
  const reset = () => {
    controller.current?.abort();
    setCheck({ email: '', state: 'idle' });
  };

  /** The server said the address is taken after all (a registration made meanwhile). */
  const markTaken = (value: string) => setCheck({ email: normalizeEmail(value), state: 'taken' });

  return { stateFor, run, reset, markTaken };
}
