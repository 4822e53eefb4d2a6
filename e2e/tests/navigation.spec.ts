import { expect, type Page, test } from '@playwright/test';
import { acceptCookies, acceptPrivacyPolicy, registerProfessional, signInPage } from '../support/api';

// What the router owes every screen (issue 11 moved it off React Router's data router, which used to do it): a new
// page opens at its top, Back returns to where the visitor was, a screen that cannot load leaves the frame and the
// way home, and signing out of a guarded page goes home.

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.describe('navigation', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await acceptCookies(page, baseURL ?? '');
  });

  test('a new page opens at its top and Back returns to where the visitor was', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('a[href^="/opportunity/"]').first()).toBeVisible();
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' });
    await footerLink.scrollIntoViewIfNeeded();
    const left = await scrollY(page);
    expect(left, 'the home page is taller than the window').toBeGreaterThan(200);

    await footerLink.click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Find your next IT opportunity' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(left);

    await page.goForward();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('a screen whose code cannot load shows the error page inside the frame, and the way out works', async ({
    page,
  }) => {
    // As after a deploy that removed the old build's files: the FAQ screen's chunk is gone.
    await page.route(/\/assets\/faq-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();

    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page).toHaveTitle(/Error/);
    // The header and footer stay: the visitor can go on from here.
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
    await expect(page).toHaveURL(/\/terms-of-use$/);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('logging out of a guarded page goes home, not to the sign-in page', async ({ page }) => {
    const professional = await registerProfessional(page.request);
    const token = await signInPage(page, professional.email, professional.password);
    await acceptPrivacyPolicy(page.request, token);
    await page.goto(`/professional/${professional.id}/personal-information`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('button', { name: /Welcome, / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Find your next IT opportunity' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
