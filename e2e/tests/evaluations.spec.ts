import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { acceptCookies, acceptPrivacyPolicy, DEMO, registerProfessional, signInPage } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createOwnOpportunity } from '../support/matching';

// Issue 23 item 4 / item 9 (002 §2.11, §4, §5, §8; 001 §2.7): from the professionals tab's card, a recruiter
// registers a 'Parecer Técnico' of 9 and a 'Parecer Comportamental' of 3 through the wizard, in pt-PT; the card then
// shows both flags of the one rule — the star and the negative mark (the card's badges, data-badge
// 'star' / 'negative').

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function enrol(request: APIRequestContext, token: string, opportunityId: string, userId: string) {
  const enrolled = await request.post(`/api/opportunity/${opportunityId}/becomeCandidate`, {
    headers: auth(token),
    data: {
      _usuario: { _id: userId },
      conversionType: 'inscribe',
      triageRecruitmentOptions: {
        capture: 'Busca',
        source: 'LinkedIn',
        date: new Date().toISOString().slice(0, 10),
        details: '',
      },
      byRH: true,
    },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
}

/** Moves the wizard's grade slider to `grade` with the keyboard (0 with Home, then one step at a time). */
async function setGrade(dialog: Locator, grade: number) {
  const slider = dialog.getByRole('slider');
  await slider.focus();
  await slider.press('Home');
  for (let i = 0; i < grade; i += 1) await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(grade));
}

async function registerEvaluation(
  page: Page,
  card: Locator,
  name: string,
  options: { type: string; grade: number; text: string; audit?: boolean },
) {
  await card.getByRole('button', { name: 'Registar avaliação' }).click();
  const dialog = page.getByRole('dialog', { name: `Registar avaliação de ${name}` });
  await expect(dialog).toBeVisible();
  const next = dialog.getByRole('button', { name: 'Seguinte' });
  // 002 §5: Next waits for a type; 'Desenvolvedor Java' is there, disabled, saying 'Avaliação Indisponível';
  // 'Technical advice' is never offered.
  await expect(next).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: /Desenvolvedor Java/ })).toBeDisabled();
  await expect(dialog.getByText('Avaliação Indisponível')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Technical advice/ })).toHaveCount(0);
  if (options.audit) await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('radio', { name: options.type }).check();
  await next.click();

  const text = dialog.getByRole('textbox', { name: /^Avaliação/ });
  await expect(text).toBeVisible();
  if (options.audit) {
    // An empty text is refused with the spec's message.
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Preencha o campo Avaliação')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  await text.fill(options.text);
  await setGrade(dialog, options.grade);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Avaliação registada com sucesso.').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe('evaluations from the professionals tab (pt-PT)', () => {
  test.use({ locale: 'pt-PT' });

  test('a recruiter registers a 9 and a 3 and sees the star and the negative mark on the card', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await acceptCookies(page, baseURL ?? '');
    const token = await signInPage(page, DEMO.recruiter);
    await acceptPrivacyPolicy(page.request, token);
    await page.addInitScript(() => window.localStorage.setItem('mosaico.language', 'pt-PT'));
    const opportunityId = await createOwnOpportunity(page.request, token, {
      titulo: `Avaliações ${Date.now()}`,
    });
    const name = 'Vera Avaliada';
    const professional = await registerProfessional(page.request, {
      firstName: 'Vera',
      lastName: 'Avaliada',
      language: 'pt-PT',
    });
    await enrol(page.request, token, opportunityId, professional.id);

    await page.goto(`/opportunity/${opportunityId}/professionals?state=enrolled`);
    const card = page.getByRole('list', { name: 'Profissionais inscritos' }).getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.locator('[data-badge="star"], [data-badge="negative"]')).toHaveCount(0);

    await registerEvaluation(page, card, name, {
      type: 'Parecer Técnico',
      grade: 9,
      text: 'Domina o stack e explica bem as decisões.',
      audit: true,
    });
    await expect(card.locator('[data-badge="star"]')).toBeVisible();

    await registerEvaluation(page, card, name, {
      type: 'Parecer Comportamental',
      grade: 3,
      text: 'Chegou atrasada e não preparou a entrevista.',
    });
    // Both flags of the one rule, from the card's answer (the server's avaliacoesUsuario).
    await expect(card.locator('[data-badge="star"]')).toBeVisible();
    await expect(card.locator('[data-badge="negative"]')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The list reloaded from the server says the same.
    await page.reload();
    const reloaded = page
      .getByRole('list', { name: 'Profissionais inscritos' })
      .getByRole('article', { name });
    await expect(reloaded.locator('[data-badge="star"]')).toBeVisible();
    await expect(reloaded.locator('[data-badge="negative"]')).toBeVisible();
  });
});
