import { expect, test } from '@playwright/test';
import { acceptCookies, acceptPrivacyPolicy, DEMO, signInPage } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { CV_PDF, mailedLink, NOT_A_CV, uniqueEmail } from './auth-helpers';

// Issue 23 items 5, 6 and 9 (002 §2.9, §2.13, §5): a recruiter registers a professional through the form (en-US,
// desktop), then finds them by a skill with the PcD option (pt-BR, 390 px phone).

test('a recruiter registers a professional, then finds them by a skill with the PcD option on a 390 px phone', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await acceptCookies(page, baseURL ?? '');
  const token = await signInPage(page, DEMO.recruiter);
  await acceptPrivacyPolicy(page.request, token);
  const email = uniqueEmail('finder');
  const skill = `Zigzag${Date.now().toString(36)}`;
  const name = { first: 'Renata', last: `Registrada${Date.now().toString(36).slice(-4)}` };

  // The finder, from which the form opens.
  await page.goto('/rh/professionals');
  await expect(page.getByRole('heading', { level: 1, name: 'Find professionals' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Register professional' }).click();
  await expect(page).toHaveURL(/\/rh\/professional\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Register professional' })).toBeVisible();

  // Saving empty: the combined warning of 002 §5.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('The first name, last name, e-mail and skills fields are required'),
  ).toBeVisible();
  // The e-mail is checked on blur: an address already registered.
  const emailField = page.getByRole('textbox', { name: 'E-mail' });
  await emailField.fill(DEMO.professional);
  await emailField.blur();
  await expect(page.getByText('E-mail already registered')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('textbox', { name: 'First name' }).fill(name.first);
  await page.getByRole('textbox', { name: 'Last name' }).fill(name.last);
  await emailField.fill(email);
  await emailField.blur();
  await expect(page.getByText('E-mail already registered')).toBeHidden();
  const phone = `+55 11 9${String(Date.now()).slice(-8)}`;
  await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
  const skills = page.locator('#professional-skills');
  await skills.fill(skill);
  await skills.press('Enter');
  await page.getByRole('checkbox', { name: 'Person with disability' }).check();
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles(NOT_A_CV);
  await expect(page.getByText('PDF or DOCX files only.')).toBeVisible();
  await fileInput.setInputFiles(CV_PDF);
  await expect(page.getByText('PDF or DOCX files only.')).toBeHidden();

  // Saving opens the professional's page in a new tab and resets the form.
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Save' }).click();
  const professionalTab = await popup;
  await professionalTab.waitForURL(/\/professional\/[^/]+$/);
  await expect(page.getByTestId('professional-saved')).toContainText('Professional registered successfully!');
  expect(professionalTab.url()).toMatch(/\/professional\/[^/]+$/);
  const professionalId = professionalTab.url().split('/').pop() ?? '';
  await professionalTab.close();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  await expectNoSeriousA11yViolations(page);

  // The welcome e-mail with the link to choose a password is in the outbox (development mailbox).
  const link = await mailedLink(page.request, email, '/signup/advanced/');
  expect(link.pathname).toMatch(/\/pre-register$/);

  // The same person again, under another e-mail but with the same phone: the server says so and creates nobody.
  await page.getByRole('textbox', { name: 'First name' }).fill(name.first);
  await page.getByRole('textbox', { name: 'Last name' }).fill(name.last);
  await emailField.fill(uniqueEmail('finder-again'));
  await page.getByRole('textbox', { name: 'Phone' }).fill(phone.replace(/\s/g, ''));
  await skills.fill(skill);
  await skills.press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('professional-duplicate')).toContainText('Phone already registered');

  // On a 390 px phone, in Portuguese (Brazil): find them by the skill with the PcD option.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.localStorage.setItem('mosaico.language', 'pt-BR'));
  await page.goto('/rh/professionals');
  await expect(page.getByRole('heading', { level: 1, name: 'Encontrar profissionais' })).toBeVisible();
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Adicione pelo menos uma palavra-chave.')).toBeVisible();
  const keywords = page.getByRole('combobox', { name: /Palavras-chave/ });
  await keywords.fill(skill);
  await keywords.press('Enter');
  await page.getByRole('checkbox', { name: 'Pessoa com deficiência' }).check();
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/pcd=true/);
  const card = page.getByTestId('finder-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: new RegExp(`${name.first} ${name.last}`) })).toHaveAttribute(
    'href',
    `/professional/${professionalId}`,
  );
  await expect(card.getByText('PcD', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Confirmar cadastro por e-mail' })).toBeVisible();
  await card.getByRole('button', { name: 'Oportunidades compatíveis' }).click();
  await expect(
    card.getByText('Sem oportunidades de alta compatibilidade. (+ 60% de afinidade)'),
  ).toBeVisible();
  // Nothing wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
