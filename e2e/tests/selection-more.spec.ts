import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  acceptCookies,
  acceptPrivacyPolicy,
  apiSignIn,
  DEMO,
  registerProfessional,
  signInPage,
} from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { compatiblesComputed, createOwnOpportunity } from '../support/matching';
import { uniqueEmail } from './auth-helpers';

// Issue 9 items 1, 3 and 7 (001 §2.6–§2.8): the parts of the professionals screen no other journey uses — the
// keyword search, the candidates tab's responsible filter, 'view CV', the pre-registration card actions and the
// compatibles tab's 'also show weaker matches' switch. Journeys that write create an opportunity of their own
// (unpublished, not sent to the engine, so no compatibles; it cannot be deleted once it has candidates); the others
// only read the demo world.

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs the demo recruiter in on the page, in `language`. */
async function recruiterPage(page: Page, baseURL: string | undefined, language: string): Promise<string> {
  await acceptCookies(page, baseURL ?? '');
  const token = await signInPage(page, DEMO.recruiter);
  await acceptPrivacyPolicy(page.request, token);
  await page.addInitScript((value) => window.localStorage.setItem('mosaico.language', value), language);
  return token;
}

/** Makes a professional a candidate of the opportunity as the recruiter of `token` (byRH). */
async function makeCandidate(
  request: APIRequestContext,
  token: string,
  opportunityId: string,
  userId: string,
) {
  const made = await request.post(`/api/opportunity/${opportunityId}/becomeCandidate`, {
    headers: auth(token),
    data: {
      _usuario: { _id: userId },
      conversionType: 'candidate',
      triageRecruitmentOptions: {
        capture: 'Busca',
        source: 'LinkedIn',
        date: new Date().toISOString().slice(0, 10),
        details: '',
      },
      byRH: true,
    },
  });
  expect(made.status(), await made.text()).toBe(200);
}

async function publishedDemoOpportunities(request: APIRequestContext, token: string): Promise<string[]> {
  const search = await request.get('/api/opportunity/search/oppRh?keywords=&status=published', {
    headers: auth(token),
  });
  expect(search.status(), await search.text()).toBe(200);
  const { opportunities } = (await search.json()) as { opportunities: Array<{ id: string }> };
  return opportunities.map((item) => item.id);
}

test('the keyword search finds professionals 10 a page and says when it finds nobody (pt-PT) @phone', async ({
  page,
  baseURL,
}) => {
  const token = await recruiterPage(page, baseURL, 'pt-PT');
  const [opportunityId] = await publishedDemoOpportunities(page.request, token);
  expect(opportunityId, 'the demo world has a published opportunity').toBeTruthy();

  // The keyword of the demo world that finds the most professionals (read through the same API).
  let best = { keyword: '', total: 0 };
  for (const keyword of ['Java', 'JavaScript', 'React', 'Python', 'SQL', 'Kotlin', 'TypeScript', 'Excel']) {
    const found = await page.request.post(`/api/opportunity/${opportunityId}/10/1/find-by-keyword`, {
      headers: auth(token),
      data: { keywords: keyword, level: 0 },
    });
    expect(found.status(), await found.text()).toBe(200);
    const { total } = (await found.json()) as { total: number };
    if (total > best.total) best = { keyword, total };
  }
  expect(best.total, 'some keyword finds a demo professional').toBeGreaterThan(0);

  await page.goto(`/opportunity/${opportunityId}/professionals?state=compatibles`);
  const section = page.getByRole('region', { name: 'Pesquisar por palavras-chave' });
  const field = section.getByRole('textbox', { name: 'Palavras-chave' });
  await field.fill(best.keyword);
  await section.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${best.keyword}(&|$)`));
  const results = section.getByRole('list', { name: 'Profissionais encontrados por palavras-chave' });
  // The total the screen says (other journeys register professionals meanwhile, so not compared with the count
  // read above); 10 a page: the demo world has more than 10 people with that keyword, so there is a page 2.
  const total = section.getByTestId('keyword-total');
  await expect(total).toHaveText(/^\d+ profissionais encontrados$/);
  const found = Number.parseInt((await total.textContent()) ?? '', 10);
  expect(found, `${best.keyword} finds more than one page`).toBeGreaterThan(10);
  // The results' own items (each card also holds its list of badges).
  const resultItems = results.getByTestId('keyword-result');
  await expect(resultItems).toHaveCount(10);
  await section
    .getByRole('navigation', { name: 'Páginas da pesquisa por palavras-chave' })
    .getByRole('button', { name: 'Página 2', exact: true })
    .click();
  await expect(page).toHaveURL(/[?&]kpage=2(&|$)/);
  await expect(resultItems).toHaveCount(Math.min(found - 10, 10));
  await expect(results.getByText(/^Encontrado em: /).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A word nobody has.
  await field.fill('xyzzyquasenada');
  await section.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(section.getByTestId('keyword-empty')).toHaveText('Nenhum candidato encontrado.');
  await expect(results).toHaveCount(0);

  // Clearing the search takes the query out of the address and the results off the screen.
  await section.getByRole('button', { name: 'Limpar pesquisa' }).click();
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(section.getByTestId('keyword-empty')).toHaveCount(0);
  await expect(field).toHaveValue('');
});

test('the candidates tab narrows to the candidates a chosen recruiter made (pt-BR)', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const token = await recruiterPage(page, baseURL, 'pt-BR');
  const managerToken = await apiSignIn(page.request, DEMO.manager);
  const opportunityId = await createOwnOpportunity(page.request, token, {
    titulo: `Filtro de responsável ${Date.now()}`,
  });
  const byRita = await registerProfessional(page.request, { firstName: 'Renata', lastName: 'Responsável' });
  const byManager = await registerProfessional(page.request, { firstName: 'Gilda', lastName: 'Gestora' });
  await makeCandidate(page.request, token, opportunityId, byRita.id);
  await makeCandidate(page.request, managerToken, opportunityId, byManager.id);

  const responsibles = await page.request.get('/api/responsables', { headers: auth(token) });
  expect(responsibles.status()).toBe(200);
  const people = (await responsibles.json()) as Array<{ _id: string; displayName: string }>;
  const me = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  const manager = JSON.parse(Buffer.from(managerToken.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  const rita = people.find((person) => person._id === me.sub);
  const gestor = people.find((person) => person._id === manager.sub);
  expect(rita && gestor, 'both demo recruiters are responsibles').toBeTruthy();

  await page.goto(`/opportunity/${opportunityId}/professionals?state=candidates`);
  const list = page.getByRole('list', { name: 'Candidatos', exact: true });
  await expect(page.getByTestId('candidates-total')).toHaveText('2 candidatos');
  await expect(list.getByRole('article')).toHaveCount(2);

  const filter = page.getByRole('combobox', { name: 'Tornado candidato por' });
  await filter.selectOption({ label: gestor?.displayName ?? '' });
  await expect(page).toHaveURL(new RegExp(`[?&]responsible=${manager.sub}(&|$)`));
  await expect(page.getByTestId('candidates-total')).toHaveText('1 candidato');
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByRole('article', { name: 'Gilda Gestora' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await filter.selectOption({ label: rita?.displayName ?? '' });
  await expect(page.getByTestId('candidates-total')).toHaveText('1 candidato');
  await expect(list.getByRole('article', { name: 'Renata Responsável' })).toBeVisible();
  await expect(list.getByRole('article', { name: 'Gilda Gestora' })).toHaveCount(0);

  await filter.selectOption({ label: 'Todos' });
  await expect(page).not.toHaveURL(/[?&]responsible=/);
  await expect(list.getByRole('article')).toHaveCount(2);
});

test("'Ver CV' on a candidate's card downloads their newest CV as a PDF (pt-BR)", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const token = await recruiterPage(page, baseURL, 'pt-BR');
  const opportunityId = await createOwnOpportunity(page.request, token, { titulo: `Ver CV ${Date.now()}` });
  const professional = await registerProfessional(page.request, {
    firstName: 'Clara',
    lastName: 'Currículo',
  });
  await makeCandidate(page.request, token, opportunityId, professional.id);

  await page.goto(`/opportunity/${opportunityId}/professionals?state=candidates`);
  const card = page.getByRole('list', { name: 'Candidatos', exact: true }).getByRole('article', {
    name: 'Clara Currículo',
  });
  const fileResponse = page.waitForResponse(
    (response) => /\/api\/documents\/file\//.test(response.url()) && response.request().method() === 'GET',
  );
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Ver CV' }).click();
  const response = await fileResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('cv.pdf');
  const saved = await download.path();
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
});

test("a pre-registered candidate's card resends the pre-registration e-mail and opens the pre-register edit (pt-BR)", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const token = await recruiterPage(page, baseURL, 'pt-BR');
  const opportunityId = await createOwnOpportunity(page.request, token, {
    titulo: `Pré-cadastro no card ${Date.now()}`,
  });
  const email = uniqueEmail('selection-more-pre');
  const created = await page.request.put('/api/users/pre-register', {
    headers: auth(token),
    data: { firstName: 'Paula', lastName: 'Pré', email, opportunityId, preferredLanguage: 'pt-BR' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { user } = (await created.json()) as { user: { _id: string } };
  const added = await page.request.post(
    '/api/opportunity/addProfessionalPreRegisterToCandidateInOpportunity',
    {
      headers: auth(token),
      data: { user: { _id: user._id }, opportunity: { _id: opportunityId } },
    },
  );
  expect(added.status(), await added.text()).toBe(200);

  const mailsTo = async () => {
    const mailbox = await page.request.get('/api/dev/mailbox');
    const { messages } = (await mailbox.json()) as { messages: Array<{ to: string; links: string[] }> };
    return messages.filter((message) => message.to === email);
  };
  const before = (await mailsTo()).length;
  expect(before).toBeGreaterThanOrEqual(1);

  await page.goto(`/opportunity/${opportunityId}/professionals?state=candidates`);
  const card = page.getByRole('list', { name: 'Candidatos', exact: true }).getByRole('article', {
    name: 'Paula Pré',
  });
  await expect(
    card
      .getByRole('list', { name: 'Marcadores do profissional' })
      .getByRole('listitem')
      .filter({ hasText: /^Pré-cadastro\b/ }),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Reenviar e-mail de pré-cadastro' }).click();
  await expect(
    page.getByText('Pré-cadastro realizado: o profissional receberá um e-mail com os próximos passos.'),
  ).toBeVisible();
  await expect.poll(async () => (await mailsTo()).length).toBe(before + 1);
  const [newest] = await mailsTo();
  expect(newest?.links.some((href) => /\/signup\/advanced\/.+\/pre-register$/.test(href))).toBe(true);
  await expectNoSeriousA11yViolations(page);

  const edit = card.getByRole('link', { name: 'Editar pré-cadastro' });
  await expect(edit).toHaveAttribute(
    'href',
    `/professional/pre-register/${opportunityId}/edit?user=${user._id}`,
  );
  await edit.click();
  await expect(page).toHaveURL(
    new RegExp(`/professional/pre-register/${opportunityId}/edit\\?user=${user._id}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Editar pré-cadastro' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
});

test("the compatibles tab's 'also show weaker matches' switch adds the professionals at 60 % or less, marked (pt-BR)", async ({
  page,
  baseURL,
}) => {
  const token = await recruiterPage(page, baseURL, 'pt-BR');
  // A demo opportunity with professionals on both sides of the threshold.
  let chosen = '';
  for (const id of await publishedDemoOpportunities(page.request, token)) {
    await compatiblesComputed(page.request, token, id);
    const totalOf = async (weaker: boolean) => {
      const response = await page.request.get(
        `/api/opportunity/${id}/compatibles/12/1/0${weaker ? '?weaker=true' : ''}`,
        { headers: auth(token) },
      );
      expect(response.status()).toBe(200);
      return ((await response.json()) as { total: number }).total;
    };
    const total = await totalOf(false);
    const withWeaker = await totalOf(true);
    if (total > 0 && withWeaker > total) {
      chosen = id;
      break;
    }
  }
  expect(chosen, 'a demo opportunity has compatibles and weaker matches').not.toBe('');

  // Other journeys change the demo world meanwhile (a professional raising a criterion can cross 60 %), so the
  // counts are read from the screen and compared with each other, not with the numbers read before.
  const shownTotal = async () => {
    const text = (await page.getByTestId('compatibles-total').textContent()) ?? '';
    const match = /^(\d+) profissiona(?:l|is) compatíve(?:l|is)$/.exec(text);
    expect(match, `'${text}' reads as 'N profissionais compatíveis'`).not.toBeNull();
    return Number(match?.[1]);
  };
  const shownValues = (cards: ReturnType<Page['getByTestId']>) =>
    cards
      .getByTestId('adherence')
      .evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-value'))));

  await page.goto(`/opportunity/${chosen}/professionals?state=compatibles`);
  const list = page.getByRole('list', { name: 'Profissionais compatíveis, em ordem' });
  await expect(list).toBeVisible();
  await expect(page.getByTestId('compatibles-total')).toHaveText(/^\d+ profissiona(l|is) compatíve(l|is)$/);
  const compatiblesOnly = await shownTotal();
  expect(compatiblesOnly).toBeGreaterThan(0);
  await expect(list.getByTestId('below-threshold')).toHaveCount(0);
  for (const value of await shownValues(list.getByTestId('professional-card')))
    expect(value).toBeGreaterThan(60);

  const weaker = page.getByRole('switch', { name: 'Mostrar também afinidades menores (até 60 %)' });
  await expect(weaker).not.toBeChecked();
  // The switch follows the address (weaker=1): checked once the route has changed.
  await weaker.click();
  await expect(page).toHaveURL(/[?&]weaker=1(&|$)/);
  await expect(weaker).toBeChecked();
  await expect(async () => expect(await shownTotal()).toBeGreaterThan(compatiblesOnly)).toPass();
  const withWeaker = await shownTotal();
  // The weaker ones rank last: on the last page.
  const pages = Math.ceil(withWeaker / 12);
  if (pages > 1) {
    await page
      .getByRole('navigation', { name: 'Páginas de profissionais compatíveis' })
      .getByRole('button', { name: `Página ${pages}`, exact: true })
      .click();
  }
  const marked = list.getByTestId('professional-card').filter({ has: page.getByTestId('below-threshold') });
  await expect(marked.first()).toBeVisible();
  await expect(marked.first().getByTestId('below-threshold')).toHaveText(
    'Abaixo do limite de compatibilidade (60 %)',
  );
  const markedValues = await shownValues(marked);
  expect(markedValues.length).toBeGreaterThan(0);
  for (const value of markedValues) expect(value).toBeLessThanOrEqual(60);
  await expectNoSeriousA11yViolations(page);

  // Off again: back to the compatibles only, none marked.
  await weaker.click();
  await expect(page).not.toHaveURL(/[?&]weaker=/);
  await expect(weaker).not.toBeChecked();
  await expect(async () => expect(await shownTotal()).toBeLessThan(withWeaker)).toPass();
  await expect(list.getByTestId('below-threshold')).toHaveCount(0);
});
