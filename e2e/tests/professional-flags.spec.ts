import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  acceptCookies,
  acceptPrivacyPolicy,
  apiSignIn,
  DEMO,
  registerProfessional,
  useToken,
} from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createOwnOpportunity, publishOpportunity } from '../support/matching';

/** Today, as the enrol modal's date field and the API take it. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

async function flagTalent(
  request: APIRequestContext,
  token: string,
  professionalId: string,
  status: boolean,
) {
  const response = await request.put(`/api/profile/turn-talent/${professionalId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { status: boolean }).status).toBe(status);
}

test('a recruiter flags a professional as talent and the badge shows on her card and her candidature (pt-BR)', async ({
  page,
  baseURL,
}) => {
  // A published opportunity of the journey's own, so the enrolled tab holds only the journey's professional.
  const recruiterToken = await apiSignIn(page.request, DEMO.recruiter);
  await acceptPrivacyPolicy(page.request, recruiterToken);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const opportunityId = await createOwnOpportunity(page.request, recruiterToken, {
    titulo: `Analista de marcações ${stamp}`,
    criterias: [{ nome: `Marcacao${stamp}`, necessary: true }],
    quantidadeVagas: 1,
  });
  await publishOpportunity(page.request, recruiterToken, opportunityId);
  const name = 'Flávia Talentosa';
  const professional = await registerProfessional(page.request, {
    language: 'pt-BR',
    firstName: 'Flávia',
    lastName: 'Talentosa',
  });
  const enrol = await page.request.post(`/api/opportunity/${opportunityId}/becomeCandidate`, {
    headers: { authorization: `Bearer ${recruiterToken}` },
    data: {
      _usuario: { _id: professional.id },
      conversionType: 'inscribe',
      triageRecruitmentOptions: { capture: 'Busca', source: 'LinkedIn', date: today(), details: '' },
      byRH: true,
    },
  });
  expect(enrol.status(), await enrol.text()).toBe(200);

  await acceptCookies(page, baseURL ?? '');
  await page.addInitScript(() => window.localStorage.setItem('mosaico.language', 'pt-BR'));
  await useToken(page, recruiterToken);

  // Before the flag: her card on the enrolled tab shows no talent badge (she declared EU citizenship at sign-up).
  await page.goto(`/opportunity/${opportunityId}/professionals?state=enrolled`);
  const card = page.getByRole('list', { name: 'Profissionais inscritos' }).getByRole('article', { name });
  await expect(card).toHaveAttribute('data-user-id', professional.id);
  const badges = card.getByRole('list', { name: 'Marcadores do profissional' });
  await expect(badges.getByRole('listitem').filter({ hasText: 'Cidadania europeia' })).toBeVisible();
  await expect(badges.getByRole('listitem').filter({ hasText: 'Talento' })).toHaveCount(0);

  // The recruiter flags her as talent (PUT profile/turn-talent/{id}; the professional page's panel is another task's).
  await flagTalent(page.request, recruiterToken, professional.id, true);
  await page.reload();
  const talent = card
    .getByRole('list', { name: 'Marcadores do profissional' })
    .getByRole('listitem')
    .filter({ hasText: 'Talento' });
  await expect(talent).toBeVisible();
  await expect(talent).toHaveAttribute('data-badge', 'talent');
  await expectNoSeriousA11yViolations(page);

  // The candidature progress header shows the same badge.
  await page.goto(`/opportunity/${opportunityId}/application/${professional.id}`);
  const header = page.getByRole('list', { name: 'Marcadores do profissional' });
  await expect(header.getByRole('listitem').filter({ hasText: 'Talento' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Unflagged, the badge goes.
  await flagTalent(page.request, recruiterToken, professional.id, false);
  await page.goto(`/opportunity/${opportunityId}/professionals?state=enrolled`);
  await expect(card.getByRole('list', { name: 'Marcadores do profissional' })).toBeVisible();
  await expect(
    card
      .getByRole('list', { name: 'Marcadores do profissional' })
      .getByRole('listitem')
      .filter({ hasText: 'Talento' }),
  ).toHaveCount(0);
});
