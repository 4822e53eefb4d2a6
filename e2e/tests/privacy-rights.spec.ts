import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { acceptCookies, acceptPrivacyPolicy, registerProfessional, useToken } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';

// Issue 26 item 4: a professional takes away all their data from the settings, then erases the account and can no
// longer sign in.

async function startAs(page: Page, request: APIRequestContext, baseURL: string, language: string) {
  const professional = await registerProfessional(request, {
    language,
    firstName: 'Privada',
    lastName: 'Direitos',
  });
  await acceptPrivacyPolicy(request, professional.token);
  await acceptCookies(page, baseURL);
  await page.addInitScript((value) => window.localStorage.setItem('mosaico.language', value), language);
  await useToken(page, professional.token);
  return professional;
}

test('downloads their data from settings, reads it, deletes the account and is refused at sign-in (en-US) @phone', async ({
  page,
  request,
  baseURL,
}) => {
  const professional = await startAs(page, request, baseURL ?? '', 'en-US');
  await page.goto(`/professional/${professional.id}/settings`);
  const card = page.getByRole('region', { name: 'Your data' });
  await expect(card).toBeVisible();

  // The JSON file: everything at once, their own.
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mosaico-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8')) as {
    profile: { email: string };
    origin: { kind: string };
    files: Array<{ fileName: string }>;
    kept: Array<{ place: string }>;
  };
  expect(saved.profile.email).toBe(professional.email);
  expect(saved.origin.kind).toBe('self-sign-up');
  expect(saved.files.map((file) => file.fileName)).toContain('cv.pdf');
  expect(saved.kept.map((kept) => kept.place)).toContain('users');

  // The readable page.
  await card.getByRole('button', { name: 'Show my data' }).click();
  const view = page.getByTestId('my-data-view');
  await expect(view.getByText(`E-mail: ${professional.email}`)).toBeVisible();
  await expect(view.getByText('Phone: +351 912 345 678')).toBeVisible();
  await expect(view.getByText(/You signed up yourself on/)).toBeVisible();
  await expect(view.getByRole('button', { name: 'cv.pdf' })).toBeVisible();
  await expect(view.getByText('What we keep and why')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Erasure, with its receipt.
  await page.goto(`/professional/${professional.id}/professinal-profile`);
  await page.getByRole('button', { name: 'Delete my profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my profile' });
  await dialog.getByRole('button', { name: 'Delete my profile' }).click();
  const receipt = page.getByTestId('erasure-receipt');
  await expect(receipt.getByText('Receipt of what was erased:')).toBeVisible();
  await expect(receipt.getByText(/Your files: 1 record deleted/)).toBeVisible();
  await expect(receipt.getByText('1 stored file removed')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await receipt.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  // The sign-in is refused.
  await page.goto('/login');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(professional.email);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(professional.password);
  await page.getByRole('button', { name: /^Sign in$/ }).click();
  await expect(page.getByText('Invalid e-mail or password')).toBeVisible();
  const refused = await request.post('/api/auth/signin', {
    data: { email: professional.email, password: professional.password },
  });
  expect(refused.status()).toBe(401);
});
