import { expect, type Locator, type Page, test } from '@playwright/test';
import { acceptCookies, acceptPrivacyPolicy, DEMO, signInPage } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';

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
    await signInAs(page, baseURL, 'pt-BR');
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
    await page.getByRole('checkbox', { name: 'Desistiu' }).check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Talento atualizado')).toBeVisible();

    // Back on the board: phase 3, in group H1.
    await page.goto('/kanban/talents?group=H1');
    await boardLoaded(page, 'Grupo');
    const finished = page.getByRole('region', { name: 'Fase 3: Contratado ou desistiu' });
    await expect(talentCard(finished, 'Sebastião Nogueira')).toBeVisible();
    await expect(talentCard(finished, 'Sebastião Nogueira').getByText('Desistiu')).toBeVisible();
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
