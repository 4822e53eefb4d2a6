import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

export const DEMO_PASSWORD = 'mosaico-demo';
export const DEMO = {
  recruiter: 'rh@mosaico.test',
  manager: 'gestor@mosaico.test',
  professional: 'ana@mosaico.test',
} as const;

/** The demo recruiters' and managers' second-factor secret (apps/api/src/db/seed/demo-people.ts). */
export const DEMO_TOTP_SECRET = 'MOSAICODEMOTOTPSECRETFORRECRUITR';
/** Secrets of accounts a journey enrolled, so later sign-ins in the same worker can answer their codes. */
const enrolledSecrets = new Map<string, string>();

/** The code an authenticator app holding `secret` shows now (or `stepsAhead` periods of 30 s later). */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Remembers the secret of an account a journey enrolled through the screens. */
export function rememberSecret(email: string, secret: string): void {
  enrolledSecrets.set(email.toLowerCase(), secret);
}

/**
 * Signs in through the API as the web app does — password, then the second factor when asked (recruiters and
 * managers always are) — and returns the bearer token. A code's time step is accepted once, and journeys sign the
 * same demo recruiter in often: on SECOND_FACTOR_CODE_USED the next step's code (accepted 30 s early for clock
 * drift) is tried, then the helper waits for a fresh step, as a person would.
 */
export async function apiSignIn(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  // A person with a second factor signs in at most about once per 30 s step; journeys sign the demo recruiters
  // in far more often, so a worker reuses its session while the server still accepts it (as a browser would).
  const key = `${email.toLowerCase()} ${password}`;
  const cached = signedInSessions.get(key);
  if (cached) {
    const check = await request.get('/api/users/sessions', {
      headers: { authorization: `Bearer ${cached}` },
    });
    if (check.status() === 200) return cached;
    signedInSessions.delete(key);
  }
  const token = await signInAnew(request, email, password);
  if (decodeClaims(token).roles?.some((role) => role === 'rh' || role === 'rh_manager')) {
    signedInSessions.set(key, token);
  }
  return token;
}

/** Sessions of second-factor accounts this worker signed in, by e-mail and password. */
const signedInSessions = new Map<string, string>();

const decodeClaims = (token: string): { roles?: string[] } =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { roles?: string[] };

/** A sign-in of its own (a new session), never the worker's reused one: for journeys about sessions. */
export async function signInAnew(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const response = await request.post('/api/auth/signin', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { token?: string; secondFactor?: string; challenge?: string };
  if (body.token) return body.token;
  const challenge = body.challenge ?? '';
  if (body.secondFactor === 'enrol') {
    const setup = await request.post('/api/auth/second-factor/enrol', { data: { challenge } });
    expect(setup.status(), await setup.text()).toBe(200);
    const { secret } = (await setup.json()) as { secret: string };
    const confirm = await request.post('/api/auth/second-factor/enrol/confirm', {
      data: { challenge, code: totpCode(secret) },
    });
    expect(confirm.status(), await confirm.text()).toBe(200);
    rememberSecret(email, secret);
    return ((await confirm.json()) as { token: string }).token;
  }
  const secret = enrolledSecrets.get(email.toLowerCase()) ?? DEMO_TOTP_SECRET;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const code = totpCode(secret, attempt === 0 ? 0 : 1);
    const step = await request.post('/api/auth/second-factor', { data: { challenge, code } });
    const answer = (await step.json()) as { token?: string; code?: string };
    if (step.status() === 200 && answer.token) return answer.token;
    expect(answer.code, JSON.stringify(answer)).toBe('SECOND_FACTOR_CODE_USED');
    if (attempt >= 1)
      await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error(`apiSignIn(${email}): no fresh second-factor code was accepted`);
}

/** Puts a token where the web app keeps it, before any page script runs, so the journey starts signed in. */
export async function signInPage(page: Page, email: string, password = DEMO_PASSWORD): Promise<string> {
  const token = await apiSignIn(page.request, email, password);
  await useToken(page, token);
  return token;
}

/** Accepts the privacy policy through the API so its modal does not cover a journey that is not about it. */
export async function acceptPrivacyPolicy(request: APIRequestContext, token: string): Promise<void> {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  const response = await request.post(`/api/users/privacyPolicyAcceptance/${payload.sub}`, {
    data: { consent: true },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Accepts the cookie banner ahead of time: the cookie the web app stores when the banner is accepted. */
export async function acceptCookies(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'mosaico_cookie_consent', value: 'accepted', url: baseURL }]);
}

export interface RegisteredProfessional {
  id: string;
  email: string;
  password: string;
  token: string;
}

let registrations = 0;

/**
 * Registers a new professional through the product's own sign-up flow (anonymous CV upload, sign-up, the
 * confirmation link from the development mailbox, validation), so a journey starts from an account of its own.
 */
export async function registerProfessional(
  request: APIRequestContext,
  options: { firstName?: string; lastName?: string; language?: string } = {},
): Promise<RegisteredProfessional> {
  registrations += 1;
  const email = `e2e-${Date.now()}-${process.pid}-${registrations}@mosaico.test`;
  const password = 'e2e-password-1';
  const upload = await request.post('/api/documents/file', {
    multipart: {
      file: {
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: readFileSync(path.resolve(import.meta.dirname, '../../apps/api/test/fixtures/cv.pdf')),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const attachment = (await upload.json()) as { fileName: string; url: string };

  const place = await request.get('/api/places/autocomplete?q=Lisboa');
  const { predictions } = (await place.json()) as {
    predictions: Array<{ place_id: string; formatted_address: string }>;
  };
  const geolocation = predictions[0];
  expect(geolocation, 'the gazetteer knows Lisboa').toBeTruthy();

  const signup = await request.post('/api/auth/signup', {
    data: {
      activeLanguage: options.language ?? 'en-US',
      user: {
        firstName: options.firstName ?? 'Joana',
        lastName: options.lastName ?? 'Tavares',
        email,
        password,
        dadosPessoais: { geolocation, pcdUser: { isUserPCD: false } },
        contato: { lista: [{ tipo: 'Preferencial', contato: '+351 912 345 678', locale: 'pt-PT' }] },
        europeanUnionCitizenship: { status: true },
        attachments: [attachment],
      },
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { user } = (await signup.json()) as { user: { id: string } };

  const link = await confirmationLinkFor(request, email);
  // /signup/advanced/{username}/{token}/confirm
  const [, , , username = '', token = ''] = new URL(link).pathname.split('/');
  const validate = await request.post('/api/auth/signup/validate', {
    data: { username: decodeURIComponent(username), token: decodeURIComponent(token) },
  });
  expect(validate.status(), await validate.text()).toBe(200);
  const { token: accessToken } = (await validate.json()) as { token: string };
  return { id: user.id, email, password, token: accessToken };
}

/** The newest link sent to an address, read from the development mailbox. */
export async function confirmationLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get('/api/dev/mailbox');
  expect(response.status()).toBe(200);
  const { messages } = (await response.json()) as { messages: Array<{ to: string; links: string[] }> };
  const message = messages.find((item) => item.to === email);
  const link = message?.links.find((href) => href.includes('/signup'));
  expect(link, `a confirmation link was sent to ${email}`).toBeTruthy();
  return link ?? '';
}

/** Starts a page signed in with an existing token. */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('mosaico.token', value);
    // Signed in, the profile's saved language would win over the browser's (docs/decisions/web-shell.md, language rule):
    // journeys read the page in their browser's language unless they choose one themselves.
    if (!window.localStorage.getItem('mosaico.language')) {
      window.localStorage.setItem('mosaico.language', window.navigator.language);
    }
  }, token);
}

/**
 * The sign-in screen's second step, as a person types it: the code of `secret` (the demo one by default). The
 * code of the next 30 s step is typed, since an API sign-in moments before may have used this one; if that was
 * used too, the helper waits for a fresh step and types again.
 */
export async function typeSecondFactorCode(page: Page, secret = DEMO_TOTP_SECRET): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name: 'Two-step verification' });
  await expect(heading).toBeVisible();
  const used = page.getByRole('alert').filter({ hasText: 'already been used' });
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await page.getByRole('textbox', { name: '6-digit code' }).fill(totpCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    // Either the step is over (the heading goes) or the code was used already (its message shows).
    await expect(async () => {
      expect(!(await heading.isVisible()) || (await used.isVisible())).toBe(true);
    }).toPass();
    if (!(await heading.isVisible())) return;
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  throw new Error('typeSecondFactorCode: no fresh code was accepted');
}
