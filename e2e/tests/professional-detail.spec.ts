import { type APIRequestContext, expect, test } from '@playwright/test';
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
import { createOwnOpportunity, publishOpportunity } from '../support/matching';

/** A calendar day `offset` days from today, as the API takes it. */
function day(offset: number): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000 + offset * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

interface Seeded {
  recruiterToken: string;
  candidateIn: { id: string; title: string };
  enrolIn: { id: string; title: string };
  professional: RegisteredProfessional;
}

/**
 * Two published opportunities of the journey's own (no other journey adds people to them) and a fresh
 * professional who keeps the phone channel on and turns the e-mail channel off (002 §6: her e-mail reaches
 * recruiters masked, her phone in full). The recruiter makes her a candidate of the first one.
 */
async function seed(request: APIRequestContext): Promise<Seeded> {
  const recruiterToken = await apiSignIn(request, DEMO.recruiter);
  await acceptPrivacyPolicy(request, recruiterToken);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const opportunity = async (titulo: string) => {
    const id = await createOwnOpportunity(request, recruiterToken, { titulo, quantidadeVagas: 2 });
    await publishOpportunity(request, recruiterToken, id);
    return { id, title: titulo };
  };
  const candidateIn = await opportunity(`Analista de detalhe ${stamp}`);
  const enrolIn = await opportunity(`Arquiteta de detalhe ${stamp}`);
  const professional = await registerProfessional(request, { firstName: 'Marta', lastName: 'Detalhe' });
  await acceptPrivacyPolicy(request, professional.token);
  const settings = await request.put('/api/users', {
    headers: { authorization: `Bearer ${professional.token}` },
    data: {
      firstName: 'Marta',
      lastName: 'Detalhe',
      notificationsSettings: {
        isActive: true,
        channels: [
          { name: 'E-mail', isActive: false },
          { name: 'Telefone', isActive: true },
        ],
      },
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const made = await request.post(`/api/opportunity/${candidateIn.id}/becomeCandidate`, {
    headers: { authorization: `Bearer ${recruiterToken}` },
    data: {
      _usuario: { _id: professional.id },
      conversionType: 'candidate',
      triageRecruitmentOptions: { capture: 'Busca', source: 'LinkedIn', date: day(-3), details: '' },
      byRH: true,
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  return { recruiterToken, candidateIn, enrolIn, professional };
}

test('a recruiter opens a professional from a candidate card, sees her contact masked as her channels say, edits her salary and enrols her through the inscribe modal (en-US, desktop)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const seeded = await seed(page.request);
  const name = 'Marta Detalhe';
  await acceptCookies(page, baseURL ?? '');
  await page.addInitScript(() => window.localStorage.setItem('mosaico.language', 'en-US'));
  await useToken(page, seeded.recruiterToken);

  // The candidates tab of the opportunity: her card's name opens her page in a new tab.
  await page.goto(`/opportunity/${seeded.candidateIn.id}/professionals?state=candidates`);
  const card = page.getByRole('list', { name: 'Candidates', exact: true }).getByRole('article', { name });
  const nameLink = card.getByRole('link', { name: new RegExp(name) });
  await expect(nameLink).toHaveAttribute('href', `/professional/${seeded.professional.id}`);
  await expect(nameLink).toHaveAttribute('target', '_blank');
  const [detail] = await Promise.all([page.context().waitForEvent('page'), nameLink.click()]);
  await detail.waitForLoadState();
  await expect(detail).toHaveURL(new RegExp(`/professional/${seeded.professional.id}$`));
  await expect(detail.getByTestId('professional-name')).toHaveText(name);
  await expect(detail).toHaveTitle(`Professional: ${name} · Mosaico`);

  // Contact (002 §6): the e-mail channel is off, so the page never receives her address; the phone channel is on.
  const contact = detail.getByRole('region', { name: 'Contact' });
  const [local = '', domain = ''] = seeded.professional.email.split('@');
  await expect(contact).toContainText(`${local.slice(0, 2)}${'*'.repeat(local.length - 2)}@${domain}`);
  await expect(contact).not.toContainText(seeded.professional.email);
  await expect(contact).toContainText('+351 912 345 678');
  expect(await detail.content()).not.toContain(seeded.professional.email);

  // The process she is in, with the candidate label of 002 §4, and links opening in a new tab.
  const inProgress = detail.getByTestId('processes-in-progress');
  const process = inProgress.getByRole('listitem').filter({ hasText: seeded.candidateIn.title });
  await expect(process.getByTestId('candidate-label')).toHaveText('Recruited');
  await expect(process.getByRole('link', { name: /Candidature progress/ })).toHaveAttribute(
    'href',
    `/opportunity/${seeded.candidateIn.id}/application/${seeded.professional.id}`,
  );
  await expectNoSeriousA11yViolations(detail);

  // Salary expectation (002 §5): CLT in BRL without a range is refused on the spot; with one it is saved.
  const clt = detail.getByTestId('salary-clt');
  const ticked = clt.getByRole('checkbox', { name: 'CLT' });
  if (!(await ticked.isChecked())) await ticked.check();
  await clt.getByRole('combobox', { name: 'Currency (CLT)' }).click();
  await detail.getByRole('option', { name: 'BRL', exact: true }).click();
  await clt.getByRole('combobox', { name: 'Monthly range (CLT)' }).click();
  await detail.getByRole('option', { name: 'None', exact: true }).click();
  await detail.getByRole('button', { name: 'Save salary expectation' }).click();
  await expect(detail.getByTestId('salary-invalid')).toHaveText(
    'Salary expectation is required. Fill in both the currency and the range',
  );
  await clt.getByRole('combobox', { name: 'Monthly range (CLT)' }).click();
  await detail.getByRole('option', { name: '7k to 9k', exact: true }).click();
  await detail.getByRole('button', { name: 'Save salary expectation' }).click();
  await expect(detail.getByText('Salary expectation updated')).toBeVisible();
  const saved = await detail.request.get(`/api/users/user-without-opportunities/${seeded.professional.id}`, {
    headers: { authorization: `Bearer ${seeded.recruiterToken}` },
  });
  expect(((await saved.json()) as { user: { perfilUsuario: unknown } }).user.perfilUsuario).toMatchObject({
    pretensao: { tipo: { clt: { moeda: 'BRL', valor: '7k-9k' } } },
  });

  // Enrol her in the second opportunity: Save stays disabled until an opportunity is chosen (002 §5).
  await detail.getByTestId('inscribe').click();
  const dialog = detail.getByRole('dialog', { name: `Enrol ${name} in an opportunity` });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  const picker = dialog.getByRole('combobox', { name: 'Opportunity' });
  await picker.click();
  await picker.fill(seeded.enrolIn.title);
  await detail.getByRole('option', { name: new RegExp(seeded.enrolIn.title) }).click();
  await dialog.getByRole('combobox', { name: 'Channel' }).click();
  await detail.getByRole('option', { name: 'LinkedIn', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expectNoSeriousA11yViolations(detail);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(detail.getByText('Professional enrolled in the opportunity.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The new process is listed, enrolled, as Recruited.
  const enrolled = inProgress.getByRole('listitem').filter({ hasText: seeded.enrolIn.title });
  await expect(enrolled.getByTestId('candidate-label')).toHaveText('Recruited');
  await expect(enrolled).toContainText('Enrolled');
  await expect(enrolled.getByRole('link', { name: new RegExp(seeded.enrolIn.title) })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expectNoSeriousA11yViolations(detail);
});
