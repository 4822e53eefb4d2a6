import { expect, test } from '@playwright/test';
import { acceptCookies } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';

test.describe('visitor smoke journey', () => {
  test('browses home, switches language live, reads the public pages and meets Page not found @phone', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find your next IT opportunity' })).toBeVisible();

    // The cookie banner stays until accepted, and acceptance survives a reload.
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept cookies' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Find your next IT opportunity' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();

    // The demo world's public opportunities show on the home sections.
    await expect(page.locator('a[href^="/opportunity/"]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Each section's 'see all' opens the search narrowed to it.
    await page.getByRole('link', { name: 'See all: Europe' }).click();
    await expect(page).toHaveURL(/\/search\?.*section=europe/);
    await expect(page.getByRole('heading', { name: 'Europe: all opportunities' })).toBeVisible();
    await expect(page.locator('a[href^="/opportunity/"]').first()).toBeVisible();
    await page.goBack();

    // Language dropdown: all text switches without a reload, and the choice sticks.
    const isPhone = (page.viewportSize()?.width ?? 1280) < 680;
    await page.getByRole('button', { name: /Change language/ }).click();
    await page.getByRole('menuitem', { name: 'Português (Portugal)' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Find your next IT opportunity');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await page.getByRole('button', { name: /Mudar de idioma|Alterar idioma|idioma/i }).click();
    await page.getByRole('menuitem', { name: 'Português (Brasil)' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await page.getByRole('button', { name: /idioma/i }).click();
    await page.getByRole('menuitem', { name: 'English (US)' }).click();
    await expect(page.getByRole('heading', { name: 'Find your next IT opportunity' })).toBeVisible();

    // Anonymous menu.
    if (isPhone) await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'New here? Sign up!' }).first()).toBeVisible();
    if (isPhone) await page.getByRole('dialog').getByRole('button', { name: 'Close menu' }).click();

    // Footer links.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Terms of use' }).click();
    await expect(page).toHaveURL(/\/terms-of-use$/);
    await expect(page.getByText(/GeoNames/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expectNoSeriousA11yViolations(page);

    // A deep link the app does not know.
    await page.goto('/this/does/not/exist');
    await expect(page.getByText('Page not found')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    expect(baseURL).toBeTruthy();
  });

  test('a recruiter-only route sends a visitor to /login', async ({ page, baseURL }) => {
    await acceptCookies(page, baseURL ?? '');
    await page.goto('/kanban');
    await expect(page).toHaveURL(/\/login/);
  });
});
