import { expect, test } from '@playwright/test';
import { acceptCookies, acceptPrivacyPolicy, registerProfessional, useToken } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';

// Issue 12: a signed-in professional on a page their role does not open is told so, with a way home; the
// sign-in form stays for visitors.

test.describe('no access', () => {
  test('a professional opening a recruiter page reads that it is not theirs and goes home', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL ?? '');
    const professional = await registerProfessional(page.request);
    await acceptPrivacyPolicy(page.request, professional.token);
    await useToken(page, professional.token);
    await page.goto('/reports');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await expect(page).toHaveTitle(/No access/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test.describe('in European Portuguese', () => {
    test.use({ locale: 'pt-PT' });

    test("on a phone, another person's profile page says so in pt-PT @phone", async ({ page, baseURL }) => {
      await acceptCookies(page, baseURL ?? '');
      const professional = await registerProfessional(page.request);
      const someoneElse = await registerProfessional(page.request);
      await acceptPrivacyPolicy(page.request, professional.token);
      await useToken(page, professional.token);
      await page.goto(`/professional/${someoneElse.id}/personal-information`);
      await expect(page.getByRole('heading', { name: 'Não tem acesso a esta página' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto('/kanban');
      await expect(page.getByRole('heading', { name: 'Não tem acesso a esta página' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Voltar ao início' })).toBeVisible();
    });
  });
});
