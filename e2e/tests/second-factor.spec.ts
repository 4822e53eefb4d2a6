import { expect, type Page, test } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD, totpCode } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';

// Issue 26: recruiters and managers sign in with a second factor. The demo leaves Karen Smith without one, so her
// first sign-in enrols (QR code and key, a first code, ten recovery codes); later sign-ins ask for a code, or take
// a recovery code once.
const RECRUITER = 'karen.smith@mosaico.test';

async function passwordStep(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(RECRUITER);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOutHere(page: Page) {
  await page.evaluate(() => window.localStorage.removeItem('mosaico.token'));
}

test.describe('second factor', () => {
  test('a recruiter enrols at first sign-in, then signs in with a code and with a recovery code', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL ?? '');
    await page.addInitScript(() => window.localStorage.setItem('mosaico.language', 'en-US'));

    // First sign-in: enrolment before anything else.
    await passwordStep(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Set up two-step verification' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'QR code to add Mosaico to an authenticator app' }),
    ).toBeVisible();
    const secret = (await page.getByTestId('second-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('textbox', { name: '6-digit code' }).fill('000000');
    await page.getByRole('button', { name: 'Turn on and continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
    await page.getByRole('textbox', { name: '6-digit code' }).fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn on and continue' }).click();
    const codes = page.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCode = (await codes.first().textContent())?.trim() ?? '';
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'I have kept my codes, continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My opportunities' })).toBeVisible();

    // Second sign-in: the code (of the next step, the current one having been used to enrol).
    await signOutHere(page);
    await passwordStep(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('textbox', { name: '6-digit code' }).fill(totpCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My opportunities' })).toBeVisible();

    // Third: a recovery code, which works once.
    for (const expected of ['signed in', 'refused']) {
      await signOutHere(page);
      await passwordStep(page);
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCode);
      await page.getByRole('button', { name: 'Verify' }).click();
      if (expected === 'signed in') {
        await expect(page.getByRole('heading', { level: 1, name: 'My opportunities' })).toBeVisible();
      } else {
        await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
      }
    }
  });
});
