import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { acceptCookies, acceptPrivacyPolicy, registerProfessional, useToken } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';

interface Texts {
  slider: (name: string) => string;
  save: string;
  updated: string;
  applied: string;
  myApplications: string;
  completeProfile: string;
  openCv: (name: string) => string;
  tabTitle: (title: string) => string;
}

const TEXTS: Record<'en-US' | 'pt-PT', Texts> = {
  'en-US': {
    slider: (name) => `Your level in ${name}`,
    save: 'Save',
    updated: 'Application updated!',
    applied: 'Application sent!',
    myApplications: 'My applications',
    completeProfile: 'Complete my profile',
    openCv: (name) => `Open CV ${name}`,
    tabTitle: (title) => `Application: ${title} · Mosaico`,
  },
  'pt-PT': {
    slider: (name) => `O seu nível em ${name}`,
    save: 'Guardar',
    updated: 'Candidatura atualizada!',
    applied: 'Candidatura enviada!',
    myApplications: 'As minhas candidaturas',
    completeProfile: 'Completar o meu perfil',
    openCv: (name) => `Abrir currículo ${name}`,
    tabTitle: (title) => `Candidatura: ${title} · Mosaico`,
  },
};

interface Target {
  id: string;
  title: string;
  criterion: string;
}

/** A public demo opportunity with a required criterion the new professional does not meet yet. */
async function pickOpportunity(request: APIRequestContext, userId: string, token: string): Promise<Target> {
  const headers = { authorization: `Bearer ${token}` };
  const home = await request.get('/api/opportunity/list/home', { headers });
  expect(home.status()).toBe(200);
  const lists = (await home.json()) as Record<string, Array<{ id: string; title: string }>>;
  const seen = new Set<string>();
  for (const card of Object.values(lists).flat()) {
    if (seen.has(card.id)) continue;
    seen.add(card.id);
    const response = await request.get(`/api/opportunity/${card.id}/candidate/${userId}`, { headers });
    if (response.status() !== 200) continue;
    const detail = (await response.json()) as {
      title: string;
      label: string;
      requiredCriterias: Array<{ nome: string; level: number }>;
    };
    const criterion = detail.requiredCriterias.find((item) => item.level === 0);
    if (detail.label === '1' && criterion)
      return { id: card.id, title: detail.title, criterion: criterion.nome };
  }
  throw new Error('no public demo opportunity with a required criterion');
}

async function applyThroughApi(
  request: APIRequestContext,
  target: Target,
  user: { id: string; token: string },
  language: string,
) {
  const response = await request.post(`/api/opportunity/${target.id}/becomeCandidate`, {
    headers: { authorization: `Bearer ${user.token}` },
    data: { activeLanguage: language, attachmentUrl: null, indicadoPor: null, _usuario: { _id: user.id } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function adherenceOf(page: Page): Promise<number> {
  return Number(await page.getByTestId('adherence-circle').first().getAttribute('data-value'));
}

async function raiseAndSave(
  page: Page,
  language: 'en-US' | 'pt-PT',
  baseURL: string,
  request: APIRequestContext,
) {
  const texts = TEXTS[language];
  const professional = await registerProfessional(request, { language });
  await acceptPrivacyPolicy(request, professional.token);
  await acceptCookies(page, baseURL);
  await page.addInitScript((value) => window.localStorage.setItem('mosaico.language', value), language);
  await useToken(page, professional.token);

  const target = await pickOpportunity(request, professional.id, professional.token);
  await applyThroughApi(request, target, professional, language);

  await page.goto(`/candidature-details/${target.id}?fromSignup=true`);
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
  await expect(page.getByText(texts.applied)).toBeVisible();
  await expect(page.getByRole('link', { name: texts.completeProfile })).toHaveAttribute(
    'href',
    `/professional/${professional.id}/professinal-profile?step=welcome`,
  );
  const slider = page.getByRole('slider', { name: texts.slider(target.criterion) });
  await expect(slider).toBeVisible();
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  const before = await adherenceOf(page);
  await expect(page).toHaveTitle(texts.tabTitle(target.title));
  await expectNoSeriousA11yViolations(page);

  // The sign-up CV opens: fetched with the session's token (a plain link could not) and saved under its name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: texts.openCv('cv.pdf') }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('cv.pdf');
  expect(
    readFileSync(await saved.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // Raise the required criterion to 'advanced' with the keyboard, then save.
  await slider.focus();
  for (let step = 0; step < 3; step++) await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '3');
  await page.getByRole('button', { name: texts.save }).click();

  // Saved, matched ('completed'), reloaded: the adherence rose and the slider keeps the new level.
  await expect(page.getByText(texts.updated)).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => adherenceOf(page), { timeout: 15_000 }).toBeGreaterThan(before);
  await expect(page.getByRole('slider', { name: texts.slider(target.criterion) })).toHaveAttribute(
    'aria-valuenow',
    '3',
  );
  const after = await adherenceOf(page);

  // My applications lists it, with its adherence and the five-step bar.
  await page.getByRole('link', { name: texts.myApplications }).click();
  await expect(page).toHaveURL(/\/my-candidatures$/);
  const item = page.getByTestId('candidature-item').filter({ hasText: target.title });
  await expect(item).toBeVisible();
  // Five segments, the first reached: applied, no stage registered yet (0 %).
  await expect(item.locator('[data-reached]')).toHaveCount(5);
  await expect(item.locator('[data-reached="true"]')).toHaveCount(1);
  await expect(item.getByText('0%', { exact: true })).toBeVisible();
  await expect(item.getByTestId('adherence-circle')).toHaveAttribute('data-value', String(after));
  await expectNoSeriousA11yViolations(page);

  // A click opens its candidature details again.
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/candidature-details/${target.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
}

test.describe('candidature details and my applications', () => {
  test.describe('in pt-PT', () => {
    test.use({ locale: 'pt-PT' });
    test('a professional raises a required criterion and sees the adherence rise, in pt-PT', async ({
      page,
      request,
      baseURL,
    }) => {
      await raiseAndSave(page, 'pt-PT', baseURL ?? '', request);
    });
  });

  test('a professional raises a required criterion and sees the adherence rise @phone', async ({
    page,
    request,
    baseURL,
  }) => {
    await raiseAndSave(page, 'en-US', baseURL ?? '', request);
  });

  test('my applications invites a professional without applications to the opportunities', async ({
    page,
    request,
    baseURL,
  }) => {
    const professional = await registerProfessional(request);
    await acceptPrivacyPolicy(request, professional.token);
    await acceptCookies(page, baseURL ?? '');
    await useToken(page, professional.token);
    await page.goto('/my-candidatures');
    await expect(
      page.getByText('You have not applied to any opportunity yet.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the opportunities' })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);
  });
});
