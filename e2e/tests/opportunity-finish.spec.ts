import { expect, test } from '@playwright/test';
import { acceptCookies, acceptPrivacyPolicy, DEMO, registerProfessional, signInPage } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createOwnOpportunity } from '../support/matching';

test('a recruiter publishes, then finishes an opportunity and each candidate is told in their language', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL ?? '');
  const token = await signInPage(page, DEMO.recruiter);
  await acceptPrivacyPolicy(page.request, token);
  const titulo = `Engenheiro Kotlin ${Date.now()}`;
  const id = await createOwnOpportunity(page.request, token, { titulo, sendToQueue: true });

  // Published through the actions menu.
  await page.goto(`/opportunity/${id}`);
  await expect(page.getByText('Status: Not published')).toBeVisible();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Publish' }).click();
  await expect(page.getByText('Status: Published')).toBeVisible();

  // Two professionals apply, one reading Portuguese (Portugal), one English.
  const people = [
    await registerProfessional(page.request, { language: 'pt-PT', firstName: 'Inês' }),
    await registerProfessional(page.request, { language: 'en-US', firstName: 'Grace' }),
  ];
  for (const person of people) {
    await acceptPrivacyPolicy(page.request, person.token);
    const applied = await page.request.post(`/api/opportunity/${id}/becomeCandidate`, {
      headers: { authorization: `Bearer ${person.token}` },
      data: { activeLanguage: 'pt-BR', attachmentUrl: null, _usuario: { _id: person.id } },
    });
    expect(applied.status(), await applied.text()).toBe(200);
  }

  // Finished with 'notify all candidates' left on (its default).
  await page.reload();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Finish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finish opportunity' });
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(dialog.getByText('The Description field is required.')).toBeVisible();
  await dialog.getByLabel('Reason').click();
  await page.getByRole('option', { name: 'Cancelled', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('O cliente cancelou a contratação');
  await expect(dialog.getByRole('checkbox', { name: 'Notify all candidates' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Status: Finished')).toBeVisible();
  // 001 §8: the success message, shown on the page the finishing reloads.
  await expect(page.getByText('Opportunity finished!')).toBeVisible();

  // The outbox (development mailbox) holds one 'not selected' message per candidate, in their language.
  const mailbox = await page.request.get('/api/dev/mailbox');
  const { messages } = (await mailbox.json()) as { messages: Array<{ to: string; subject: string }> };
  const subjectTo = (email: string) => messages.find((message) => message.to === email)?.subject;
  expect(subjectTo(people[0]?.email ?? '')).toBe(`Sobre a sua candidatura à oportunidade "${titulo}"`);
  expect(subjectTo(people[1]?.email ?? '')).toBe(`About your application to "${titulo}"`);

  // Finishing is disabled once finished (001 §4); so is deleting, for it still has its (dismissed) candidates.
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Finish' })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeDisabled();
});

test('a recruiter deletes an opportunity without candidates and lands on their list', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL ?? '');
  const token = await signInPage(page, DEMO.recruiter);
  await acceptPrivacyPolicy(page.request, token);
  const id = await createOwnOpportunity(page.request, token, {
    titulo: `Apagar ${Date.now()}`,
    sendToQueue: true,
  });
  await page.goto(`/opportunity/${id}`);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Opportunity deleted!')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: /My opportunities|Minhas oportunidades/ }),
  ).toBeVisible();
  const gone = await page.request.get(`/api/opportunity/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(gone.status()).toBe(404);
});
