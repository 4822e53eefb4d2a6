import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { acceptCookies, acceptPrivacyPolicy, apiSignIn, DEMO, useToken } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';

/**
 * Issue 22 item 7: what a tour of the screens in Chromium found (390 px in pt-PT, 1366 px in en-US): Portuguese
 * on English screens, Brazilian text for European readers, and the kanban card's clipped client line and twin
 * copies. Each journey reads the demo world through the API, so it names no demo word itself.
 */

async function signedIn(page: Page, baseURL: string | undefined, email: string, language: string) {
  const token = await apiSignIn(page.request, email);
  await acceptPrivacyPolicy(page.request, token);
  await acceptCookies(page, baseURL ?? '');
  await page.addInitScript((value) => window.localStorage.setItem('mosaico.language', value), language);
  await useToken(page, token);
  return token;
}

async function getJson<T>(request: APIRequestContext, path: string, token: string, language = 'en-US') {
  const response = await request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

interface Board {
  cards: Array<{ _id: string; idOpportunity: number; titulo: string }>;
  columns: Record<string, string[]>;
}

/**
 * GET opportunity/kanban travels packed by field (docs/decisions/boards.md, board-wire.ts): one array per field,
 * columns as indexes into them. Read back card by card here, as the screen reads it.
 */
async function getBoard(request: APIRequestContext, token: string): Promise<Board> {
  const wire = await getJson<{
    cards: { _id: string[]; idOpportunity: number[]; titulo: string[] };
    columns: Record<string, number[]>;
  }>(request, '/opportunity/kanban', token);
  const cards = wire.cards._id.map((_id, at) => ({
    _id,
    idOpportunity: wire.cards.idOpportunity[at] as number,
    titulo: wire.cards.titulo[at] as string,
  }));
  const columns = Object.fromEntries(
    Object.entries(wire.columns).map(([column, indexes]) => [
      column,
      indexes.map((at) => wire.cards._id[at] as string),
    ]),
  );
  return { cards, columns };
}

test.describe('in pt-PT on a phone-sized screen', () => {
  test.use({ locale: 'pt-PT', viewport: { width: 390, height: 844 } });

  test('the recruiter reads European Portuguese: enrolled counts, wins and defeats, and the text templates', async ({
    page,
    baseURL,
  }) => {
    await signedIn(page, baseURL, DEMO.recruiter, 'pt-PT');

    // The home counts the enrolled as the professionals' tabs name them ('Inscritos'), not 'triados'.
    await page.goto('/');
    await expect(page.getByText(/\d+ inscritos?$/).first()).toBeVisible();
    await expect(page.getByText(/\d+ triados?$/)).toHaveCount(0);

    await page.goto('/kanban');
    await expect(page.getByRole('button', { name: 'Vitórias/Derrotas' })).toBeVisible();

    await page.goto('/opportunity/create');
    await page.getByRole('combobox', { name: 'Modelo de texto' }).click();
    await page.getByRole('option').first().click();
    const details = page.locator('#opp-details');
    await expect(details).toContainText('Sobre a vaga');
    await expect(details).not.toContainText(/\btime do cliente|\bequipe\b|Planejar|Gerenciar/);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('in en-US on a desktop screen', () => {
  test.use({ locale: 'en-US', viewport: { width: 1366, height: 900 } });

  test('the professional mosaic knows its pieces in English', async ({ page, baseURL }) => {
    const token = await signedIn(page, baseURL, DEMO.professional, 'en-US');
    const id = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub as string;
    const me = await getJson<{
      perfilUsuario: {
        mosaico: { escolhidas: Array<{ detalhe: { nome: string; classif: string }; posicao: unknown }> };
      };
    }>(page.request, `/users/me/${id}`, token);
    const dictionary = await getJson<Record<string, Array<{ nome: string; nomeCaption: string }>>>(
      page.request,
      '/dictionary/dictionary',
      token,
    );
    const placedInterests = me.perfilUsuario.mosaico.escolhidas
      .filter((entry) => entry.posicao && entry.detalhe.classif === 'euquero')
      .map((entry) => dictionary.euquero?.find((term) => term.nome === entry.detalhe.nome)?.nomeCaption)
      .filter((caption): caption is string => Boolean(caption));
    expect(placedInterests.length).toBeGreaterThan(0);

    await page.goto(`/professional/${id}/professinal-profile`);
    await page.getByRole('tab', { name: '2. Create your professional mosaic' }).click();
    const grid = page.getByTestId('mosaic-grid');
    for (const caption of placedInterests) {
      await expect(grid).toContainText(caption);
      await expect(page.getByRole('button', { name: caption, exact: true, pressed: true })).toBeVisible();
    }
    // Choosing an interest she has takes it off; it is never refused as a fourth one.
    const [first] = placedInterests;
    await page.getByRole('button', { name: first, exact: true, pressed: true }).click();
    await expect(page.getByRole('button', { name: first, exact: true, pressed: false })).toBeVisible();
    await expect(page.getByText(/Choose at most 3 interests/)).toHaveCount(0);
  });

  test('the opportunity screens read English: expanded card details, mosaic tiles, salary ranges, channels and phones', async ({
    page,
    baseURL,
  }) => {
    const token = await signedIn(page, baseURL, DEMO.recruiter, 'en-US');
    const board = await getBoard(page.request, token);
    const dictionary = await getJson<Record<string, Array<{ nome: string; nomeCaption: string }>>>(
      page.request,
      '/dictionary/dictionary',
      token,
    );
    const captions = new Map(
      [...(dictionary.euquero ?? []), ...(dictionary.eusou ?? []), ...(dictionary.eusei ?? [])]
        .filter((term) => term.nome !== term.nomeCaption)
        .map((term) => [term.nome, term.nomeCaption]),
    );
    // An opportunity with English details and a mosaic tile whose English caption differs from its name.
    let chosen: { id: string; caption: string; nome: string } | null = null;
    for (const card of board.cards) {
      const detail = await getJson<{
        detalhesEn: string | null;
        mosaico: Array<{ detalhe: { nome: string } }>;
      }>(page.request, `/opportunity/${card._id}`, token);
      const tile = detail.mosaico.find((entry) => captions.has(entry.detalhe.nome));
      if (detail.detalhesEn && tile) {
        chosen = { id: card._id, nome: tile.detalhe.nome, caption: captions.get(tile.detalhe.nome) ?? '' };
        break;
      }
    }
    if (!chosen)
      throw new Error('the demo world has no opportunity with English details and a captioned tile');

    await page.goto(`/kanban/card-details/${chosen.id}`);
    await expect(page.getByTestId('card-details')).toContainText('About the role');

    await page.goto(`/opportunity/${chosen.id}`);
    const mosaic = page.getByRole('list', { name: /mosaic/i });
    await expect(mosaic).toContainText(chosen.caption);
    await expect(mosaic).not.toContainText(chosen.nome);

    await page.goto('/opportunity/create');
    await page.getByRole('checkbox', { name: 'CLT', exact: true }).check();
    await page.getByRole('combobox', { name: 'Salary range (CLT)' }).click();
    await expect(page.getByRole('option', { name: '500 to 1k' })).toBeVisible();
    await expect(page.getByRole('option', { name: '500 a 1k' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The professionals screen: a phone's type for screen readers (the channels: enrol-modal.test.tsx).
    await page.goto(`/opportunity/${chosen.id}/professionals?state=compatibles`);
    const card = page.getByTestId('professional-card').first();
    await expect(card).toBeVisible();
    await expect(page.getByText('Phone (preferred):').first()).toBeAttached();
    await expect(page.getByText(/Phone \(Preferencial\)/)).toHaveCount(0);
  });

  test('kanban cards show their client line whole and mark an opportunity shown in its stage and in Closed', async ({
    page,
    baseURL,
  }) => {
    const token = await signedIn(page, baseURL, DEMO.recruiter, 'en-US');
    const board = await getBoard(page.request, token);
    const stages = ['review', 'recruitment', 'evaluation', 'selection', 'presentation'];
    const twinId = board.columns.closed?.find((id) =>
      stages.some((stage) => board.columns[stage]?.includes(id)),
    );
    if (!twinId) throw new Error('the demo world has no opportunity in a stage and in Closed positions');
    const twin = board.cards.find((card) => card._id === twinId);
    const stage = stages.find((column) => board.columns[column]?.includes(twinId)) ?? '';

    await page.goto('/kanban');
    const firstCard = page.getByTestId('board-card').first();
    await expect(firstCard).toBeVisible();
    // The client line is a whole line of text, not a sliver.
    const clientHeights = await page
      .getByTestId('board-card')
      .evaluateAll((cards) =>
        cards.map((card) => (card.children[1] as HTMLElement).getBoundingClientRect().height),
      );
    expect(Math.min(...clientHeights)).toBeGreaterThanOrEqual(16);

    const copy = (column: string) =>
      page
        .locator(`[data-column="${column}"]`)
        .getByTestId('board-card')
        .filter({ has: page.getByRole('link', { name: new RegExp(`\\(#${twin?.idOpportunity}\\)`) }) });
    const stageName = stage.charAt(0).toUpperCase() + stage.slice(1);
    await expect(copy('closed').getByTestId('board-card-twin')).toHaveText(`Also in ${stageName}`);
    await expect(copy(stage).getByTestId('board-card-twin')).toHaveText('Also in Closed positions');
    await expectNoSeriousA11yViolations(page);
  });
});
