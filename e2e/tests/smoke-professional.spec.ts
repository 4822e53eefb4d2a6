import { expect, test } from '@playwright/test';
import {
  acceptCookies,
  acceptPrivacyPolicy,
  registerProfessional,
  signInPage,
  useToken,
} from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';

test.describe('professional smoke journey', () => {
  test('a signed-in professional accepts the privacy policy and sees the professional menus @phone', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL ?? '');
    const professional = await registerProfessional(page.request);
    await useToken(page, professional.token);
    await page.goto('/');

    // A new account has accepted no privacy policy yet: the modal asks first.
    const consent = page.getByRole('dialog', { name: 'Privacy policy' });
    await expect(consent).toBeVisible();
    await expect(consent.getByText('17/01/2023')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await consent.getByRole('button', { name: 'Accept' }).click();
    await expect(consent).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Find your next IT opportunity' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Privacy policy' })).toBeHidden();

    const isPhone = (page.viewportSize()?.width ?? 1280) < 991;
    if (isPhone) await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: isPhone ? 'Mobile navigation' : 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Opportunities' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Applications' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Professional profile' })).toBeVisible();
    await expect(nav.getByText('Reports')).toHaveCount(0);
    if (isPhone) await page.getByRole('dialog').getByRole('button', { name: 'Close menu' }).click();

    // The professional logo, not the recruiter one.
    await expect(page.getByTestId('logo-default').first()).toBeVisible();
    await expect(page.getByTestId('logo-recruiter')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Recruiter routes are closed to professionals, who are told so (not sent to the sign-in form).
    await page.goto('/kanban');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await expect(page).toHaveURL(/\/kanban$/);
  });

  test('the welcome menu offers personal information, settings and logout', async ({ page, baseURL }) => {
    await acceptCookies(page, baseURL ?? '');
    // A fresh account, so the sessions checked below are this journey's own.
    const professional = await registerProfessional(page.request);
    const token = await signInPage(page, professional.email, professional.password);
    await acceptPrivacyPolicy(page.request, token);
    await page.goto('/terms-of-use');
    const consent = page.getByRole('dialog', { name: 'Privacy policy' });
    if (await consent.isVisible()) await consent.getByRole('button', { name: 'Accept' }).click();

    await page.getByRole('button', { name: /Welcome, / }).click();
    await expect(page.getByRole('menuitem', { name: 'Personal information' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Professional profile' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    // This device's session ended on the server too: its token no longer opens the account.
    const stale = await page.request.get(`/api/users/me/${professional.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stale.status()).toBe(401);
    // Her other session (signed in at registration) stays: signing out ends only the device it is done on.
    const other = await page.request.get(`/api/users/me/${professional.id}`, {
      headers: { authorization: `Bearer ${professional.token}` },
    });
    expect(other.status()).toBe(200);
  });
});
