import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  acceptCookies,
  acceptPrivacyPolicy,
  apiSignIn,
  DEMO,
  type RegisteredProfessional,
  registerProfessional,
  useToken,
} from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';

// Issue 7: the professional's own profile, personal information, password, settings and deleting the account.

const PHOTO = path.resolve(import.meta.dirname, '../../apps/api/test/fixtures/photo.png');

interface Texts {
  tabs: [string, string, string, string];
  saveAndContinue: string;
  finish: string;
  finished: string;
  welcome: string;
  tooManyInterests: string;
  tooMany: string;
  choosePhoto: string;
  useCrop: string;
  photoReady: string;
  saved: string;
}

const TEXTS: Record<'en-US' | 'pt-PT', Texts> = {
  'en-US': {
    tabs: [
      '1. Tell more about you',
      '2. Create your professional mosaic',
      '3. Choose your profile photo',
      '4. Tell how you got here',
    ],
    saveAndContinue: 'Save and continue',
    finish: 'Finish',
    finished: 'Your profile is complete!',
    welcome: 'Welcome to Mosaico!',
    tooManyInterests: 'Choose at most 3 interests (Eu quero).',
    tooMany: 'Your mosaic can have at most 7 pieces.',
    choosePhoto: 'Choose a photo',
    useCrop: 'Use this crop',
    photoReady: 'Press Save to keep your new photo.',
    saved: 'Saved successfully',
  },
  'pt-PT': {
    tabs: [
      '1. Conte mais sobre si',
      '2. Crie o seu mosaico profissional',
      '3. Escolha a sua foto de perfil',
      '4. Conte como chegou aqui',
    ],
    saveAndContinue: 'Guardar e continuar',
    finish: 'Finalizar',
    finished: 'O seu perfil está completo!',
    welcome: 'Bem-vindo ao Mosaico!',
    tooManyInterests: 'Escolha no máximo 3 interesses (Eu quero).',
    tooMany: 'O seu mosaico pode ter no máximo 7 peças.',
    choosePhoto: 'Escolher foto',
    useCrop: 'Usar este recorte',
    photoReady: 'Prima Guardar para manter a nova foto.',
    saved: 'Guardado com sucesso',
  },
};

interface MosaicWords {
  euquero: Array<{ nomeCaption: string }>;
  eusou: Array<{ nomeCaption: string }>;
  eusei: Array<{ nomeCaption: string }>;
}

async function mosaicWords(request: APIRequestContext, language: string): Promise<MosaicWords> {
  const response = await request.get('/api/dictionary/dictionary', {
    headers: { 'accept-language': language },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as MosaicWords;
}

async function startAs(page: Page, request: APIRequestContext, baseURL: string, language: string) {
  const professional = await registerProfessional(request, { language });
  await acceptPrivacyPolicy(request, professional.token);
  await acceptCookies(page, baseURL);
  await page.addInitScript((value) => window.localStorage.setItem('mosaico.language', value), language);
  await useToken(page, professional.token);
  return professional;
}

async function onboarding(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  language: 'en-US' | 'pt-PT',
) {
  const texts = TEXTS[language];
  const professional = await startAs(page, request, baseURL, language);
  await page.goto(`/professional/${professional.id}/professinal-profile?step=welcome`);
  await expect(page.getByText(texts.welcome)).toBeVisible();
  for (const name of texts.tabs) await expect(page.getByRole('tab', { name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Tab 1: a skill with a level, then on to the mosaic.
  const skill = page.getByRole('textbox', { name: /Skills|Competências/ }).first();
  await skill.fill('Kotlin');
  await skill.press('Enter');
  await page.getByRole('button', { name: texts.saveAndContinue }).click();
  await expect(page.getByRole('tab', { name: texts.tabs[1] })).toHaveAttribute('aria-selected', 'true');

  // Tab 2: three interests, then a fourth is refused; competences up to seven pieces, then an eighth is refused.
  const words = await mosaicWords(request, language);
  for (const word of words.euquero.slice(0, 3))
    await page.getByRole('button', { name: word.nomeCaption, exact: true }).click();
  await page.getByRole('button', { name: words.euquero[3]?.nomeCaption ?? '', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: texts.tooManyInterests })).toBeVisible();
  const competences = [...words.eusou.slice(0, 2), ...words.eusei.slice(0, 3)];
  for (const word of competences.slice(0, 4))
    await page.getByRole('button', { name: word.nomeCaption, exact: true }).click();
  await expect(page.getByTestId('mosaic-grid').getByRole('listitem')).toHaveCount(7);
  // The keyboard works too: the eighth piece, chosen with Enter, is refused.
  const eighth = page.getByRole('button', { name: competences[4]?.nomeCaption ?? '', exact: true });
  await eighth.focus();
  await eighth.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: texts.tooMany })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: texts.saveAndContinue }).click();
  await expect(page.getByRole('tab', { name: texts.tabs[2] })).toHaveAttribute('aria-selected', 'true');

  // Tab 3: a PNG cropped to a square in the browser.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: texts.choosePhoto }).click();
  await (await chooser).setFiles(PHOTO);
  await page.getByRole('button', { name: texts.useCrop }).click();
  // The crop is drawn on a canvas asynchronously: save once the screen says the new photo is ready (a save before
  // it kept no photo on a loaded machine).
  await expect(page.getByText(texts.photoReady)).toBeVisible();
  await page.getByRole('button', { name: texts.saveAndContinue }).click();
  await expect(page.getByRole('tab', { name: texts.tabs[3] })).toHaveAttribute('aria-selected', 'true');

  // Tab 4: finish.
  await page.getByRole('button', { name: texts.finish }).click();
  await expect(page).toHaveURL(/step=finished/);
  await expect(page.getByText(texts.finished)).toBeVisible();

  const me = await request.get(`/api/users/me/${professional.id}`, {
    headers: { authorization: `Bearer ${professional.token}` },
  });
  const saved = (await me.json()) as {
    userImageUrl: string | null;
    perfilUsuario: {
      mosaico: { escolhidas: Array<{ posicao: unknown }> };
      digomais: { lista: Array<{ nome: string }> };
    };
  };
  expect(saved.userImageUrl).toMatch(/^\/api\/documents\/file\//);
  expect(saved.perfilUsuario.mosaico.escolhidas.filter((entry) => entry.posicao)).toHaveLength(7);
  expect(saved.perfilUsuario.digomais.lista.map((entry) => entry.nome)).toContain('Kotlin');
}

test('onboarding: welcome to finished with a full mosaic and a photo (en-US)', async ({
  page,
  request,
  baseURL,
}) => {
  await onboarding(page, request, baseURL ?? '', 'en-US');
});

test('onboarding on a phone in pt-PT @phone', async ({ page, request, baseURL }) => {
  await onboarding(page, request, baseURL ?? '', 'pt-PT');
});

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await page
    .getByLabel(/^(Password|Senha|Palavra-passe)/)
    .first()
    .fill(password);
  await page.getByRole('button', { name: /^(Sign in|Entrar|Iniciar sessão)$/ }).click();
}

test('changes the password in personal information and signs in with the new one (pt-BR)', async ({
  page,
  request,
  baseURL,
}) => {
  const professional: RegisteredProfessional = await startAs(page, request, baseURL ?? '', 'pt-BR');
  await page.goto(`/professional/${professional.id}/personal-information`);
  await expect(page.getByRole('heading', { level: 1, name: 'Informações pessoais' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly', '');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Alterar senha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
  await dialog.getByLabel(/^Senha atual/).fill('not-my-password');
  await dialog.getByLabel(/^Nova senha/).fill('a-new-password-7');
  await dialog.getByLabel(/^Confirme a nova senha/).fill('a-new-password-7');
  await dialog.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(dialog.getByText('A senha atual não está correta.')).toBeVisible();
  await dialog.getByLabel(/^Senha atual/).fill(professional.password);
  await dialog.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // This tab goes on with its fresh token; the old password no longer signs in, the new one does.
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Salvo com sucesso')).toBeVisible();
  const old = await request.post('/api/auth/signin', {
    data: { email: professional.email, password: professional.password },
  });
  expect(old.status()).toBe(401);
  expect(await apiSignIn(request, professional.email, 'a-new-password-7')).toBeTruthy();
});

test('switching off e-mail hides it from recruiters (en-US)', async ({ page, request, baseURL }) => {
  const professional = await startAs(page, request, baseURL ?? '', 'en-US');
  const recruiter = await apiSignIn(request, DEMO.recruiter);
  const emailSeenByRecruiter = async () => {
    const response = await request.get(`/api/users/me/${professional.id}`, {
      headers: { authorization: `Bearer ${recruiter}` },
    });
    return ((await response.json()) as { email: string }).email;
  };
  expect(await emailSeenByRecruiter()).toBe(professional.email);

  await page.goto(`/professional/${professional.id}/settings`);
  const emailSwitch = page.getByRole('switch', { name: 'E-mail' });
  await expect(emailSwitch).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await emailSwitch.click({ force: true });
  await expect(page.getByText('Communication settings updated successfully.')).toBeVisible();
  await expect(emailSwitch).not.toBeChecked();
  await expect.poll(emailSeenByRecruiter).not.toBe(professional.email);
  expect(await emailSeenByRecruiter()).toMatch(/^\w{2}\*+/);
});

test('deletes the account and can no longer sign in (pt-PT) @phone', async ({ page, request, baseURL }) => {
  const professional = await startAs(page, request, baseURL ?? '', 'pt-PT');
  await page.goto(`/professional/${professional.id}/professinal-profile`);
  await page.getByRole('button', { name: 'Eliminar o meu perfil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar o meu perfil' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Eliminar o meu perfil' }).click();
  // The erasure receipt (issue 26) shows until the person closes it.
  const receipt = page.getByTestId('erasure-receipt');
  await expect(receipt.getByText('Comprovativo do que foi apagado:')).toBeVisible();
  await receipt.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(page.getByText('O seu perfil foi eliminado.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await signInThroughForm(page, professional.email, professional.password);
  await expect(page.getByText(/E-mail ou palavra-passe inválidos/)).toBeVisible();
});

test('a skill added in the profile makes an opportunity compatible (en-US)', async ({
  page,
  request,
  baseURL,
}) => {
  const professional = await startAs(page, request, baseURL ?? '', 'en-US');
  const headers = { authorization: `Bearer ${professional.token}` };
  const compatibleIds = async () => {
    const response = await request.get(`/api/users/${professional.id}/get-vagas-compativeis`, { headers });
    expect(response.status()).toBe(200);
    return ((await response.json()) as Array<{ id: string }>).map((item) => item.id);
  };
  // A remote opportunity: eligible wherever the professional lives; not compatible before the skills.
  const home = await request.get('/api/opportunity/list/home');
  const remote = (
    (await home.json()) as { recentHomeOfficeOpportunities: Array<{ id: string; title: string }> }
  ).recentHomeOfficeOpportunities;
  const before = await compatibleIds();
  const target = remote.find((card) => !before.includes(card.id));
  expect(target, 'a remote demo opportunity not yet compatible').toBeTruthy();
  const detail = await request.get(`/api/opportunity/${target?.id}`, { headers });
  const criteria = ((await detail.json()) as { criterias: Array<{ nome: string }> }).criterias.map(
    (c) => c.nome,
  );
  expect(criteria.length).toBeGreaterThan(0);

  // Tab 1: each of its criteria as a skill at 'Advanced', then save.
  await page.goto(`/professional/${professional.id}/professinal-profile`);
  const skill = page.getByRole('textbox', { name: 'Add to Skills' });
  for (const name of criteria) {
    await skill.fill(name);
    await skill.press('Enter');
    await page
      .getByRole('listitem')
      .filter({ has: page.getByText(name, { exact: true }) })
      .getByText('Advanced')
      .click();
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();

  // The matching engine recomputes in the background; the opportunity joins the compatible ones (> 60 %).
  await expect.poll(compatibleIds, { timeout: 30_000 }).toContain(target?.id);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Compatible with you' });
  await expect(
    section.getByRole('link', { name: new RegExp(target?.title.slice(0, 20) ?? '') }).first(),
  ).toBeVisible();
});

test('the language menu saves the choice; a later sign-in elsewhere applies it (en-US → pt-BR)', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const professional = await startAs(page, request, baseURL ?? '', 'en-US');
  const savedLanguage = async () => {
    const response = await request.get(`/api/users/me/${professional.id}`, {
      headers: { authorization: `Bearer ${professional.token}` },
    });
    return ((await response.json()) as { dadosPessoais: { preferredLanguage: string } }).dadosPessoais
      .preferredLanguage;
  };
  expect(await savedLanguage()).toBe('en-US');
  await page.goto('/');
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitem', { name: 'Português (Brasil)' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect.poll(savedLanguage).toBe('pt-BR');

  // Another browser (English, nothing remembered) signs in: the saved choice wins over the browser's.
  const other = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    const second = await other.newPage();
    await acceptCookies(second, baseURL ?? '');
    await signInThroughForm(second, professional.email, professional.password);
    await expect(second.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(second.getByRole('button', { name: /Alterar idioma/ })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('tab 1 saved from a page opened earlier keeps a mosaic saved meanwhile (en-US)', async ({
  page,
  request,
  baseURL,
}) => {
  const professional = await startAs(page, request, baseURL ?? '', 'en-US');
  const profileUrl = `/professional/${professional.id}/professinal-profile`;
  // The first page opens tab 1 before any mosaic exists.
  await page.goto(profileUrl);
  const skill = page.getByRole('textbox', { name: 'Add to Skills' });
  await expect(skill).toBeVisible();

  // Meanwhile, a second page saves a mosaic in tab 2.
  const words = await mosaicWords(request, 'en-US');
  const second = await page.context().newPage();
  await second.goto(profileUrl);
  await second.getByRole('tab', { name: TEXTS['en-US'].tabs[1] }).click();
  for (const word of [words.euquero[0], words.eusou[0]])
    await second.getByRole('button', { name: word?.nomeCaption ?? '', exact: true }).click();
  await expect(second.getByTestId('mosaic-grid').getByRole('listitem')).toHaveCount(2);
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(second.getByText('Saved successfully')).toBeVisible();
  await second.close();

  // The first page saves tab 1: only its own fields go, so the mosaic stays.
  await skill.fill('Kotlin');
  await skill.press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  const me = await request.get(`/api/users/me/${professional.id}`, {
    headers: { authorization: `Bearer ${professional.token}` },
  });
  const saved = (await me.json()) as {
    perfilUsuario: { mosaico: { escolhidas: unknown[] }; digomais: { lista: Array<{ nome: string }> } };
  };
  expect(saved.perfilUsuario.mosaico.escolhidas).toHaveLength(2);
  expect(saved.perfilUsuario.digomais.lista.map((entry) => entry.nome)).toContain('Kotlin');
});

test('the pt-PT privacy-consent modal shows Recusar and Aceitar whole at 390 px @phone', async ({
  page,
  request,
  baseURL,
}) => {
  // A new account has accepted no privacy policy: the modal asks on the first page.
  const professional = await registerProfessional(request, { language: 'pt-PT' });
  await acceptCookies(page, baseURL ?? '');
  await page.addInitScript(() => window.localStorage.setItem('mosaico.language', 'pt-PT'));
  await useToken(page, professional.token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const consent = page.getByRole('dialog', { name: 'Política de privacidade' });
  await expect(consent).toBeVisible();
  for (const name of ['Recusar', 'Aceitar']) {
    const button = consent.getByRole('button', { name });
    // The modal may scroll on a short screen; once scrolled to, each button is whole (issue 7: they were cut off).
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
    const box = await button.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  await expectNoSeriousA11yViolations(page);
});

test("a seeded mosaic in the editor's colours and the profile's loading placeholders pass axe (en-US)", async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL ?? '');
  await page.addInitScript(() => window.localStorage.setItem('mosaico.language', 'en-US'));
  const token = await apiSignIn(page.request, DEMO.professional);
  await acceptPrivacyPolicy(page.request, token);
  await useToken(page, token);
  const { sub: id } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };

  // The profile held back: its placeholders show, named as loading (issue 22: aria-prohibited-attr).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/users/me/${id}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/professional/${id}/professinal-profile`);
  await expect(page.locator('.mantine-Skeleton-root').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  release();

  // The demo mosaic has pieces in the editor's colours, a purple one among them: each reads at AA (it read 2.54:1).
  await page.getByRole('tab', { name: '2. Create your professional mosaic' }).click();
  const purple = page.getByTestId('mosaic-grid').locator('button[style*="106, 76, 147"]');
  await expect(purple.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
