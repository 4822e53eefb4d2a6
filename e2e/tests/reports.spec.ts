import { expect, type Page, test } from '@playwright/test';
import {
  acceptCookies,
  acceptPrivacyPolicy,
  apiSignIn,
  DEMO,
  registerProfessional,
  useToken,
} from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createOwnOpportunity, publishOpportunity } from '../support/matching';

/** A calendar day `offset` days from today, as the date fields and the API take it. */
function day(offset: number): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000 + offset * 86_400_000);
  return local.toISOString().slice(0, 10);
}
const brazilian = (value: string) => value.split('-').reverse().join('/');

/**
 * The manager's own opportunity, published today, with one candidate who met stage 1 today: its recruitment
 * period is a same-day one (0.25 day) and it now sits in evaluation. The journey's title keeps it apart from the
 * demo world's opportunities and from other journeys'.
 */
async function seedOpportunity(page: Page): Promise<{ token: string; title: string }> {
  const request = page.request;
  const token = await apiSignIn(request, DEMO.manager);
  await acceptPrivacyPolicy(request, token);
  const title = `Relatório ${Date.now().toString(36)}`;
  const opportunityId = await createOwnOpportunity(request, token, { titulo: title });
  await publishOpportunity(request, token, opportunityId);
  const professional = await registerProfessional(request, {
    language: 'en-US',
    firstName: 'Rui',
    lastName: 'Relatorio',
  });
  const auth = { authorization: `Bearer ${token}` };
  const made = await request.post(`/api/opportunity/${opportunityId}/becomeCandidate`, {
    headers: auth,
    data: {
      _usuario: { _id: professional.id },
      conversionType: 'candidate',
      triageRecruitmentOptions: { capture: 'Busca', source: 'LinkedIn', date: day(0), details: '' },
      byRH: true,
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const stages = await request.post(`/api/opportunity/${opportunityId}/change-step-candidate`, {
    headers: auth,
    data: {
      candidate: professional.id,
      version: 0,
      steps: [{ key: 1, meetsTheRequirements: 0, date: day(0), details: '<p>Currículo analisado.</p>' }],
    },
  });
  expect(stages.status(), await stages.text()).toBe(200);
  return { token, title };
}

test.describe('reports: recruitment indicators', () => {
  test('a manager sets a period, switches the display, expands a row, reads the chart and opens both reports', async ({
    page,
    baseURL,
  }) => {
    const { token, title } = await seedOpportunity(page);
    await acceptCookies(page, baseURL ?? '');
    await useToken(page, token);
    await page.goto('/reports');
    await expect(page.getByRole('heading', { name: 'Recruitment indicators' })).toBeVisible();
    await expect(page.getByTestId('recruitment-table')).toBeVisible();

    // Only the manager's own opportunities, over the last week.
    // The recruitment filters come first; the other reports' panel below has its own 'Responsible'.
    await page.getByRole('combobox', { name: 'Responsible' }).first().click();
    await page.getByRole('option', { name: 'Gustavo Estrela' }).click();
    const start = page.getByRole('textbox', { name: 'From', exact: true });
    await start.fill(brazilian(day(-7)));
    await start.press('Enter');
    await expect(page.getByTestId('recruitment-table')).toBeVisible();

    const row = page.getByRole('row', { name: /Gustavo Estrela/ });
    await row.getByRole('button', { name: 'Show the opportunities of Gustavo Estrela' }).click();
    const link = page.getByRole('link', { name: new RegExp(title) });
    await expect(link).toHaveAttribute('href', /\/opportunity\/.+\/professionals\?state=candidates$/);
    const opportunityRow = page.getByRole('row').filter({ has: link });
    // Recruitment from publication to the first positive registration of stage 1, both today: 0.25 day.
    await expect(opportunityRow.getByRole('cell').nth(1)).toHaveText('0.25');
    await expect(opportunityRow.getByRole('cell').nth(2)).toHaveText('In progress');

    await page.getByText('Days elapsed up to the stage').click();
    await expect(page.getByTestId('report-definition')).toContainText(
      'Days elapsed up to the stage: from the',
    );

    // The chart's figures as a screen reader reads them.
    const chartData = page.getByTestId('report-chart-data');
    await expect(chartData.getByRole('rowheader', { name: 'Recruitment' })).toBeAttached();
    await expect(
      chartData
        .getByRole('row', { name: /Recruitment/ })
        .getByRole('cell')
        .first(),
    ).toHaveText(/^\d/);
    await expect(page.getByRole('figure', { name: 'Average days per stage' })).toBeVisible();

    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Evaluations report' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: 'Deleted profiles' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('dates out of order are refused on the phone @phone', async ({ page, baseURL }) => {
    const token = await apiSignIn(page.request, DEMO.manager);
    await acceptPrivacyPolicy(page.request, token);
    await acceptCookies(page, baseURL ?? '');
    await useToken(page, token);
    await page.goto('/reports');
    await expect(page.getByTestId('recruitment-table').or(page.getByTestId('report-empty'))).toBeVisible();
    const end = page.getByRole('textbox', { name: 'To', exact: true });
    await end.fill(brazilian(day(-40)));
    await end.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Dates out of chronological order.' }),
    ).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(width).toBeLessThanOrEqual(1);
  });
});
