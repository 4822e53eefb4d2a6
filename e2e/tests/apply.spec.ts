import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  acceptCookies,
  acceptPrivacyPolicy,
  apiSignIn,
  DEMO,
  registerProfessional,
  useToken,
} from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';

// Finding an opportunity, reading it and applying (000 §2, §4; 001 §2.3).

const MISSING_ID = '00000000-0000-0000-0000-000000000000';

/** The id of a public demo opportunity, found through the professionals' search. */
async function openOpportunityId(
  request: APIRequestContext,
  keywords: string,
  title: string,
): Promise<string> {
  const response = await request.get('/api/opportunity/search/opp', { params: { keywords } });
  expect(response.status()).toBe(200);
  const { opportunities } = (await response.json()) as {
    opportunities: Array<{ id: string; title: string }>;
  };
  const found = opportunities.find((card) => card.title === title);
  expect(found, `the demo world has "${title}" open`).toBeTruthy();
  return found?.id ?? '';
}

/** A finished demo opportunity (closed with no vacancies), found through the recruiters' search. */
async function finishedOpportunity(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const token = await apiSignIn(request, DEMO.recruiter);
  const response = await request.get('/api/opportunity/search/oppRh', {
    params: { status: 'finalized' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { opportunities } = (await response.json()) as {
    opportunities: Array<{ id: string; title: string }>;
  };
  const found = opportunities[0];
  expect(found, 'the demo world has a finished opportunity').toBeTruthy();
  return { id: found?.id ?? '', title: found?.title ?? '' };
}

test.describe('finding and applying to an opportunity', () => {
  test('a visitor searches from home, opens a result and is sent to sign-up carrying the id', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL ?? '');
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Search opportunities' });
    await form.getByRole('textbox', { name: 'Keywords' }).fill('Java');
    await form.getByRole('textbox', { name: 'Location' }).fill('São Pau');
    await page
      .getByRole('option', { name: /^São Paulo, .*Brazil$/ })
      .first()
      .click();
    await form.getByRole('checkbox', { name: 'Home office / Hybrid' }).check();
    // With a place chosen, the distance around it (000 §9: km, 50 by default).
    const distance = form.getByRole('combobox', { name: 'Distance' });
    await expect(distance).toHaveValue('50');
    await distance.selectOption('100');
    await form.getByRole('button', { name: 'Find' }).click();

    // Results: the form on top keeps what was searched; the grid holds the hybrid Java opportunity in São Paulo.
    await expect(page).toHaveURL(
      /\/search\?keywords=Java&location=S%C3%A3o\+Paulo.*&place_id=gn_.*&homeOffice=true&radius=100/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Search opportunities' })).toBeVisible();
    const resultsForm = page.getByRole('search', { name: 'Search opportunities' });
    await expect(resultsForm.getByRole('textbox', { name: 'Keywords' })).toHaveValue('Java');
    await expect(resultsForm.getByRole('textbox', { name: 'Location' })).toHaveValue(/^São Paulo, /);
    await expect(resultsForm.getByRole('checkbox', { name: 'Home office / Hybrid' })).toBeChecked();
    await expect(resultsForm.getByRole('combobox', { name: 'Distance' })).toHaveValue('100');
    const result = page.getByRole('link', {
      name: 'Open opportunity Desenvolvedor(a) Java Sênior in a new tab',
    });
    await expect(result).toBeVisible();
    await expect(page.getByText(/opportunit(y|ies) found/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A search with no match says so.
    await resultsForm.getByRole('textbox', { name: 'Keywords' }).fill('zzzznothingmatches');
    await resultsForm.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText('No opportunities found.')).toBeVisible();
    await page.goBack();
    await expect(result).toBeVisible();

    // The card opens the opportunity in a new tab.
    const [detail] = await Promise.all([page.waitForEvent('popup'), result.click()]);
    await expect(detail).toHaveURL(/\/opportunity\/[0-9a-f-]{36}$/);
    const id = new URL(detail.url()).pathname.split('/').pop() ?? '';
    await expect(
      detail.getByRole('heading', { level: 1, name: 'Desenvolvedor(a) Java Sênior' }),
    ).toBeVisible();
    await expect(detail.getByText(/^Created on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(
      detail.getByRole('list', { name: 'Mosaic pieces' }).getByRole('listitem').first(),
    ).toBeVisible();
    // English version of the details in en-US.
    await expect(detail.getByRole('heading', { name: 'About the role' })).toBeVisible();
    await expect(detail.getByText('São Paulo, São Paulo, Brazil')).toBeVisible();
    await expect(detail.getByText('Hybrid').first()).toBeVisible();
    await expectNoSeriousA11yViolations(detail);

    await detail.getByRole('button', { name: 'Apply' }).click();
    await expect(detail).toHaveURL(new RegExp(`/signup\\?opportunityId=${id}$`));
    await expect(detail.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(detail);
  });

  test('a registered professional applies with a referrer and then sees "already competing" @phone', async ({
    page,
    baseURL,
  }) => {
    const pro = await registerProfessional(page.request, { firstName: 'Bianca', lastName: 'Moreira' });
    await acceptPrivacyPolicy(page.request, pro.token);
    await acceptCookies(page, baseURL ?? '');
    await useToken(page, pro.token);
    const id = await openOpportunityId(page.request, 'React', 'Programador(a) Front-end React');

    await page.goto(`/opportunity/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Programador(a) Front-end React' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Apply' }).click();

    const modal = page.getByRole('dialog', { name: 'Confirm your application' });
    await expect(modal).toBeVisible();
    await modal.getByRole('textbox', { name: 'Who referred you? (optional)' }).fill('Marta Lopes');
    await expectNoSeriousA11yViolations(page);
    await modal.getByRole('button', { name: 'Confirm application' }).click();

    // Toast with the server's message, the banner, then the candidature details after 1.5 s.
    await expect(page.getByRole('status').filter({ hasText: 'Application sent!' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/candidature-details/${id}$`), { timeout: 10_000 });
    // The details screen confirms the application in its own banner.
    await expect(page.getByText('Your application was registered.', { exact: false })).toBeVisible();

    // The server now counts the professional as a candidate.
    const detail = await page.request.get(`/api/opportunity/${id}`, {
      headers: { authorization: `Bearer ${pro.token}` },
    });
    expect(((await detail.json()) as { isCandidate: boolean }).isCandidate).toBe(true);

    await page.goto(`/opportunity/${id}`);
    const competing = page.getByRole('button', { name: 'Already competing' });
    await expect(competing).toBeVisible();
    await expect(competing).toBeDisabled();
    await expect(page.getByRole('link', { name: 'See my application' })).toHaveAttribute(
      'href',
      `/candidature-details/${id}`,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('a recruiter sees the number, status and stage of a finished opportunity', async ({
    page,
    baseURL,
  }) => {
    const finished = await finishedOpportunity(page.request);
    const token = await apiSignIn(page.request, DEMO.recruiter);
    await acceptPrivacyPolicy(page.request, token);
    await acceptCookies(page, baseURL ?? '');
    await useToken(page, token);
    await page.goto(`/opportunity/${finished.id}`);
    await expect(page.getByRole('heading', { level: 1, name: finished.title })).toBeVisible();
    const summary = page.getByRole('group', { name: 'Opportunity number, status and stage' });
    await expect(summary.getByText(/^No\. \d+$/)).toBeVisible();
    await expect(summary.getByText('Status: Finished')).toBeVisible();
    await expect(summary.getByText('Stage: Closed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('unavailable and missing opportunities (pt-BR)', () => {
  test.use({ locale: 'pt-BR' });

  test('a finished opportunity says it is no longer available; an unknown id says Vaga não encontrada', async ({
    page,
    baseURL,
  }) => {
    const finished = await finishedOpportunity(page.request);
    await acceptCookies(page, baseURL ?? '');

    await page.goto(`/opportunity/${finished.id}`);
    await expect(page.getByRole('heading', { level: 1, name: finished.title })).toBeVisible();
    await expect(page.getByText('A oportunidade não está mais disponível.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Candidatar-me' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/opportunity/${MISSING_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Vaga não encontrada' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
