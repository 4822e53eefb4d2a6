import { type APIRequestContext, expect, test } from '@playwright/test';
import { acceptCookies, acceptPrivacyPolicy, apiSignIn, DEMO, signInPage } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';

interface Criterion {
  nome: string;
  level: number;
  required: boolean;
}

/** A demo opportunity whose compatibles list holds at least 3 professionals, found through the API. */
async function opportunityWithCompatibles(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const search = await request.get('/api/opportunity/search/oppRh?keywords=', { headers });
  expect(search.status(), await search.text()).toBe(200);
  const { opportunities } = (await search.json()) as { opportunities: Array<{ id: string }> };
  for (const { id } of opportunities) {
    // The engine computes every demo opportunity at start-up: wait for it as the screen does.
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
    expect(page.status()).toBe(200);
    const body = (await page.json()) as { total: number };
    if (body.total >= 3) return id;
  }
  throw new Error('no demo opportunity with 3 or more compatible professionals');
}

test.describe('recruiter compatibles tab', () => {
  test('ranks compatibles by adherence and explains a match as the professional sees it @phone', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL ?? '');
    const token = await signInPage(page, DEMO.recruiter);
    await acceptPrivacyPolicy(page.request, token);
    const opportunityId = await opportunityWithCompatibles(page.request, token);

    await page.goto(`/opportunity/${opportunityId}/professionals?state=compatibles`);
    const list = page.getByRole('list', { name: 'Compatible professionals, ranked' });
    await expect(list).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Compatibles/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: /^Enrolled/ })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('combobox', { name: 'Order by' })).toHaveValue('0');

    // Ranked by adherence: the values never increase down the page.
    const adherence = await list
      .getByTestId('adherence')
      .evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-value'))));
    expect(adherence.length).toBeGreaterThanOrEqual(3);
    expect(adherence).toEqual([...adherence].sort((a, b) => b - a));

    // The first card that is not a deleted registration: open its explanation.
    const card = list.locator('[data-testid="professional-card"]:not([data-deleted])').first();
    const userId = (await card.getAttribute('data-user-id')) ?? '';
    expect(userId).not.toBe('');
    await expect(card.getByRole('link').first()).toHaveAttribute('target', '_blank');
    await expect(card.getByRole('link').first()).toHaveAttribute('href', `/professional/${userId}`);
    await card.getByRole('button', { name: 'Why this match' }).click();
    const explanation = card.getByTestId('match-explanation');
    await expect(explanation).toBeVisible();

    // The same criteria and levels the candidature details (GET opportunity/:id/candidate/:userId) give.
    const candidate = await page.request.get(`/api/opportunity/${opportunityId}/candidate/${userId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(candidate.status(), await candidate.text()).toBe(200);
    const expected = (await candidate.json()) as {
      requiredCriterias: Criterion[];
      desirableCriterias: Criterion[];
    };
    const shown = async (testId: string) =>
      explanation
        .getByTestId(testId)
        .getByTestId('criterion')
        .evaluateAll((rows) =>
          rows.map((row) => ({
            nome: row.getAttribute('data-criterion'),
            level: Number(row.querySelector('[data-level]')?.getAttribute('data-level')),
          })),
        );
    const pick = (items: Criterion[]) => items.map(({ nome, level }) => ({ nome, level }));
    expect(await shown('required-criteria')).toEqual(pick(expected.requiredCriterias));
    expect(await shown('desirable-criteria')).toEqual(pick(expected.desirableCriterias));
    await expect(explanation.getByRole('region', { name: 'Required parameters' })).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  });

  test('a professional opening the screen is told it is not theirs', async ({ page, baseURL }) => {
    await acceptCookies(page, baseURL ?? '');
    const recruiterToken = await apiSignIn(page.request, DEMO.recruiter);
    const opportunityId = await opportunityWithCompatibles(page.request, recruiterToken);
    const token = await signInPage(page, DEMO.professional);
    await acceptPrivacyPolicy(page.request, token);
    await page.goto(`/opportunity/${opportunityId}/professionals?state=compatibles`);
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await expect(page.getByText('Please wait. We are processing the information.')).toHaveCount(0);
  });
});
