import { expect, test } from '@playwright/test';
import {
  acceptCookies,
  acceptPrivacyPolicy,
  apiSignIn,
  registerProfessional,
  useToken,
} from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';

// Issue 26: each sign-in is its own session; settings lists them, marks this device and ends another.
test.describe('sessions', () => {
  test('a professional sees where they are signed in and ends another session @phone', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL ?? '');
    await page.addInitScript(() => window.localStorage.setItem('mosaico.language', 'en-US'));
    // The registration's confirmation signed them in once (the "other" session); this browser signs in again.
    const person = await registerProfessional(page.request);
    await acceptPrivacyPolicy(page.request, person.token);
    const here = await apiSignIn(page.request, person.email, person.password);
    await useToken(page, here);

    await page.goto(`/professional/${person.id}/settings`);
    await expect(page.getByRole('heading', { level: 3, name: 'Where you are signed in' })).toBeVisible();
    const rows = page.getByTestId('session-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    const other = rows.filter({ hasNotText: 'This device' });
    await other.getByRole('button', { name: /^End session/ }).click();
    await expect(page.getByText('Session ended.')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(page.getByText('You are signed in on this device only.')).toBeVisible();

    // The ended session's token no longer works; this one does.
    const ended = await page.request.get('/api/users/sessions', {
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(ended.status()).toBe(401);
    const still = await page.request.get('/api/users/sessions', {
      headers: { authorization: `Bearer ${here}` },
    });
    expect(still.status()).toBe(200);
  });
});
