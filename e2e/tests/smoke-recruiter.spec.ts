import { expect, test } from '@playwright/test';
import { acceptCookies, acceptPrivacyPolicy, DEMO, signInPage } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';

test.describe('recruiter smoke journey', () => {
  test('a recruiter sees the recruiter logo, menus and welcome dropdown @phone', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL ?? '');
    const token = await signInPage(page, DEMO.recruiter);
    await acceptPrivacyPolicy(page.request, token);
    await page.goto('/');

    await expect(page.getByTestId('logo-recruiter').first()).toBeVisible();
    const isPhone = (page.viewportSize()?.width ?? 1280) < 991;
    if (isPhone) await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: isPhone ? 'Mobile navigation' : 'Main navigation' });
    for (const name of ['Opportunities', 'Professionals', 'Kanban', 'Reports']) {
      await expect(nav.getByText(name, { exact: true }).first()).toBeVisible();
    }
    await expect(nav.getByText('Applications')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The welcome entries: a dropdown on desktop, the drawer's own section on phones (under 991 px).
    if (isPhone) {
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByText('Welcome, Rita Henriques')).toBeVisible();
      for (const name of ['Professional profile', 'Personal information', 'Settings', 'Logout']) {
        await expect(drawer.getByRole(name === 'Logout' ? 'button' : 'link', { name })).toBeVisible();
      }
      await drawer.getByRole('button', { name: 'Close menu' }).click();
    } else {
      await page.getByRole('button', { name: /Welcome, Rita/ }).click();
      for (const name of ['Professional profile', 'Personal information', 'Settings', 'Logout']) {
        await expect(page.getByRole('menuitem', { name })).toBeVisible();
      }
      await page.keyboard.press('Escape');
    }

    // Recruiters do not get the "compatible with you" section on home (000 §6).
    await expect(page.getByRole('heading', { name: 'Compatible with you' })).toHaveCount(0);
  });
});
