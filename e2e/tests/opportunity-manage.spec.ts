import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  acceptCookies,
  acceptPrivacyPolicy,
  apiSignIn,
  DEMO,
  DEMO_PASSWORD,
  signInPage,
  typeSecondFactorCode,
} from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';

/** A published demo opportunity with mosaic pieces, through the recruiters' feed and the detail call. */
async function publishedOpportunityWithMosaic(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const feed = await request.get('/api/opportunity/filter/published', { headers });
  expect(feed.status(), await feed.text()).toBe(200);
  for (const { _id } of (await feed.json()) as Array<{ _id: string }>) {
    const detail = await request.get(`/api/opportunity/${_id}`, { headers });
    const body = (await detail.json()) as { mosaico?: unknown[]; available?: boolean };
    if (body.available && (body.mosaico?.length ?? 0) >= 2) return _id;
  }
  throw new Error('no published demo opportunity with two mosaic pieces');
}

test.describe('recruiter opportunity management', () => {
  test('a recruiter signing in lands on their opportunities, not the candidates home @phone', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL ?? '');
    const token = await apiSignIn(page.request, DEMO.recruiter);
    await acceptPrivacyPolicy(page.request, token);
    // This browser chose English, so the demo recruiter's saved pt-BR does not replace it at sign-in.
    await page.addInitScript(() => window.localStorage.setItem('mosaico.language', 'en-US'));

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.recruiter);
    await page
      .getByLabel(/^Password/)
      .first()
      .fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Recruiters sign in with a second factor (issue 26).
    await typeSecondFactorCode(page);

    await expect(page.getByRole('heading', { level: 1, name: 'My opportunities' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Find your next IT opportunity' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'New opportunity' })).toHaveAttribute(
      'href',
      '/opportunity/create',
    );
    const first = page.getByRole('listitem').getByRole('link').first();
    await expect(first).toHaveAttribute('href', /^\/opportunity\/[^/]+$/);
    await expectNoSeriousA11yViolations(page);

    await page.getByText('Unpublished', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My opportunities' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The logo leads back to the same board.
    await page.getByTestId('logo-recruiter').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'My opportunities' })).toBeVisible();
  });

  test('a recruiter lays out the mosaic with the keyboard controls and a professional sees it', async ({
    page,
    browser,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL ?? '');
    const token = await signInPage(page, DEMO.recruiter);
    await acceptPrivacyPolicy(page.request, token);
    const id = await publishedOpportunityWithMosaic(page.request, token);

    await page.goto(`/opportunity/${id}`);
    await page.getByRole('button', { name: 'Actions' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    // Issue 22: the open Actions menu holds nothing but its items and separator (aria-required-children).
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('menuitem', { name: 'Edit mosaic' }).click();
    await expect(page).toHaveURL(new RegExp(`/opportunity/${id}/mosaic$`));
    await expectNoSeriousA11yViolations(page);

    const controls = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('group') })
      .first();
    const name = (await controls.locator('p').first().textContent()) ?? '';
    await controls.getByRole('button', { name: `Make ${name} wider` }).click();
    await controls.getByRole('button', { name: `Move ${name} down` }).click();
    await controls.getByLabel(`Colour of ${name}`).fill('#1c7ed6');
    await controls.getByText('Large', { exact: true }).click();
    await page.getByRole('button', { name: 'Save mosaic' }).click();
    await expect(page).toHaveURL(new RegExp(`/opportunity/${id}$`));

    const saved = async (request: APIRequestContext, headers: Record<string, string>) => {
      const detail = await request.get(`/api/opportunity/${id}`, { headers });
      const body = (await detail.json()) as {
        mosaico: Array<{ detalhe: { nome: string }; posicao: { color?: string; fontsize?: number } }>;
      };
      return body.mosaico.find((tile) => tile.detalhe.nome === name)?.posicao;
    };
    await expect
      .poll(() => saved(page.request, { authorization: `Bearer ${token}` }))
      .toMatchObject({ color: '#1c7ed6', fontsize: 3 });

    // After a reload the editor shows the saved layout.
    await page.goto(`/opportunity/${id}/mosaic`);
    await expect(page.getByLabel(`Colour of ${name}`)).toHaveValue('#1c7ed6');

    // A professional reading the opportunity sees the tile in its colour and size.
    const professional = await browser.newContext({ baseURL });
    const other = await professional.newPage();
    // Read in Portuguese, where a tile's caption is the stored name the editor shows (an English screen captions it
    // from the mosaic dictionary: mosaic-preview.test.tsx).
    await other.addInitScript(() => window.localStorage.setItem('mosaico.language', 'pt-BR'));
    await acceptCookies(other, baseURL ?? '');
    const professionalToken = await signInPage(other, DEMO.professional);
    await acceptPrivacyPolicy(other.request, professionalToken);
    await other.goto(`/opportunity/${id}`);
    const tile = other.getByRole('list', { name: 'Peças do mosaico' }).getByText(name, { exact: true });
    await expect(tile).toHaveCSS('background-color', 'rgb(28, 126, 214)');
    await expect(tile).toHaveCSS('font-size', /^(?:[2-3]\d|40)(?:\.\d+)?px$/);
    await professional.close();
  });

  test('comments: a recruiter posts, edits and deletes their own comment (pt-PT)', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL ?? '');
    await page.addInitScript(() => window.localStorage.setItem('mosaico.language', 'pt-PT'));
    const token = await signInPage(page, DEMO.recruiter);
    await acceptPrivacyPolicy(page.request, token);
    const id = await publishedOpportunityWithMosaic(page.request, token);
    await page.goto(`/opportunity/${id}`);

    const section = page.getByRole('region', { name: 'Comentários' });
    const text = `Nota ${Date.now()}`;
    await section.getByLabel('Novo comentário').fill(text);
    await section.getByRole('button', { name: 'Comentar' }).click();
    const comment = section.getByTestId('opportunity-comment').filter({ hasText: text });
    await expect(comment).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await comment.getByRole('button', { name: 'Editar' }).click();
    await comment.getByLabel('Editar comentário').fill(`${text} revista`);
    await comment.getByRole('button', { name: 'Guardar' }).click();
    const edited = section.getByTestId('opportunity-comment').filter({ hasText: `${text} revista` });
    await expect(edited.getByText('editado')).toBeVisible();

    await edited.getByRole('button', { name: 'Eliminar' }).click();
    await expect(section.getByTestId('opportunity-comment').filter({ hasText: text })).toHaveCount(0);
  });
});
