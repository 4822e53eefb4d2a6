import { expect, type Page, test } from '@playwright/test';
import { acceptCookies, acceptPrivacyPolicy, DEMO, signInPage } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';

// The demo world (apps/api/src/db/seed/demo-data/opportunities.ts) has, among titles, descriptions and skills
// matching "Designer": published 'Designer UX/UI Sênior' (Saúde Conecta) and 'Programador(a) Front-end React'
// (Seguros Atlântico), unpublished 'Solutions Architect' and finalized 'Product Designer' (its motive stored as
// the text 'Encerrada com candidato do fornecedor'). No other journey creates or finishes such opportunities.

async function signInAs(page: Page, baseURL: string | undefined, language: string) {
  await acceptCookies(page, baseURL ?? '');
  const token = await signInPage(page, DEMO.recruiter);
  await acceptPrivacyPolicy(page.request, token);
  await page.addInitScript((value) => window.localStorage.setItem('mosaico.language', value), language);
}

/** Fills the form and presses Encontrar. */
async function find(page: Page, options: { keyword: string; status: string }) {
  await page.getByRole('textbox', { name: 'Palavra-chave' }).fill(options.keyword);
  await page.getByRole('combobox', { name: /^(Status|Estado)$/ }).selectOption({ label: options.status });
  await page.getByRole('button', { name: 'Encontrar' }).click();
}

const results = (page: Page) => page.getByRole('region', { name: 'Resultados' });

test.describe('recruiters opportunity search (002 §2.7)', () => {
  test('searches each status, filters the results, meets the empty messages and keeps the search in the URL', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, baseURL, 'pt-BR');
    await page.goto('/');

    // Reached from the recruiter's Oportunidades menu.
    await page.getByRole('button', { name: 'Oportunidades' }).click();
    await page.getByRole('menuitem', { name: 'Encontrar oportunidades' }).click();
    await expect(page).toHaveURL(/\/opportunities\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buscar oportunidades' })).toBeVisible();
    await expect(page.getByText('Escolha o que procurar e clique em Encontrar.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Publicadas.
    await find(page, { keyword: 'Designer', status: 'Publicadas' });
    await expect(page).toHaveURL(/keywords=Designer&status=published/);
    await expect(results(page).getByText(/^\d+ oportunidades encontradas$/)).toBeVisible();
    const published = results(page).getByRole('link', { name: 'Designer UX/UI Sênior' });
    await expect(published).toHaveAttribute('href', /^\/opportunity\/[^/]+$/);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Designer UX/UI Sênior' }) });
    await expect(card.getByText('Saúde Conecta')).toBeVisible();
    await expect(card.getByText('Home Office')).toBeVisible();
    await expect(card.getByText('Carreira: Designer UX/UI')).toBeVisible();
    await expect(results(page).getByRole('link', { name: 'Product Designer' })).toHaveCount(0);
    await expect(results(page).getByRole('link', { name: 'Solutions Architect' })).toHaveCount(0);
    // No closure motive outside finalized searches.
    await expect(page.getByRole('combobox', { name: 'Motivo do encerramento' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // A result filter: the client.
    await page.getByRole('combobox', { name: 'Cliente' }).selectOption('Saúde Conecta');
    await expect(page).toHaveURL(/client=Sa%C3%BAde(\+|%20)Conecta/);
    await expect(results(page).getByText('1 oportunidade encontrada', { exact: true })).toBeVisible();
    await expect(results(page).getByRole('link')).toHaveCount(1);
    await expect(published).toBeVisible();
    await page.getByRole('combobox', { name: 'Cliente' }).selectOption({ label: 'Todos' });
    await expect(results(page).getByRole('link', { name: 'Programador(a) Front-end React' })).toBeVisible();

    // Não Publicadas.
    await find(page, { keyword: 'Designer', status: 'Não Publicadas' });
    await expect(page).toHaveURL(/status=unpublished/);
    await expect(results(page).getByRole('link', { name: 'Solutions Architect' })).toBeVisible();
    await expect(results(page).getByRole('link', { name: 'Designer UX/UI Sênior' })).toHaveCount(0);

    // Encerradas: the closure motive filter appears.
    await find(page, { keyword: 'Designer', status: 'Encerradas' });
    await expect(page).toHaveURL(/status=finalized/);
    const finalized = results(page).getByRole('link', { name: 'Product Designer' });
    await expect(finalized).toBeVisible();
    await expect(results(page).getByText('Motivo: Encerrada com candidato do fornecedor')).toBeVisible();
    await expect(results(page).getByRole('link', { name: 'Solutions Architect' })).toHaveCount(0);
    const motive = page.getByRole('combobox', { name: 'Motivo do encerramento' });
    await motive.selectOption('Encerrada com candidato do fornecedor');
    await expect(finalized).toBeVisible();
    await motive.selectOption({ label: 'Cancelamento' });
    await expect(results(page).getByText('Nenhuma oportunidade encontrada.')).toBeVisible();
    await expect(finalized).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The search lives in the URL: back, forward and reload keep it.
    await page.goBack();
    await expect(finalized).toBeVisible();
    await expect(motive).toHaveValue('Encerrada com candidato do fornecedor');
    await page.goForward();
    await expect(results(page).getByText('Nenhuma oportunidade encontrada.')).toBeVisible();
    await page.reload();
    await expect(results(page).getByText('Nenhuma oportunidade encontrada.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Palavra-chave' })).toHaveValue('Designer');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('finalized');

    // A keyword nothing matches.
    await find(page, { keyword: 'Zxqwvy', status: 'Todas' });
    await expect(results(page).getByText('Nenhuma oportunidade encontrada.')).toBeVisible();

    // Location type-ahead from 3 letters, with its empty message.
    const location = page.getByRole('textbox', { name: 'Localização' });
    await location.fill('Zx');
    await expect(page.getByText('Digite pelo menos 3 letras da cidade')).toBeVisible();
    await location.fill('Zxqwvy');
    await expect(page.getByText('Nenhum resultado encontrado')).toBeVisible();

    // The card's title opens the opportunity.
    await location.fill('');
    await find(page, { keyword: 'Designer', status: 'Encerradas' });
    await finalized.click();
    await expect(page).toHaveURL(/\/opportunity\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Designer' })).toBeVisible();
  });

  test('on a phone, in Portuguese (Portugal), from the menu to a finalized search @phone', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, baseURL, 'pt-PT');
    await page.goto('/');
    const isPhone = (page.viewportSize()?.width ?? 1280) < 991;
    if (isPhone) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Procurar oportunidades' }).click();
    } else {
      await page.getByRole('button', { name: 'Oportunidades' }).click();
      await page.getByRole('menuitem', { name: 'Procurar oportunidades' }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Pesquisar oportunidades' })).toBeVisible();

    await find(page, { keyword: 'Designer', status: 'Encerradas' });
    await expect(results(page).getByText('1 oportunidade encontrada', { exact: true })).toBeVisible();
    await expect(results(page).getByRole('link', { name: 'Product Designer' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Motivo do encerramento' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Teletrabalho' })).toBeVisible();
    // Nothing wider than a phone's screen.
    if (isPhone) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await expectNoSeriousA11yViolations(page);

    await find(page, { keyword: 'Zxqwvy', status: 'Publicadas' });
    await expect(results(page).getByText('Nenhuma oportunidade encontrada.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
