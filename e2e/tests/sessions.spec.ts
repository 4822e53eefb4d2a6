import { expect, test } from '@playwright/test';
import {
  acceptCookies,
  acceptPrivacyPolicy,
  apiSignIn,
  DEMO_PASSWORD,
  registerProfessional,
  signInAnew,
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

  // Recruiters have a screen of their own for it (issue 26 item 2). A demo recruiter no other journey uses, one per
  // project, so the desktop and phone runs (in parallel workers) never end each other's sessions.
  test('a recruiter renews recovery codes with the password again, then ends another session of theirs @phone', async ({
    page,
    baseURL,
    isMobile,
  }) => {
    const email = isMobile ? 'patricia.lopes@mosaico.test' : 'diogo.fernandes@mosaico.test';
    await acceptCookies(page, baseURL ?? '');
    await page.addInitScript(() => window.localStorage.setItem('mosaico.language', 'en-US'));
    const other = await signInAnew(page.request, email, DEMO_PASSWORD);
    const here = await signInAnew(page.request, email, DEMO_PASSWORD);
    await useToken(page, here);

    await page.goto('/');
    if (isMobile) {
      await page.goto('/account/security');
    } else {
      await page.getByRole('button', { name: /^Welcome,/ }).click();
      await page.getByRole('menuitem', { name: 'Sign-in and security' }).click();
    }
    await expect(page).toHaveURL(/\/account\/security$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-in and security' })).toBeVisible();
    await expect(page.getByText(/Recruiters and managers must keep it on\./)).toBeVisible();
    const rows = page.getByTestId('session-row');
    await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
    await expect(rows).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    // New recovery codes ask for the password again: a wrong one is refused with its message.
    await page.getByRole('button', { name: 'New recovery codes' }).click();
    const password = page.getByLabel(/^Confirm with your password/);
    await password.fill('Not the right one 42');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The current password is not correct.' }),
    ).toBeVisible();
    await password.fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have kept my codes' }).click();

    // After the factor changed, ending the other sessions is offered; here the person ends one by hand instead.
    const offer = page.getByTestId('offer-end-others');
    await expect(offer).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toBeHidden();

    await rows
      .filter({ hasNotText: 'This device' })
      .getByRole('button', { name: /^End session/ })
      .click();
    await expect(page.getByText('Session ended.')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(page.getByText('You are signed in on this device only.')).toBeVisible();

    const ended = await page.request.get('/api/users/sessions', {
      headers: { authorization: `Bearer ${other}` },
    });
    expect(ended.status()).toBe(401);
    const still = await page.request.get('/api/users/sessions', {
      headers: { authorization: `Bearer ${here}` },
    });
    expect(still.status()).toBe(200);
  });

  test("a password change with 'Sign out everywhere else' leaves the other session refused", async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL ?? '');
    await page.addInitScript(() => window.localStorage.setItem('mosaico.language', 'en-US'));
    // The registration's confirmation signed them in once: that is the other session.
    const person = await registerProfessional(page.request);
    await acceptPrivacyPolicy(page.request, person.token);
    const here = await apiSignIn(page.request, person.email, person.password);
    await useToken(page, here);

    await page.goto(`/professional/${person.id}/personal-information`);
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel(/^Current password/).fill(person.password);
    await dialog.getByLabel(/^New password/).fill('Quartz lantern orbit 58');
    await dialog.getByLabel(/^Confirm the new password/).fill('Quartz lantern orbit 58');
    const signOutOthers = dialog.getByRole('checkbox', { name: 'Sign out everywhere else' });
    await expect(signOutOthers).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The other session is refused; this tab goes on with its own session, now the only one.
    const other = await page.request.get('/api/users/sessions', {
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(other.status()).toBe(401);
    // (Within the app: a new page load would put the journey's first token back, see useToken.)
    await page.getByRole('button', { name: /^Welcome,/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Where you are signed in' })).toBeVisible();
    await expect(page.getByTestId('session-row')).toHaveCount(1);
    await expect(page.getByTestId('session-row')).toContainText('This device');
    await expect(page.getByText('You are signed in on this device only.')).toBeVisible();
  });
});
