import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
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
import {
  compatiblesComputed,
  createOwnOpportunity,
  declareSkills,
  publishOpportunity,
} from '../support/matching';

/** A calendar day `offset` days from today, as the date fields and the API take it. */
function day(offset: number): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000 + offset * 86_400_000);
  return local.toISOString().slice(0, 10);
}
const brazilian = (value: string) => value.split('-').reverse().join('/');

interface Seeded {
  recruiterToken: string;
  opportunityId: string;
  title: string;
  professional: RegisteredProfessional;
}

/**
 * A published opportunity of the journey's own (active on the kanban, label '1') requiring one skill only this
 * journey names, and a fresh professional: demo opportunities are shared with journeys running meanwhile, which add
 * and select candidates there, and a skill nobody else uses keeps the pair to itself.
 */
async function seedOpportunityAndProfessional(
  request: APIRequestContext,
  language: string,
  names: { title: string; skill: string },
): Promise<Seeded & { skill: string }> {
  const recruiterToken = await apiSignIn(request, DEMO.recruiter);
  await acceptPrivacyPolicy(request, recruiterToken);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const skill = `${names.skill}${stamp}`;
  const title = `${names.title} ${stamp}`;
  const opportunityId = await createOwnOpportunity(request, recruiterToken, {
    titulo: title,
    criterias: [{ nome: skill, necessary: true }],
    quantidadeVagas: 2,
  });
  await publishOpportunity(request, recruiterToken, opportunityId);
  const professional = await registerProfessional(request, {
    language,
    firstName: 'Marta',
    lastName: 'Progresso',
  });
  await acceptPrivacyPolicy(request, professional.token);
  return { recruiterToken, opportunityId, title, professional, skill };
}

/**
 * A fresh professional made a candidate by the demo recruiter (byRH, capture Busca, channel LinkedIn, entered 20
 * days ago). Nobody declares the opportunity's skill: no compatibles, so journeys looking for a demo opportunity
 * with some pass it by.
 */
async function seedCandidate(request: APIRequestContext, language: string): Promise<Seeded> {
  const seeded = await seedOpportunityAndProfessional(request, language, {
    title: 'Analista de desistências',
    skill: 'Desistencia',
  });
  const made = await request.post(`/api/opportunity/${seeded.opportunityId}/becomeCandidate`, {
    headers: { authorization: `Bearer ${seeded.recruiterToken}` },
    data: {
      _usuario: { _id: seeded.professional.id },
      conversionType: 'candidate',
      triageRecruitmentOptions: { capture: 'Busca', source: 'LinkedIn', date: day(-20), details: '' },
      byRH: true,
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  return seeded;
}

/**
 * A fresh professional compatible with the opportunity, and nothing more: they declare its one skill at level 3
 * (100 %). Other journeys running meanwhile cannot add anyone to it or move the professional out of it.
 */
async function seedCompatible(request: APIRequestContext, language: string): Promise<Seeded> {
  const { skill, ...seeded } = await seedOpportunityAndProfessional(request, language, {
    title: 'Analista de jornadas',
    skill: 'Jornada',
  });
  await declareSkills(request, seeded.professional, [{ nome: skill, level: 3 }]);
  await compatiblesComputed(request, seeded.recruiterToken, seeded.opportunityId);
  return seeded;
}

async function candidature(request: APIRequestContext, seeded: Seeded) {
  const response = await request.get(
    `/api/opportunity/${seeded.opportunityId}/candidature/${seeded.professional.id}`,
    { headers: { authorization: `Bearer ${seeded.recruiterToken}` } },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as { version: number; status: { current: number } };
}

async function openAsRecruiter(page: Page, baseURL: string, seeded: Seeded, language: string) {
  await acceptCookies(page, baseURL);
  await page.addInitScript((value) => window.localStorage.setItem('mosaico.language', value), language);
  await useToken(page, seeded.recruiterToken);
  await page.goto(`/opportunity/${seeded.opportunityId}/application/${seeded.professional.id}`);
}

interface StageTexts {
  met: string;
  date: (name: string) => string;
  notes: (name: string) => string;
}

async function fillStage(
  stage: Locator,
  texts: StageTexts,
  name: string,
  values: { date: string; note: string },
) {
  await stage.getByRole('radio', { name: texts.met, exact: true }).check();
  // Dates are typed day first in every language (issue 22).
  await stage.getByLabel(texts.date(name)).fill(brazilian(values.date));
  await stage.getByRole('textbox', { name: texts.notes(name) }).fill(values.note);
}

/** The counter a professionals tab carries in its name ('Inscritos (3)'), once it has one. */
async function shownCount(page: Page, tab: string): Promise<number> {
  const named = page.getByRole('tab', { name: new RegExp(`^${tab} \\(\\d+\\)$`) });
  await expect(named).toBeVisible();
  const label = (await named.getAttribute('aria-label')) ?? '';
  const match = /\((\d+)\)$/.exec(label);
  expect(match, `'${label}' ends with a count`).not.toBeNull();
  return Number(match?.[1]);
}

/** Picks an option of a Mantine select inside a dialog (its options open in a portal on the page). */
async function chooseIn(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a recruiter enrols a compatible professional, makes them a candidate, registers the four stages, is refused selecting with a future stage, selects, and the professional sees Selected (pt-BR)', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(240_000);
  const seeded = await seedCompatible(page.request, 'en-US');
  const name = 'Marta Progresso';
  await acceptCookies(page, baseURL ?? '');
  await page.addInitScript(() => window.localStorage.setItem('mosaico.language', 'pt-BR'));
  await useToken(page, seeded.recruiterToken);
  const texts: StageTexts = {
    met: 'Atende aos requisitos',
    date: (stageName) => `Data de ${stageName}`,
    notes: (stageName) => `Anotações de ${stageName}`,
  };

  // Compatibles tab: the professional the journey made compatible, at 100 %, found by name; nobody enrolled yet.
  await page.goto(`/opportunity/${seeded.opportunityId}/professionals?state=compatibles`);
  const compatibles = page.getByRole('list', { name: 'Profissionais compatíveis, em ordem' });
  await expect(compatibles).toBeVisible();
  await expect(page.getByTestId('compatibles-total')).toHaveText(/^\d+ profissiona(l|is) compatíve(l|is)$/);
  // Counters read from the screen: the opportunity is published, so journeys running meanwhile may add people.
  const enrolledBefore = await shownCount(page, 'Inscritos');
  const candidatesBefore = await shownCount(page, 'Candidatos');
  const compatible = compatibles.getByRole('article', { name });
  await expect(compatible).toHaveAttribute('data-user-id', seeded.professional.id);
  await expect(compatible.getByTestId('adherence')).toHaveAttribute('data-value', '100');
  await expectNoSeriousA11yViolations(page);

  // Enrol: capture Indicação, channel Enter, 25 days ago.
  await compatible.getByRole('button', { name: 'Inscrever' }).click();
  const enrolDialog = page.getByRole('dialog', { name: `Inscrever ${name}` });
  await chooseIn(page, enrolDialog, 'Captação', 'Indicação');
  await chooseIn(page, enrolDialog, 'Canal', 'Enter');
  await enrolDialog.getByRole('textbox', { name: 'Data', exact: true }).fill(brazilian(day(-25)));
  await enrolDialog.getByRole('button', { name: 'Inscrever' }).click();
  await expect(page.getByText('Profissional inscrito na oportunidade com sucesso!')).toBeVisible();
  await expect(enrolDialog).toBeHidden();
  await expect.poll(() => shownCount(page, 'Inscritos')).toBeGreaterThan(enrolledBefore);

  // Enrolled tab: Registrado; made a candidate with capture Busca, channel LinkedIn, 20 days ago.
  await page.getByRole('tab', { name: /^Inscritos/ }).click();
  const enrolled = page.getByRole('list', { name: 'Profissionais inscritos' }).getByRole('article', { name });
  await expect(enrolled.getByTestId('candidate-status')).toHaveText('Status: Registrado');
  await enrolled.getByRole('button', { name: 'Tornar candidato' }).click();
  const candidateDialog = page.getByRole('dialog', { name: `Tornar ${name} candidato` });
  await chooseIn(page, candidateDialog, 'Captação', 'Busca');
  await chooseIn(page, candidateDialog, 'Canal', 'LinkedIn');
  await candidateDialog.getByRole('textbox', { name: 'Data', exact: true }).fill(brazilian(day(-20)));
  await candidateDialog
    .getByRole('textbox', { name: 'Detalhes' })
    .fill('Perfil aderente ao requisito principal.');
  await candidateDialog.getByRole('button', { name: 'Tornar candidato' }).click();
  await expect(page.getByText('O profissional agora é candidato na oportunidade!')).toBeVisible();
  await expect(candidateDialog).toBeHidden();
  await expect.poll(() => shownCount(page, 'Candidatos')).toBeGreaterThan(candidatesBefore);

  // Candidates tab: in the Recrutamento column, competing; its progress link opens the candidature progress.
  await page.getByRole('tab', { name: /^Candidatos/ }).click();
  await expect(
    page.getByRole('region', { name: 'Recrutamento' }).getByRole('link', { name, exact: true }),
  ).toHaveAttribute('href', `/opportunity/${seeded.opportunityId}/application/${seeded.professional.id}`);
  const candidate = page
    .getByRole('list', { name: 'Candidatos', exact: true })
    .getByRole('article', { name });
  await expect(candidate.getByTestId('candidate-status')).toHaveText('Status: Concorrendo');
  await expectNoSeriousA11yViolations(page);
  await candidate.getByRole('link', { name: 'Andamento da candidatura' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/opportunity/${seeded.opportunityId}/application/${seeded.professional.id}$`),
  );

  // Header: the professional (new tab), the opportunity, the entry, capture and channel as made candidate.
  const professionalLink = page.getByRole('heading', { level: 1 }).getByRole('link');
  await expect(professionalLink).toHaveText(/Marta Progresso/);
  await expect(professionalLink).toHaveAttribute('href', `/professional/${seeded.professional.id}`);
  await expect(professionalLink).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: seeded.title })).toHaveAttribute(
    'href',
    `/opportunity/${seeded.opportunityId}`,
  );
  await expect(page.getByTestId('entry-date')).toContainText(brazilian(day(-20)));
  await expect(page.getByLabel('Fonte de captação', { exact: true }).first()).toHaveValue('Busca');
  await expect(page.getByLabel('Canal', { exact: true }).first()).toHaveValue('LinkedIn');
  await expect(page.getByLabel('Status', { exact: true }).first()).toHaveValue('Concorrendo');
  await expect(page).toHaveTitle('Andamento da candidatura: Marta Progresso · Mosaico');
  await expectNoSeriousA11yViolations(page);

  // The four stages; Avaliação dated before Recrutamento first: refused in the browser with the server's text.
  const stage = (key: number) => page.getByTestId(`stage-${key}`);
  await fillStage(stage(1), texts, 'Recrutamento', { date: day(-15), note: 'Currículo analisado.' });
  await fillStage(stage(2), texts, 'Avaliação', { date: day(-16), note: 'Entrevista com o fornecedor.' });
  await fillStage(stage(3), texts, 'Seleção', { date: day(-5), note: 'Currículo aprovado pelo cliente.' });
  // Apresentação in the future: allowed as a stage, but it prevents selecting.
  await fillStage(stage(4), texts, 'Apresentação', { date: day(3), note: 'Entrevista com o cliente.' });
  await page.getByRole('button', { name: 'Salvar etapas' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Datas fora da ordem cronologica.' })).toBeVisible();
  await stage(2)
    .getByLabel('Data de Avaliação')
    .fill(brazilian(day(-10)));
  await page.getByRole('button', { name: 'Salvar etapas' }).click();
  await expect(page.getByText('Etapas salvas com sucesso!')).toBeVisible();

  // Selecionado with a stage in the future: refused before sending, with the server's message.
  await chooseOption(page, 'Status', 'Selecionado');
  await page.getByLabel('Data da seleção').fill(brazilian(day(0)));
  await page.getByRole('button', { name: 'Salvar informações' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Não é permitido selecionar o candidato com uma etapa registrada em data futura.' }),
  ).toBeVisible();

  // Meanwhile another recruiter changes the channel: the next save is refused as stale and the screen reloads.
  const before = await candidature(page.request, seeded);
  const other = await page.request.post(`/api/opportunity/${seeded.opportunityId}/change-info-candidate`, {
    headers: { authorization: `Bearer ${seeded.recruiterToken}` },
    data: {
      candidate: seeded.professional.id,
      status: before.status.current,
      capture: 'Busca',
      source: 'Catho',
      version: before.version,
    },
  });
  expect(other.status(), await other.text()).toBe(200);
  await stage(4)
    .getByLabel('Data de Apresentação')
    .fill(brazilian(day(-2)));
  await page.getByRole('button', { name: 'Salvar etapas' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Outro recrutador alterou esta candidatura' }),
  ).toBeVisible();
  await expect(page.getByLabel('Canal', { exact: true }).first()).toHaveValue('Catho');
  // What was on screen was replaced by the saved state: Apresentação is back in the future.
  await expect(stage(4).getByLabel('Data de Apresentação')).toHaveValue(brazilian(day(3)));

  await stage(4)
    .getByLabel('Data de Apresentação')
    .fill(brazilian(day(-2)));
  await page.getByRole('button', { name: 'Salvar etapas' }).click();
  await expect(page.getByText('Etapas salvas com sucesso!').first()).toBeVisible();
  await chooseOption(page, 'Status', 'Selecionado');
  await page.getByLabel('Data da seleção').fill(brazilian(day(0)));
  await page.getByRole('button', { name: 'Salvar informações' }).click();
  await expect(page.getByText('Candidato selecionado com sucesso!')).toBeVisible();

  // Selecionado is locked: read-only, with the reason, and kept in the history.
  await expect(page.getByTestId('read-only-reason')).toHaveText(
    'Selecionado, Recusou e Desistiu não podem ser alterados depois de salva a data.',
  );
  await expect(page.getByLabel('Status', { exact: true }).first()).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Salvar informações' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Salvar etapas' })).toBeDisabled();
  await expect(page.getByTestId('status-history')).toContainText(`Selecionado em ${brazilian(day(0))}`);
  expect((await candidature(page.request, seeded)).status.current).toBe(6);
  await expectNoSeriousA11yViolations(page);

  // The professional's own applications show the five-step bar at Selected.
  await expectSelectedForProfessional(browser, baseURL ?? '', seeded);
});

async function expectSelectedForProfessional(browser: Browser, baseURL: string, seeded: Seeded) {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  await acceptCookies(page, baseURL);
  await page.addInitScript(() => window.localStorage.setItem('mosaico.language', 'en-US'));
  await useToken(page, seeded.professional.token);
  await page.goto('/my-candidatures');
  const item = page.getByTestId('candidature-item').filter({ hasText: seeded.title });
  await expect(item).toBeVisible();
  await expect(item.locator('[data-reached]')).toHaveCount(5);
  await expect(item.locator('[data-reached="true"]')).toHaveCount(5);
  await expect(item.getByText('Selected', { exact: true })).toBeVisible();
  // The bar at 100 % (the adherence circle beside it reads 100 % too: the journey made the professional a full match).
  await expect(item.getByRole('list', { name: 'Application progress: Selected, 100%' })).toBeVisible();
  await expect(item.getByTestId('adherence-circle')).toContainText('100%');
  await context.close();
}

test.describe('in pt-PT', () => {
  test.use({ locale: 'pt-PT' });
  test('a recruiter records that a candidate quit, with the day checked against the stages @phone', async ({
    page,
    baseURL,
  }) => {
    const seeded = await seedCandidate(page.request, 'pt-PT');
    const current = await candidature(page.request, seeded);
    const stages = await page.request.post(`/api/opportunity/${seeded.opportunityId}/change-step-candidate`, {
      headers: { authorization: `Bearer ${seeded.recruiterToken}` },
      data: {
        candidate: seeded.professional.id,
        version: current.version,
        steps: [
          { key: 1, meetsTheRequirements: 0, date: day(-15), details: '<p>Currículo analisado.</p>' },
          { key: 2, meetsTheRequirements: 1, date: day(-10), details: '<p>Entrevista fraca.</p>' },
        ],
      },
    });
    expect(stages.status(), await stages.text()).toBe(200);
    await openAsRecruiter(page, baseURL ?? '', seeded, 'pt-PT');

    await expect(page.getByTestId('stage-2')).toContainText('Não cumpre os requisitos');
    await expect(page.getByTestId('stage-4')).toContainText('Registe antes o resultado da etapa anterior.');
    await expectNoSeriousA11yViolations(page);

    // Desistiu dated before the last registered stage: refused with the range, as DD/MM/YYYY.
    await chooseOption(page, 'Estado', 'Desistiu');
    await page.getByLabel('Data da desistência').fill(brazilian(day(-12)));
    await page.getByRole('button', { name: 'Guardar informações' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: `Deve escolher uma data entre ${brazilian(day(-10))} e ${brazilian(day(0))}` }),
    ).toBeVisible();
    await page.getByLabel('Data da desistência').fill(brazilian(day(-1)));
    await page.getByRole('button', { name: 'Guardar informações' }).click();
    await expect(page.getByText('Informações alteradas com sucesso!')).toBeVisible();
    await expect(page.getByTestId('read-only-reason')).toHaveText(
      'Selecionado, Recusou e Desistiu não podem ser alterados depois de guardada a data.',
    );
    await expect(page.getByTestId('status-history')).toContainText(`Desistiu a ${brazilian(day(-1))}`);
    await expectNoSeriousA11yViolations(page);
  });
});
