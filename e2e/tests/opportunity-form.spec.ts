import { expect, type Page, test } from '@playwright/test';
import { acceptCookies, acceptPrivacyPolicy, DEMO, signInPage } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';

/** Starts signed in as the demo recruiter, reading the page in `language`. */
async function startAsRecruiter(page: Page, baseURL: string, language: string) {
  await acceptCookies(page, baseURL);
  await page.addInitScript((lang) => window.localStorage.setItem('mosaico.language', lang), language);
  const token = await signInPage(page, DEMO.recruiter);
  await acceptPrivacyPolicy(page.request, token);
  return token;
}

/** A day `offset` days from today as the form takes it, DD/MM/YYYY. */
function typedDay(offset: number): string {
  const day = new Date(Date.now() + offset * 86_400_000);
  return [day.getDate(), day.getMonth() + 1, day.getFullYear()]
    .map((part) => String(part).padStart(2, '0'))
    .join('/');
}

async function pick(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByLabel(label).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

test('an empty form walks through the thirteen messages of 001 §5 in order, one toast at a time and at its field, then saves and publishes (pt-BR) @phone', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await startAsRecruiter(page, baseURL ?? '', 'pt-BR');
  await page.goto('/');
  await page.getByRole('link', { name: 'Nova oportunidade' }).click();
  await expect(page).toHaveURL(/\/opportunity\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova oportunidade' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const save = page.getByRole('button', { name: 'Salvar', exact: true });
  const toasts = page.locator('.mantine-Notifications-notification');
  // Issue 22: each Save's warning replaces the last instead of piling up, and shows at its field as well.
  const expectMessage = async (message: string) => {
    await save.click();
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toHaveText(message);
    await expect(page.getByText(message, { exact: true })).toHaveCount(2);
  };

  await expectMessage('Informe o título da oportunidade.');
  await page.getByLabel('Título').first().fill('Engenheiro de Plataforma');

  await expectMessage('Informe o nome da empresa.');
  const client = page.getByLabel('Empresa ou cliente').first();
  await client.fill('Cascade Cloud');
  // The client field suggests the clients in use: its list, open over the switch below, is closed as a person would.
  await client.press('Escape');
  await expect(page.getByRole('option', { name: 'Cascade Cloud' })).toHaveCount(0);

  await page.getByLabel('Indique e Ganhe Especial').check();
  await expectMessage('Informe o valor da recompensa para o programa de indicação.');
  const reward = page.getByLabel('Valor da recompensa');
  await reward.fill('1234,5');
  await reward.blur();
  // The money mask: dot thousands, comma decimals, two decimals.
  await expect(reward).toHaveValue('1.234,50');

  await expectMessage('Informe a data de publicação para o programa de indicação.');
  // Typed DD/MM/YYYY; an impossible day or one more than a year away is refused, on the form as on the server.
  const publication = page.getByLabel('Data de publicação');
  const invalidDate =
    'Informe uma data de publicação válida (DD/MM/AAAA), de até um ano antes ou depois de hoje.';
  await publication.fill('01/06/1999');
  await expectMessage(invalidDate);
  await publication.fill('31/02/2026');
  await expectMessage(invalidDate);
  await expect(publication).toHaveValue('31/02/2026');
  await expect(publication).toHaveAttribute('aria-invalid', 'true');
  await publication.fill(typedDay(5));
  // Changed: the message leaves the field (the toast stays until it closes or the next Save replaces it).
  await expect(page.getByText(invalidDate, { exact: true })).toHaveCount(1);

  await expectMessage('Informe o local da oportunidade.');
  await page.getByRole('textbox', { name: /^Local/ }).fill('Lisboa');
  await page
    .getByRole('option', { name: /Lisboa/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /Remover Lisboa/ })).toBeVisible();

  await expectMessage('Informe o tipo de oportunidade.');
  await page.getByLabel('Híbrido').check();

  await expectMessage('Informe o modelo de contratação.');
  await page.getByLabel('CLT', { exact: true }).check();

  // Priority starts on Alta, and picking Alta again keeps it (issue 22: it used to clear it).
  const priority = page.getByLabel(/^Prioridade/).first();
  await expect(priority).toHaveValue('Alta');
  await pick(page, /^Prioridade/, 'Alta');
  await expect(priority).toHaveValue('Alta');
  await pick(page, /^Prioridade/, 'Média');
  await expect(priority).toHaveValue('Média');

  await expectMessage('Pretensão salarial obrigatória. Os campos moeda e faixa devem ser preenchidos');
  await expectNoSeriousA11yViolations(page);
  // 'Nenhuma' is no currency: it is not offered, the empty field shows a placeholder instead.
  await page.getByLabel('Moeda (CLT)').first().click();
  await expect(page.getByRole('option')).toHaveText(['BRL', 'USD', 'EUR']);
  await page.keyboard.press('Escape');
  await pick(page, 'Moeda (CLT)', 'BRL');
  await pick(page, 'Faixa salarial (CLT)', '5k a 7k');

  await expectMessage('Informe pelo menos 1 peça no mosaico.');
  const pieces = page.getByLabel(/^Peças do mosaico/).first();
  await pieces.fill('Kubernetes');
  await pieces.press('Enter');

  await expectMessage('Informe os detalhes da oportunidade.');
  await pick(page, 'Modelo de texto', 'Infraestrutura e DevOps');
  await expect(page.getByRole('textbox', { name: 'Detalhes (português)' })).toContainText('Sobre a vaga');

  await expectMessage('Informe pelo menos um critério necessário à oportunidade.');
  await page.getByRole('button', { name: 'Novo critério' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo critério' });
  await dialog.getByLabel('Nome').first().fill(`Terraform ${Date.now()}`);
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();
  const synonyms = dialog.getByLabel('Sinônimos').first();
  await synonyms.fill('IaC');
  await synonyms.press('Enter');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expectMessage('Informe pelo menos um critério necessário à oportunidade.');
  // By keyboard: the toasts of the earlier messages may sit over the row's switch.
  const necessary = page.getByRole('switch', { name: 'Necessário' });
  await necessary.focus();
  await page.keyboard.press('Space');
  await expect(necessary).toBeChecked();

  await expectMessage('Informe um interesse à oportunidade.');
  await page
    .getByLabel(/^Interesses/)
    .first()
    .click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');

  await expectMessage('Informe uma área de atuação à oportunidade.');
  await page
    .getByLabel(/^Carreiras ou áreas de atuação/)
    .first()
    .click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');

  await save.click();
  await expect(page.getByText('Oportunidade criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/opportunity\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Engenheiro de Plataforma' })).toBeVisible();
  // The last warning left with the save: only the success toast is over the new opportunity's page.
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toHaveText('Oportunidade criada com sucesso!');
  await expect(page.getByText('Status: Não publicada')).toBeVisible();

  await page.getByRole('button', { name: 'Ações' }).click();
  await page.getByRole('menuitem', { name: 'Publicar' }).click();
  await expect(page.getByText('Status: Publicada')).toBeVisible();
});

test('edit and duplicate open the form filled; an empty title is refused in English', async ({
  page,
  baseURL,
}) => {
  const token = await startAsRecruiter(page, baseURL ?? '', 'en-US');
  const feed = await page.request.get('/api/opportunity/filter/published', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [first] = (await feed.json()) as Array<{ _id: string; titulo: string }>;
  if (!first) throw new Error('the demo world has no published opportunity');

  await page.goto(`/opportunity/${first._id}/edit`);
  const title = page.getByLabel('Title').first();
  await expect(title).toHaveValue(first.titulo);
  await expectNoSeriousA11yViolations(page);
  await title.fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Enter the opportunity title.', { exact: true }).last()).toBeVisible();

  await page.goto(`/opportunity/create?duplicate=${first._id}`);
  await expect(page.getByLabel('Title').first()).toHaveValue(`${first.titulo} (copy)`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Opportunity created successfully!')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(first._id));
  await expect(page.getByText('Status: Not published')).toBeVisible();
});

test('careers are created, refused when they exist in any case, and deleted; a global criterion name must be new (pt-BR)', async ({
  page,
  baseURL,
}) => {
  await startAsRecruiter(page, baseURL ?? '', 'pt-BR');
  await page.goto('/opportunity/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova oportunidade' })).toBeVisible();

  // Careers (001 §2.2): save disabled without a name; a case-insensitive duplicate is refused with the server's text.
  await page.getByRole('button', { name: 'Criar ou excluir carreiras' }).click();
  const careers = page.getByRole('dialog', { name: 'Criar ou excluir carreiras' });
  await expect(careers.getByRole('button', { name: 'Salvar carreiras' })).toBeDisabled();
  const newCareers = careers.getByLabel('Novas carreiras').first();
  const name = `Carreira E2E ${Date.now()}`;
  await newCareers.fill(name);
  await newCareers.press('Enter');
  await careers.getByRole('button', { name: 'Salvar carreiras' }).click();
  await expect(careers.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await newCareers.fill('DESENVOLVEDOR BACK-END');
  await newCareers.press('Enter');
  await careers.getByRole('button', { name: 'Salvar carreiras' }).click();
  await expect(careers.getByRole('alert')).toHaveText('Ops parece que essa carreira já existe');
  await expectNoSeriousA11yViolations(page);
  await careers.getByRole('button', { name: `Excluir ${name}` }).click();
  await expect(careers.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  await careers.getByRole('button', { name: 'Fechar' }).click();

  // A new criterion: OK only with a name and a synonym; a global one may not reuse a global name.
  await page.getByRole('button', { name: 'Novo critério' }).click();
  const criterion = page.getByRole('dialog', { name: 'Novo critério' });
  await criterion.getByLabel('Nome').first().fill('  java  ');
  await expect(criterion.getByRole('button', { name: 'OK' })).toBeDisabled();
  const synonyms = criterion.getByLabel('Sinônimos').first();
  await synonyms.fill('JVM');
  await synonyms.press('Enter');
  await criterion.getByRole('button', { name: 'OK' }).click();
  await expect(criterion.getByRole('alert')).toHaveText('Já existe um critério global com este nome');
  // Not global: this opportunity's own criterion, added to the form.
  await criterion
    .getByRole('checkbox', { name: 'Global (disponível para todas as oportunidades)' })
    .uncheck();
  await criterion.getByRole('button', { name: 'OK' }).click();
  await expect(criterion).toBeHidden();
  await expect(page.getByText('java', { exact: true }).first()).toBeVisible();
});
