import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { acceptCookies, acceptPrivacyPolicy, DEMO, signInPage } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createOwnOpportunity } from '../support/matching';

// The opportunity's expanded kanban card (002 §2.4, §4, §5; issue 10 item 2) over the demo world, on an
// opportunity the journey creates (unpublished, kanban off) and deletes at the end, so other journeys see the demo
// opportunities unchanged.

// Long enough for the card to cut its details.
const DETAILS = `<p>${'Plataforma de pagamentos em Kotlin. '.repeat(30)}</p>`;

async function deleteOpportunity(request: APIRequestContext, token: string, id: string): Promise<void> {
  const response = await request.delete(`/api/opportunity/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function firstSquad(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/api/squad', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const [squad] = (await response.json()) as Array<{ name: string }>;
  if (!squad) throw new Error('the demo world has no squad');
  return squad.name;
}

async function signedIn(page: Page, baseURL: string | undefined): Promise<string> {
  await acceptCookies(page, baseURL ?? '');
  const token = await signInPage(page, DEMO.recruiter);
  await acceptPrivacyPolicy(page.request, token);
  return token;
}

test('a recruiter works an opportunity from its expanded kanban card', async ({ page, baseURL }) => {
  const token = await signedIn(page, baseURL);
  const titulo = `Card journey ${Date.now()}`;
  const id = await createOwnOpportunity(page.request, token, { titulo, detalhes: DETAILS });
  const squadName = await firstSquad(page.request, token);

  // Opened in a new tab from the board: no history behind it; a 1366 px laptop screen.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/kanban/card-details/${id}`);
  await expect(page.getByRole('link', { name: titulo })).toHaveAttribute('href', `/opportunity/${id}`);
  await expect(page.getByText('Cascade Cloud')).toBeVisible();
  await expect(page.getByText('Not published', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Created on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByTestId('card-details')).toHaveText(/…$/);
  await expect(
    page.getByText('Not published yet: the recruitment period starts at publication.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // 'Ativar no Kanban' while unpublished: on, then off.
  const kanban = page.getByRole('switch', { name: 'Active on the Kanban' });
  const mural = page.getByRole('switch', { name: 'Show on the job board' });
  await expect(kanban).not.toBeChecked();
  await expect(kanban).toBeEnabled();
  await kanban.click({ force: true });
  await expect(kanban).toBeChecked();
  await kanban.click({ force: true });
  await expect(kanban).not.toBeChecked();

  // 'Exibir no Mural' on: published, the kanban forced on and locked, with the reason.
  await mural.click({ force: true });
  await expect(mural).toBeChecked();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(kanban).toBeChecked();
  await expect(kanban).toBeDisabled();
  await expect(
    page.getByText('While the opportunity is on the job board, the Kanban stays on.'),
  ).toBeVisible();
  // Publishing dated the recruitment period: the dates were read again.
  await expect(page.getByRole('cell', { name: 'In progress' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Off again: not published, the kanban free to change (and still on).
  await mural.click({ force: true });
  await expect(page.getByText('Not published', { exact: true })).toBeVisible();
  await expect(kanban).toBeEnabled();
  await expect(kanban).toBeChecked();

  // Positions, then defeats: two more defeats take two positions.
  const positions = page.getByLabel('Positions to fill');
  const defeats = page.getByLabel('Defeats', { exact: true });
  await positions.fill('5');
  await positions.press('Enter');
  await expect(positions).toHaveValue('5');
  await expect(defeats).toHaveValue('0');
  await defeats.fill('2');
  await defeats.press('Enter');
  await expect(positions).toHaveValue('3');
  await expect(defeats).toHaveValue('2');
  // A negative count is refused with its message; the old value stays.
  await defeats.fill('-1');
  await defeats.blur();
  await expect(page.getByText('Defeats cannot be negative.')).toBeVisible();
  await expect(defeats).toHaveValue('2');
  await expect(positions).toHaveValue('3');
  await page.reload();
  await expect(page.getByLabel('Positions to fill')).toHaveValue('3');
  await expect(page.getByLabel('Defeats', { exact: true })).toHaveValue('2');

  // Squad set, then cleared with its button.
  await page.getByLabel('Squad').first().click();
  await page.getByRole('option', { name: squadName, exact: true }).click();
  await expect(page.getByLabel('Squad').first()).toHaveValue(squadName);
  await page.reload();
  await expect(page.getByLabel('Squad').first()).toHaveValue(squadName);
  await page.getByRole('button', { name: 'Clear the squad' }).click();
  await expect(page.getByLabel('Squad').first()).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Squad').first()).toHaveValue('');

  // The responsible: cleared, then the demo recruiter again.
  const responsible = page.getByLabel('Responsible').first();
  const ownName = await responsible.inputValue();
  expect(ownName).not.toBe('');
  await page.getByRole('button', { name: 'Clear the responsible' }).click();
  await expect(responsible).toHaveValue('');
  await responsible.click();
  await page.getByRole('option', { name: ownName, exact: true }).click();
  await expect(responsible).toHaveValue(ownName);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The counters lead to the professionals screen's tabs; close goes back to the card.
  await expect(page.getByTestId('counter-compatibles')).toHaveAttribute(
    'href',
    `/opportunity/${id}/professionals?state=compatibles`,
  );
  await expect(page.getByTestId('counter-candidates')).toHaveAttribute(
    'href',
    `/opportunity/${id}/professionals?state=candidates`,
  );
  await page.getByTestId('counter-enrolled').click();
  await expect(page).toHaveURL(new RegExp(`/opportunity/${id}/professionals\\?state=enrolled$`));
  await expect(page.getByRole('tab', { name: /^Enrolled/ })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page.getByRole('link', { name: titulo })).toBeVisible();

  // With no history behind it (a new tab), close goes to the board.
  await page.goto(`/kanban/card-details/${id}`);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/kanban$/);

  await deleteOpportunity(page.request, token, id);
  await page.goto(`/kanban/card-details/${id}`);
  await expect(page.getByRole('heading', { name: 'Opportunity not found' })).toBeVisible();
});

test.describe('on a 390 px phone in Portuguese (Portugal)', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'pt-PT', isMobile: true, hasTouch: true });

  test('the card reads in pt-PT and fits the screen', async ({ page, baseURL }) => {
    const token = await signedIn(page, baseURL);
    const titulo = `Cartão 390 ${Date.now()}`;
    const id = await createOwnOpportunity(page.request, token, { titulo, detalhes: DETAILS });

    await page.goto(`/kanban/card-details/${id}`);
    await expect(page.getByRole('link', { name: titulo })).toBeVisible();
    await expect(page.getByText('Não publicada', { exact: true })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Ativar no Kanban' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Exibir no Mural' })).toBeVisible();
    await expect(page.getByLabel('Vagas a preencher')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Etapa' })).toBeVisible();
    await expect(
      page.getByText('Ainda não publicada: o período de recrutamento começa na publicação.'),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const defeats = page.getByLabel('Derrotas', { exact: true });
    await defeats.fill('');
    await defeats.blur();
    // Defeats must be filled in (002 §5): the message, and the old value back.
    await expect(page.getByText('Preencha o campo Derrotas.')).toBeVisible();
    await expect(defeats).toHaveValue('0');
    await expectNoSeriousA11yViolations(page);

    await deleteOpportunity(page.request, token, id);
  });
});
