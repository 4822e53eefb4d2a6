import { expect, test } from '@playwright/test';
import { acceptCookies } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signUpUnconfirmed, uniqueEmail } from './auth-helpers';

// Journey 2: sign-in with a wrong password and with an e-mail not confirmed yet (000 §4, §8; 002 §8).
test.describe('sign-in failures', () => {
  test('shows the server message for a wrong password and the unconfirmed-e-mail message with a resend link', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL ?? '');
    const email = uniqueEmail('signin');
    const password = 'right-password-1';
    await signUpUnconfirmed(page.request, { email, password });

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Sign in' });
    await expect(submit).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // The e-mail pattern is checked on blur; the button waits for valid input.
    const emailField = page.getByRole('textbox', { name: 'E-mail' });
    await emailField.fill('not-an-email');
    await emailField.blur();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await emailField.fill(email);
    await expect(page.getByText('Invalid email')).toBeHidden();

    // Wrong password: the server's translated message.
    const passwordField = page.getByRole('textbox', { name: 'Password' });
    await passwordField.fill('wrong-password-1');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid e-mail or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expectNoSeriousA11yViolations(page);

    // The show/hide toggle reveals what was typed.
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(passwordField).toHaveAttribute('type', 'text');

    // Right password, e-mail not confirmed yet.
    await passwordField.fill(password);
    await submit.click();
    const alert = page.getByRole('alert').filter({ hasText: 'Your email has not yet been validated' });
    await expect(alert).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await alert.getByRole('button', { name: 'Resend the confirmation e-mail' }).click();
    await expect(page.getByText('Email resent successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The resent link reached the mailbox.
    const mailbox = await page.request.get('/api/dev/mailbox');
    const { messages } = (await mailbox.json()) as { messages: Array<{ to: string; subject: string }> };
    expect(messages.filter((message) => message.to === email).map((message) => message.subject)).toContain(
      'Your new confirmation link',
    );
  });
});
