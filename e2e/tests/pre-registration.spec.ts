import { type APIRequestContext, expect, test } from '@playwright/test';
import { acceptCookies, acceptPrivacyPolicy, DEMO, signInPage } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createOwnOpportunity } from '../support/matching';
import { CV_PDF, followMailboxLink, NOT_A_CV, uniqueEmail } from './auth-helpers';

// Issue 9 item 5 (001 §2.10, §3, §4, §5, §7): a recruiter pre-registers a professional who is not on the platform
// yet, who joins the opportunity as a candidate or enrolled; the professional finishes the registration through the
// e-mailed link.

/** A published demo opportunity: its id and title. */
async function demoOpportunity(request: APIRequestContext, token: string) {
  const search = await request.get('/api/opportunity/search/oppRh?keywords=&status=published', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(search.status(), await search.text()).toBe(200);
  const { opportunities } = (await search.json()) as { opportunities: Array<{ id: string; titulo: string }> };
  const first = opportunities[0];
  expect(first, 'the demo world has a published opportunity').toBeTruthy();
  return { id: first?.id ?? '', title: first?.titulo ?? '' };
}

test('the demo recruiter pre-registers a professional with a CV; the professional follows the e-mailed link, chooses a password and signs in (pt-BR)', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, a 3 s redirect, an upload and the mailbox: longer than the default minute on a loaded CI machine.
  test.slow();
  await acceptCookies(page, baseURL ?? '');
  const token = await signInPage(page, DEMO.recruiter);
  await acceptPrivacyPolicy(page.request, token);
  await page.addInitScript(() => window.localStorage.setItem('mosaico.language', 'pt-BR'));
  const opportunity = await demoOpportunity(page.request, token);
  const email = uniqueEmail('pre-register');

  // From the candidates tab's 'Incluir pré cadastro'.
  await page.goto(`/opportunity/${opportunity.id}/professionals?state=candidates`);
  await page.getByRole('link', { name: 'Incluir pré cadastro' }).click();
  await expect(page).toHaveURL(new RegExp(`/pre-register/${opportunity.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pré-cadastro de profissional' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Saving empty: the required fields.
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Preencha os campos obrigatórios')).toBeVisible();
  await expect(page.getByText('E-mail obrigatório.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toBeFocused();

  // The e-mail is checked on blur: format, then an address already registered.
  const emailField = page.getByRole('textbox', { name: 'E-mail' });
  await emailField.fill('sem-arroba');
  await emailField.blur();
  await expect(page.getByText('Formato de e-mail inválido.')).toBeVisible();
  await emailField.fill(DEMO.professional);
  await emailField.blur();
  await expect(page.getByText('Email já cadastrado.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Priscila');
  await page.getByRole('textbox', { name: 'Sobrenome' }).fill('Pré-cadastrada');
  await emailField.fill(email);
  await emailField.blur();
  await expect(page.getByText('Email já cadastrado.')).toBeHidden();
  await page.getByRole('textbox', { name: /Localização/ }).fill('Lisb');
  await page.getByRole('option', { name: 'Lisboa, Lisboa, Portugal' }).first().click();
  // Only PDF or DOCX.
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles(NOT_A_CV);
  await expect(page.getByText('Envie apenas arquivos PDF ou DOCX.')).toBeVisible();
  await fileInput.setInputFiles(CV_PDF);
  await expect(page.getByText('Envie apenas arquivos PDF ou DOCX.')).toBeHidden();
  // 001 §3 'Pre-register type': opened from the candidates tab, the person joins as a candidate unless chosen.
  const type = page.getByRole('radiogroup', { name: 'Incluir na vaga como' });
  await expect(type.getByRole('radio', { name: 'Candidato' })).toBeChecked();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Pré-cadastro realizado!')).toBeVisible();
  await expect(
    page.getByText('O profissional receberá um e-mail de notificação com os próximos passos.'),
  ).toBeVisible();
  // addProfessionalPreRegisterToCandidateInOpportunity answered; its message is shown.
  await expect(page.getByText('O profissional agora é candidato na oportunidade!')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // 3 s later, the opportunity's candidates tab, where the new candidate is, in the kanban's first column.
  await expect(page).toHaveURL(
    new RegExp(`/opportunity/${opportunity.id}/professionals\\?state=candidates$`),
    {
      timeout: 10_000,
    },
  );
  await expect(
    page
      .getByRole('region', { name: 'Recrutamento' })
      .getByRole('link', { name: 'Priscila Pré-cadastrada', exact: true }),
  ).toBeVisible();

  // The pre-registration is recorded for the opportunity, with the CV added by HR.
  const headers = { authorization: `Bearer ${token}` };
  const made = await page.request.get(`/api/users/preRegisterMadeByOpportunity/${opportunity.id}`, {
    headers,
  });
  const { items } = (await made.json()) as {
    items: Array<{
      professionalName: string;
      professionalId: string | null;
      stillPreRegistered: boolean | null;
    }>;
  };
  const record = items.find((item) => item.professionalName === 'Priscila Pré-cadastrada');
  expect(record?.stillPreRegistered).toBe(true);
  const professionalId = record?.professionalId ?? '';
  const attachments = await page.request.get(`/api/users/${professionalId}/attachments`, { headers });
  expect(((await attachments.json()) as unknown[]).length).toBe(1);

  // The edit variant shows what was saved.
  await page.goto(`/professional/pre-register/${opportunity.id}/edit?user=${professionalId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar pré-cadastro' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await expect(page.getByText('cv.pdf')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The professional, in a browser of their own, opens the link of the e-mail (in pt-BR).
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'mosaico_cookie_consent', value: 'accepted', url: baseURL ?? '' }]);
  const professional = await context.newPage();
  await professional.addInitScript(() => window.localStorage.setItem('mosaico.language', 'pt-BR'));
  await followMailboxLink(professional, email, /\/signup\/advanced\/.+\/pre-register$/);
  await expect(professional.getByRole('heading', { level: 1, name: 'Escolha sua senha' })).toBeVisible();
  await expectNoSeriousA11yViolations(professional);
  await professional.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('senha-bem-escolhida-7');
  await professional.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('senha-bem-escolhida-7');
  await professional.getByRole('button', { name: 'Salvar senha e continuar' }).click();
  await expect(professional).toHaveURL(/\/professional\/[^/]+\/professinal-profile\?step=welcome$/);
  await context.close();

  // The account is a normal one now: the password signs in, the record no longer says pre-registered.
  const signin = await page.request.post('/api/auth/signin', {
    data: { email, password: 'senha-bem-escolhida-7' },
  });
  expect(signin.status()).toBe(200);
  const after = await page.request.get(`/api/users/preRegisterMadeByOpportunity/${opportunity.id}`, {
    headers,
  });
  const updated = ((await after.json()) as { items: typeof items }).items.find(
    (item) => item.professionalId === professionalId,
  );
  expect(updated?.stillPreRegistered).toBe(false);
});

test('pre-registers a professional enrolled in the opportunity, who appears on the enrolled tab and in its counter on every tab (en-US)', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await acceptCookies(page, baseURL ?? '');
  const token = await signInPage(page, DEMO.recruiter);
  await acceptPrivacyPolicy(page.request, token);
  await page.addInitScript(() => window.localStorage.setItem('mosaico.language', 'en-US'));
  // Unpublished and not sent to the engine: nobody else's journey picks it, and no compatibles to wait for.
  const opportunityId = await createOwnOpportunity(page.request, token, {
    titulo: `Pre-registration enrolled ${Date.now()}`,
    criterias: [{ nome: 'Kotlin', termos: ['JVM'], necessary: true }],
  });

  await page.goto(`/opportunity/${opportunityId}/professionals?state=candidates`);
  await expect(page.getByRole('tab', { name: 'Enrolled (0)' })).toBeVisible();
  await page.getByRole('link', { name: 'Add pre-registration' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Edna');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Enrolled');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('pre-register-enrolled'));
  await page.getByRole('radio', { name: 'Enrolled' }).check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Professional enrolled in the opportunity.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/opportunity/${opportunityId}/professionals\\?state=enrolled$`), {
    timeout: 10_000,
  });
  const card = page
    .getByRole('list', { name: 'Enrolled professionals' })
    .getByRole('article', { name: 'Edna Enrolled' });
  // The badge (002 §6) is its short name, then its meaning for screen readers.
  await expect(
    card
      .getByRole('list', { name: "Professional's badges" })
      .getByRole('listitem')
      .filter({ hasText: /^Pre-registered\b/ }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Enrolled (1)', selected: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // On the default (compatibles) tab the other tabs keep their counters.
  await page.goto(`/opportunity/${opportunityId}/professionals`);
  await expect(page.getByRole('tab', { name: 'Enrolled (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Candidates (0)' })).toBeVisible();
});

test('pre-registers without an opportunity, edits and deletes it, in pt-PT @phone', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL ?? '');
  const token = await signInPage(page, DEMO.recruiter);
  await acceptPrivacyPolicy(page.request, token);
  await page.addInitScript(() => window.localStorage.setItem('mosaico.language', 'pt-PT'));
  const email = uniqueEmail('pre-register-pt');

  await page.goto('/pre-register');
  await expect(page.getByRole('heading', { level: 1, name: 'Pré-registo de profissional' })).toBeVisible();
  const emailField = page.getByRole('textbox', { name: 'E-mail' });
  await emailField.fill(DEMO.professional);
  await emailField.blur();
  await expect(page.getByText('E-mail já registado.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Tomás');
  await page.getByRole('textbox', { name: 'Apelido' }).fill('Telemóvel');
  await emailField.fill(email);
  await page.getByLabel('Idioma dos e-mails').selectOption('pt-PT');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Pré-registo realizado!')).toBeVisible();
  // Without an opportunity the screen goes back to the recruiter's home.
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

  const mailbox = await page.request.get('/api/dev/mailbox');
  expect(mailbox.status()).toBe(200);
  const { messages } = (await mailbox.json()) as { messages: Array<{ to: string; subject: string }> };
  expect(messages.find((message) => message.to === email)?.subject).toBe(
    'O seu registo no Mosaico está à sua espera',
  );

  // The edit variant deletes it after a confirmation.
  const check = await page.request.get(`/api/users/check-email-cadastro/${encodeURIComponent(email)}`);
  expect(((await check.json()) as { exists: boolean }).exists).toBe(true);
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.put('/api/users/pre-register', {
    headers,
    data: { firstName: 'Outra', lastName: 'Pessoa', email: uniqueEmail('pre-register-del') },
  });
  const { user } = (await created.json()) as { user: { _id: string } };
  await page.goto(`/professional/pre-register/none/edit?user=${user._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar pré-registo' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Apelido' })).toHaveValue('Pessoa');
  await page.getByRole('button', { name: 'Eliminar pré-registo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar pré-registo' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Pré-registo eliminado.')).toBeVisible();
  const gone = await page.request.get(`/api/users/pre-register/${user._id}`, { headers });
  expect(gone.status()).toBe(400);
});
