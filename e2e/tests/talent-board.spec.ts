import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  acceptCookies,
  acceptPrivacyPolicy,
  apiSignIn,
  DEMO,
  registerProfessional,
  signInPage,
  useToken,
} from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createOwnOpportunity, publishOpportunity } from '../support/matching';

/** A calendar day `offset` days from today, as the API takes it. */
function day(offset: number): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000 + offset * 86_400_000);
  return local.toISOString().slice(0, 10);
}

// The demo world (apps/api/src/db/seed/demo-data/people.ts) flags talents with their groups, among them
// 'Sarah Miller' (H3) and 'Sebastião Nogueira' (H2). This journey is the only one that changes a talent's record.

async function signInAs(page: Page, baseURL: string | undefined, language: string): Promise<string> {
  await acceptCookies(page, baseURL ?? '');
  const token = await signInPage(page, DEMO.recruiter);
  await acceptPrivacyPolicy(page.request, token);
  await page.addInitScript((value) => window.localStorage.setItem('mosaico.language', value), language);
  return token;
}

const talentCard = (where: Page | Locator, name: string) => {
  const page = 'page' in where ? where.page() : where;
  // `has` is matched inside each card, so its locator starts from the page.
  return where.getByTestId('talent-card').filter({ has: page.getByRole('link', { name, exact: true }) });
};

/** Waits for every page to be in: the progress bar gone and the controls unlocked (002 §2.5). */
async function boardLoaded(page: Page, groupLabel: string) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: groupLabel })).toBeEnabled();
}

test.describe('talent hunters board (002 §2.5, §2.6)', () => {
  test('loads every page, filters by group and keyword, opens a talent, saves group and Desistiu', async ({
    page,
    baseURL,
  }) => {
    const token = await signInAs(page, baseURL, 'pt-BR');
    await page.goto('/');
    await page.getByRole('button', { name: 'Kanban' }).click();
    await page.getByRole('menuitem', { name: 'Caçadores de talentos' }).click();
    await expect(page).toHaveURL(/\/kanban\/talents$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kanban de caçadores de talentos' }),
    ).toBeVisible();
    await boardLoaded(page, 'Grupo');
    await expect(page.getByText(/talentos no quadro$/)).toBeVisible();
    for (const name of [
      'Fase 1: Aguardando Oportunidade',
      'Fase 2: Participando de Processos',
      'Fase 3: Contratado ou desistiu',
    ]) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    await expect(talentCard(page, 'Sarah Miller')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Badges (002 §6): a behavioural opinion of 9, registered through the API, gives Sarah's card the star beside
    // the talent badge.
    const sarahHref = await talentCard(page, 'Sarah Miller')
      .getByRole('link', { name: 'Sarah Miller', exact: true })
      .getAttribute('href');
    const sarahId = sarahHref?.split('/').at(-1) ?? '';
    const auth = { Authorization: `Bearer ${token}` };
    const types = await page.request.get('/api/userevaluation/types', { headers: auth });
    expect(types.ok()).toBe(true);
    const behaviouralType = ((await types.json()) as Array<{ _id: string; name: string }>).find(
      (type) => type.name === 'Parecer Comportamental',
    );
    const registered = await page.request.post(`/api/userevaluation/${sarahId}/registrar-avaliacao`, {
      headers: auth,
      data: { avaliacao: behaviouralType?._id, conteudo: 'Colabora muito bem com a equipa.', resultado: 9 },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    await page.reload();
    await boardLoaded(page, 'Grupo');
    const sarahBadges = talentCard(page, 'Sarah Miller').getByRole('list', {
      name: 'Marcadores do profissional',
    });
    await expect(sarahBadges.getByRole('listitem').filter({ hasText: 'Avaliação 8+' })).toBeVisible();
    await expect(sarahBadges.getByRole('listitem').filter({ hasText: 'Talento' })).toBeVisible();

    // Group H3: Sarah stays, an H2 talent goes; the filter is kept in the URL.
    await page.getByRole('combobox', { name: 'Grupo' }).selectOption('H3');
    await expect(page).toHaveURL(/group=H3/);
    await boardLoaded(page, 'Grupo');
    await expect(talentCard(page, 'Sarah Miller')).toBeVisible();
    await expect(talentCard(page, 'Sebastião Nogueira')).toHaveCount(0);
    await expect(talentCard(page, 'Sarah Miller').getByText(/^H3 – /)).toBeVisible();

    // A keyword chip with Buscar.
    await page.getByRole('combobox', { name: 'Grupo' }).selectOption('all');
    await boardLoaded(page, 'Grupo');
    await page.getByRole('textbox', { name: 'Palavras-chave' }).fill('Sebastião');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/keyword=Sebasti/);
    await boardLoaded(page, 'Grupo');
    await expect(page.getByTestId('talent-card')).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Palavras-chave da busca' })).toContainText('Sebastião');

    // The expanded card: change the group and tick 'Desistiu', save.
    // Beside the name, the professional's own page in a new tab (issue 23: a name opens the professional).
    await expect(
      talentCard(page, 'Sebastião Nogueira').getByRole('link', {
        name: 'Página profissional de Sebastião Nogueira (abre em uma nova aba)',
      }),
    ).toHaveAttribute('href', /^\/professional\/[^/]+$/);
    await talentCard(page, 'Sebastião Nogueira')
      .getByRole('link', { name: 'Sebastião Nogueira', exact: true })
      .click();
    await expect(page).toHaveURL(/\/kanban\/talent\/[^/]+$/);
    const nameLink = page
      .getByRole('heading', { level: 1 })
      .getByRole('link', { name: 'Sebastião Nogueira' });
    await expect(nameLink).toHaveAttribute('href', /^\/professional\//);
    await expectNoSeriousA11yViolations(page);
    const group = page.getByRole('combobox', { name: /Grupo/ });
    // The demo's groups (apps/api/src/db/seed/demo-data/dictionaries.ts TALENT_GROUPS).
    await group.selectOption({ label: 'H1 – Desenvolvimento e Arquitetura' });
    // The responsible: the first recruiter offered (the board card then names them).
    const responsible = page.getByRole('combobox', { name: 'Responsável' });
    await expect(responsible.locator('option')).not.toHaveCount(1);
    await responsible.selectOption({ index: 1 });
    const responsibleName = (await responsible.locator('option:checked').textContent()) ?? '';
    expect(responsibleName).not.toBe('');
    await page.getByRole('checkbox', { name: 'Desistiu' }).check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Talento atualizado')).toBeVisible();

    // Back on the board: phase 3, in group H1.
    await page.goto('/kanban/talents?group=H1');
    await boardLoaded(page, 'Grupo');
    const finished = page.getByRole('region', { name: 'Fase 3: Contratado ou desistiu' });
    await expect(talentCard(finished, 'Sebastião Nogueira')).toBeVisible();
    await expect(talentCard(finished, 'Sebastião Nogueira').getByText('Desistiu')).toBeVisible();
    await expect(
      talentCard(finished, 'Sebastião Nogueira').getByText(`Responsável: ${responsibleName}`),
    ).toBeAttached();
  });

  test('a hire moves a talent from phase 2 to phase 3', async ({ page, baseURL }) => {
    // Seeded through the API: an opportunity of the journey's own and a fresh professional flagged as a talent and
    // made a candidate there (phase 2); then the four stages met and Selecionado (a hire, 002 §4: status 6).
    const request = page.request;
    const token = await apiSignIn(request, DEMO.recruiter);
    await acceptPrivacyPolicy(request, token);
    const auth = { authorization: `Bearer ${token}` };
    const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
    const surname = `Contratado${letters.join('')}`;
    const title = `Caça de talentos ${surname}`;
    const opportunityId = await createOwnOpportunity(request, token, {
      titulo: title,
      criterias: [{ nome: `Cacada${letters.join('')}`, necessary: true }],
      quantidadeVagas: 2,
    });
    await publishOpportunity(request, token, opportunityId);
    const professional = await registerProfessional(request, {
      language: 'pt-BR',
      firstName: 'Tiago',
      lastName: surname,
    });
    await acceptPrivacyPolicy(request, professional.token);
    const flagged = await request.put(`/api/profile/turn-talent/${professional.id}`, {
      headers: auth,
      data: { status: true },
    });
    expect(flagged.ok(), await flagged.text()).toBe(true);
    const made = await request.post(`/api/opportunity/${opportunityId}/becomeCandidate`, {
      headers: auth,
      data: {
        _usuario: { _id: professional.id },
        conversionType: 'candidate',
        triageRecruitmentOptions: { capture: 'Busca', source: 'LinkedIn', date: day(-20), details: '' },
        byRH: true,
      },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const version = async () => {
      const response = await request.get(`/api/opportunity/${opportunityId}/candidature/${professional.id}`, {
        headers: auth,
      });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { version: number }).version;
    };

    await acceptCookies(page, baseURL ?? '');
    await page.addInitScript((value) => window.localStorage.setItem('mosaico.language', value), 'pt-BR');
    await useToken(page, token);
    const fullName = `Tiago ${surname}`;
    await page.goto(`/kanban/talents?keyword=${surname}`);
    await boardLoaded(page, 'Grupo');
    const participating = page.getByRole('region', { name: 'Fase 2: Participando de Processos' });
    await expect(talentCard(participating, fullName)).toBeVisible();
    await expect(talentCard(participating, fullName).getByText(title)).toBeVisible();

    const stages = await request.post(`/api/opportunity/${opportunityId}/change-step-candidate`, {
      headers: auth,
      data: {
        candidate: professional.id,
        version: await version(),
        steps: [1, 2, 3, 4].map((key) => ({
          key,
          meetsTheRequirements: 0,
          date: day(-15 + key * 3),
          details: `<p>Etapa ${key} cumprida.</p>`,
        })),
      },
    });
    expect(stages.ok(), await stages.text()).toBe(true);
    const hired = await request.post(`/api/opportunity/${opportunityId}/change-info-candidate`, {
      headers: auth,
      data: {
        candidate: professional.id,
        status: 6,
        capture: 'Busca',
        source: 'LinkedIn',
        dateVictory: day(0),
        version: await version(),
      },
    });
    expect(hired.ok(), await hired.text()).toBe(true);

    await page.reload();
    await boardLoaded(page, 'Grupo');
    const finished = page.getByRole('region', { name: 'Fase 3: Contratado ou desistiu' });
    await expect(talentCard(finished, fullName)).toBeVisible();
    await expect(talentCard(finished, fullName).getByText(`Contratado · ${title}`)).toBeVisible();
    await expect(talentCard(participating, fullName)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('shows the board on a phone in pt-PT @phone', async ({ page, baseURL }) => {
    await signInAs(page, baseURL, 'pt-PT');
    await page.goto('/kanban/talents');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kanban de caçadores de talentos' }),
    ).toBeVisible();
    await boardLoaded(page, 'Grupo');
    await expect(page.getByRole('region', { name: 'Fase 1: A aguardar oportunidade' })).toBeVisible();
    const last = page.getByRole('region', { name: 'Fase 3: Contratado ou desistiu' });
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
  });
});
