import { type APIRequestContext, expect, test } from '@playwright/test';
import { acceptCookies, acceptPrivacyPolicy, DEMO, signInPage } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';

/** A demo opportunity with at least 3 compatibles, its compatibles computed (as the screen waits for). */
async function opportunityWithCompatibles(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const search = await request.get('/api/opportunity/search/oppRh?keywords=&status=published', { headers });
  expect(search.status(), await search.text()).toBe(200);
  const { opportunities } = (await search.json()) as { opportunities: Array<{ id: string }> };
  for (const { id } of opportunities) {
    await expect
      .poll(
        async () => {
          const status = await request.get(`/api/opportunity/${id}/get-status-compativeis`, { headers });
          return ((await status.json()) as { status: string }).status;
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toBe('completed');
    const page = await request.get(`/api/opportunity/${id}/compatibles/12/1/0`, { headers });
    const body = (await page.json()) as {
      total: number;
      usersList: Array<{
        candidatureKind: string | null;
        _usuario: {
          notificationsSettings: { isActive: boolean; channels: Array<{ name: string; isActive: boolean }> };
        };
      }>;
    };
    const invitable = body.usersList.some(
      (card) =>
        card.candidatureKind === null &&
        card._usuario.notificationsSettings.isActive &&
        card._usuario.notificationsSettings.channels.some((c) => c.name === 'E-mail' && c.isActive),
    );
    if (body.total >= 3 && invitable) return id;
  }
  throw new Error('no demo opportunity with an invitable compatible professional');
}

test('a recruiter invites and enrols a compatible professional, makes them a candidate, then dismisses them with an e-mail (en-US)', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL ?? '');
  const token = await signInPage(page, DEMO.recruiter);
  await acceptPrivacyPolicy(page.request, token);
  await page.addInitScript(() => window.localStorage.setItem('mosaico.language', 'en-US'));
  const opportunityId = await opportunityWithCompatibles(page.request, token);

  await page.goto(`/opportunity/${opportunityId}/professionals?state=compatibles`);
  const list = page.getByRole('list', { name: 'Compatible professionals, ranked' });
  await expect(list).toBeVisible();
  // The first professional not yet in the opportunity whose e-mail notifications are on (Invite enabled).
  const card = list
    .getByTestId('professional-card')
    .filter({ has: page.getByRole('button', { name: 'Invite', disabled: false }) })
    .first();
  const name = ((await card.getByRole('heading').textContent()) ?? '')
    .replace('(opens in a new tab)', '')
    .trim();
  const email = ((await card.getByTestId('contact-email').textContent()) ?? '').trim();
  expect(email).toContain('@');
  expect(email).not.toContain('*');

  await card.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('Invitation sent!')).toBeVisible();

  await card.getByRole('button', { name: 'Enrol' }).click();
  const enrolDialog = page.getByRole('dialog', { name: `Enrol ${name}` });
  await enrolDialog.getByRole('button', { name: 'Enrol' }).click();
  await expect(enrolDialog.getByText('Choose the channel.')).toBeVisible();
  // Issue 22: the modals' close buttons have a name (button-name).
  await expectNoSeriousA11yViolations(page);
  await enrolDialog.getByLabel('Channel').first().click();
  await page.getByRole('option', { name: 'LinkedIn' }).click();
  await enrolDialog.getByRole('button', { name: 'Enrol' }).click();
  await expect(page.getByText('Professional enrolled in the opportunity.')).toBeVisible();
  await expect(enrolDialog).toBeHidden();

  // Enrolled tab: the professional, Registered, with Make candidate.
  await page.getByRole('tab', { name: /^Enrolled/ }).click();
  const enrolled = page.getByRole('list', { name: 'Enrolled professionals' }).getByRole('article', { name });
  await expect(enrolled.getByTestId('candidate-status')).toHaveText('Status: Registered');
  await expectNoSeriousA11yViolations(page);
  await enrolled.getByRole('button', { name: 'Make candidate' }).click();
  const candidateDialog = page.getByRole('dialog', { name: `Make ${name} a candidate` });
  await candidateDialog.getByLabel('Channel').first().click();
  await page.getByRole('option', { name: 'E-Mail' }).click();
  await candidateDialog.getByLabel('Details').fill('Strong match on the main criteria.');
  await expectNoSeriousA11yViolations(page);
  await candidateDialog.getByRole('button', { name: 'Make candidate' }).click();
  await expect(page.getByText('The professional is now a candidate.')).toBeVisible();

  // Candidates tab: in the Recruitment column of the kanban, competing, with its progress link.
  await page.getByRole('tab', { name: /^Candidates/ }).click();
  const recruitment = page.getByRole('region', { name: 'Recruitment' });
  await expect(recruitment.getByRole('link', { name, exact: true })).toHaveAttribute(
    'href',
    new RegExp(`/opportunity/${opportunityId}/application/`),
  );
  // Beside it, the professional's own page in a new tab (issue 23: a name opens the professional).
  const profile = recruitment.getByRole('link', { name: `${name}'s profile (opens in a new tab)` });
  await expect(profile).toHaveAttribute('href', /^\/professional\/[^/]+$/);
  await expect(profile).toHaveAttribute('target', '_blank');
  const candidate = page.getByRole('list', { name: 'Candidates' }).getByRole('article', { name });
  await expect(candidate.getByTestId('candidate-status')).toHaveText('Status: Competing');
  await expectNoSeriousA11yViolations(page);

  // 'Não comunicar encerramento': kept by the server (the list reloads it).
  const noNotice = candidate.getByRole('switch', { name: "Don't communicate the closing" });
  // The switch turns at once (optimistic): reload only once the server has answered, or the reload cancels the save.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/change-finish-notice') && response.request().method() === 'POST',
  );
  await noNotice.check();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(
    page
      .getByRole('list', { name: 'Candidates' })
      .getByRole('article', { name })
      .getByRole('switch', { name: "Don't communicate the closing" }),
  ).toBeChecked();

  await candidate.getByRole('button', { name: 'Dismiss' }).click();
  const dismissDialog = page.getByRole('dialog', { name: `Dismiss ${name}` });
  await dismissDialog.getByRole('checkbox', { name: 'Tell the professional by e-mail' }).check();
  // Issue 22: a named close button, and the red Dismiss readable at AA (it read 3.84:1).
  await expectNoSeriousA11yViolations(page);
  await dismissDialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('E-mail sent.')).toBeVisible();
  await expect(candidate.getByTestId('candidate-status')).toHaveText('Status: Dismissed');
  await expect(candidate.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);

  // The outbox holds the dismissal, addressed to the professional, and the invitation before it.
  const mailbox = await page.request.get('/api/dev/mailbox');
  const { messages } = (await mailbox.json()) as { messages: Array<{ to: string; template: string }> };
  const theirs = messages.filter((message) => message.to === email.toLowerCase()).map((m) => m.template);
  expect(theirs.slice(0, 2)).toEqual(['dismissed', 'invitation']);
});
