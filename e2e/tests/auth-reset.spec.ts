import { expect, test } from '@playwright/test';
import { acceptCookies, registerProfessional } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { followMailboxLink } from './auth-helpers';

// Journey 3, also at phone width: forgot password → the reset e-mail → reset → sign-in with the new password.
test.describe('password reset', () => {
  test('resets the password through the mailed link and signs in with the new one @phone', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL ?? '');
    const professional = await registerProfessional(page.request);
    const newPassword = 'a-brand-new-password';

    // The sign-in screen's link carries the typed e-mail.
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(professional.email);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password\?email=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(professional.email);
    await expect(page.getByRole('button', { name: /Change language/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Email sent successfully!').first()).toBeVisible();

    // The mailed link opens the reset screen.
    await followMailboxLink(page, professional.email, /\/auth\/reset\//);
    await expect(page).toHaveURL(/\/auth\/reset\/[^/]+$/);
    const resetUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Rules: at least 8 characters, both equal; the first field in error takes the focus.
    const first = page.getByRole('textbox', { name: 'New password', exact: true });
    const second = page.getByRole('textbox', { name: 'Confirm the new password' });
    await first.fill('short');
    await second.fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('error, check the fields')).toBeVisible();
    await expect(page.getByText('Password must have at least 8 characters').first()).toBeVisible();
    await expect(first).toBeFocused();
    await first.fill(newPassword);
    await second.fill(`${newPassword}-typo`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(second).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await second.fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The old password no longer works; the new one does.
    const old = await page.request.post('/api/auth/signin', {
      data: { email: professional.email, password: professional.password },
    });
    expect(old.status()).toBe(401);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(professional.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Privacy policy' })).toBeVisible();

    // The used link now shows the expired page with a way to ask again.
    await page.goto(resetUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Expired or Invalid Token' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});
