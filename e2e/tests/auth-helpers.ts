import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

// Shared steps of the access journeys (auth-*.spec.ts).

export const CV_PDF = path.resolve(import.meta.dirname, '../../apps/api/test/fixtures/cv.pdf');
export const CV_DOCX = path.resolve(import.meta.dirname, '../../apps/api/test/fixtures/cv.docx');
export const NOT_A_CV = path.resolve(import.meta.dirname, '../../apps/api/test/fixtures/archive.zip');

let counter = 0;
/** A fresh address per call (journeys run in parallel projects against one server). */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `e2e-${tag}-${Date.now()}-${process.pid}-${counter}@mosaico.test`;
}

/** One public opportunity id of the demo world, from the home lists. */
export async function publicOpportunityId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/opportunity/list/home');
  expect(response.status()).toBe(200);
  const lists = (await response.json()) as Record<string, Array<{ id: string }>>;
  const id = Object.values(lists).flat()[0]?.id;
  expect(id, 'the demo world has a public opportunity').toBeTruthy();
  return id ?? '';
}

/** Whether the signed-in user (token) is a candidate of the opportunity, as the home lists report it. */
export async function isCandidateOf(request: APIRequestContext, token: string, opportunityId: string) {
  const response = await request.get('/api/opportunity/list/home', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const lists = (await response.json()) as Record<string, Array<{ id: string; isCandidate: boolean }>>;
  const card = Object.values(lists)
    .flat()
    .find((item) => item.id === opportunityId);
  expect(card, `opportunity ${opportunityId} is on the home lists`).toBeTruthy();
  return card?.isCandidate ?? false;
}

/**
 * Registers an account through the API (anonymous CV upload, then auth/signup) and leaves its e-mail unconfirmed.
 * With `vaga` the confirmation link is the combined validation-and-application one.
 */
export async function signUpUnconfirmed(
  request: APIRequestContext,
  options: { email: string; password: string; vaga?: string },
): Promise<{ id: string }> {
  const upload = await request.post('/api/documents/file', {
    multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: readFileSync(CV_PDF) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const attachment = (await upload.json()) as { fileName: string; url: string };
  const places = await request.get('/api/places/autocomplete?q=Porto');
  const { predictions } = (await places.json()) as {
    predictions: Array<{ place_id: string; formatted_address: string }>;
  };
  const response = await request.post('/api/auth/signup', {
    data: {
      activeLanguage: 'en-US',
      ...(options.vaga ? { vaga: options.vaga } : {}),
      user: {
        firstName: 'Marta',
        lastName: 'Queiroz',
        email: options.email,
        password: options.password,
        dadosPessoais: { geolocation: predictions[0], pcdUser: { isUserPCD: false } },
        contato: { lista: [{ contato: '+351 913 000 111' }] },
        europeanUnionCitizenship: { status: true },
        attachments: [attachment],
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { user: { id: string } }).user;
}

/** The newest link sent to `email` whose path contains `pathPart`, read through GET /api/dev/mailbox. */
export async function mailedLink(request: APIRequestContext, email: string, pathPart: string): Promise<URL> {
  const response = await request.get('/api/dev/mailbox');
  expect(response.status()).toBe(200);
  const { messages } = (await response.json()) as { messages: Array<{ to: string; links: string[] }> };
  const link = messages
    .filter((message) => message.to === email)
    .flatMap((message) => message.links)
    .find((href) => href.includes(pathPart));
  expect(link, `a ${pathPart} link was mailed to ${email}`).toBeTruthy();
  return new URL(link ?? '');
}

/** The sign-in token the web app keeps after a sign-in or a validation. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('mosaico.token'));
  expect(token, 'the web app stored a sign-in token').toBeTruthy();
  return token ?? '';
}

/** The `sub` claim of a sign-in token. */
export function userIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return payload.sub;
}

/** Opens the development mailbox page and follows, inside the app, the link of the newest message to `email`. */
export async function followMailboxLink(page: Page, email: string, linkPath: RegExp): Promise<void> {
  await page.goto('/dev/mailbox');
  const message = page.getByRole('article').filter({ hasText: email }).first();
  await expect(message).toBeVisible();
  await message.getByRole('link', { name: linkPath }).first().click();
}
