import { Secret, TOTP } from 'otpauth';
import { DEMO_TOTP_SECRET } from '../src/db/seed/demo';

/** Secrets of accounts the benchmarks enrolled in this process. */
const enrolled = new Map<string, string>();

const codeOf = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();

async function post<T>(base: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Signs in as the web app does (issue 26): the password, then the second factor — enrolling accounts that have
 * none (scale-seed recruiters), or typing the demo secret's code (demo recruiters and managers).
 */
export async function signInWithSecondFactor(base: string, email: string, password: string): Promise<string> {
  const answer = await post<{ token?: string; secondFactor?: string; challenge?: string }>(
    base,
    '/auth/signin',
    { email, password },
  );
  if (answer.token) return answer.token;
  const challenge = answer.challenge ?? '';
  if (answer.secondFactor === 'enrol') {
    const { secret } = await post<{ secret: string }>(base, '/auth/second-factor/enrol', { challenge });
    enrolled.set(email, secret);
    const done = await post<{ token: string }>(base, '/auth/second-factor/enrol/confirm', {
      challenge,
      code: codeOf(secret),
    });
    return done.token;
  }
  const secret = enrolled.get(email) ?? DEMO_TOTP_SECRET;
  return (await post<{ token: string }>(base, '/auth/second-factor', { challenge, code: codeOf(secret) }))
    .token;
}
