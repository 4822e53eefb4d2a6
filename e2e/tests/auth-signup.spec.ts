import { expect, test } from '@playwright/test';
import { DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { CV_PDF, followMailboxLink, NOT_A_CV, storedToken, uniqueEmail, userIdOf } from './auth-helpers';

// Journey 1, in pt-PT: sign-up steps 1 and 2 with a CV → 'check your e-mail' → the confirmation link from the
// development mailbox → the profile with step=welcome.
test.describe('sign-up with a CV (pt-PT)', () => {
  test.use({ locale: 'pt-PT' });

  test('registers, confirms through the mailbox link and lands on the welcome step', async ({
    page,
    baseURL,
  }) => {
    await page
      .context()
      .addCookies([{ name: 'mosaico_cookie_consent', value: 'accepted', url: baseURL ?? '' }]);
    await page.addInitScript(() => window.localStorage.setItem('mosaico.language', 'pt-PT'));
    const email = uniqueEmail('signup');

    // Step 1.
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Crie a sua conta' })).toBeVisible();
    const next = page.getByRole('button', { name: 'Continuar' });
    await expect(next).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Nome', { exact: false }).first().fill('Ri');
    await page.getByLabel('Apelido').fill('Carvalho');
    await expect(page.getByText('Nome inválido')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nome' }).fill('Rita');
    await expect(page.getByText('Nome inválido')).toBeHidden();

    // A registered address is refused on blur.
    const emailField = page.getByRole('textbox', { name: 'E-mail' });
    await emailField.fill(DEMO.professional);
    await emailField.blur();
    await expect(page.getByText('E-mail já registado')).toBeVisible();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    // Typed in capitals: the address is lowercased on the way.
    await emailField.fill(email.toUpperCase());
    await emailField.blur();
    await expect(page.getByText('E-mail já registado')).toBeHidden();
    await page.getByRole('textbox', { name: 'Palavra-passe' }).fill('curta');
    await page.getByRole('textbox', { name: 'Palavra-passe' }).blur();
    await expect(page.getByText('Palavra-passe inválida')).toBeVisible();
    await page.getByRole('textbox', { name: 'Palavra-passe' }).fill('palavra-secreta-1');
    await page.getByRole('checkbox', { name: 'Sou cidadão da União Europeia' }).check();
    await expect(next).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await next.click();

    // Step 2. The tab's storage holds the draft but never the password (ASVS 14.3.3); after a reload step 1
    // comes back filled in but for the password, which is typed again.
    await expect(page).toHaveURL(/\/signup-location$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Onde vive e o seu currículo' })).toBeVisible();
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...window.sessionStorage, h: window.history.state }),
    );
    expect(stored).toContain(email.toLowerCase());
    expect(stored).not.toContain('palavra-secreta-1');
    await page.reload();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('status').filter({ hasText: 'escreva-a novamente' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('Rita');
    await expect(page.getByRole('textbox', { name: 'Palavra-passe' })).toHaveValue('');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('textbox', { name: 'Palavra-passe' }).fill('palavra-secreta-1');
    await next.click();
    await expect(page).toHaveURL(/\/signup-location$/);
    await expectNoSeriousA11yViolations(page);

    // Submitting empty shows every message and focuses the first field in error.
    await page.getByRole('button', { name: 'Registar' }).click();
    await expect(page.getByText(/Localização inválida/)).toBeVisible();
    await expect(page.getByText('Telefone inválido')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Local de residência/ })).toBeFocused();

    await page.getByRole('textbox', { name: /Local de residência/ }).fill('Lisb');
    await page.getByRole('option', { name: 'Lisboa, Lisboa, Portugal' }).first().click();
    await page.getByLabel(/Telefone principal/).fill('+351 912 345 678');

    // A file that is not a CV is refused in the browser; a PDF is uploaded and named.
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles(NOT_A_CV);
    await expect(page.getByText('Só são aceites ficheiros PDF ou DOCX.')).toBeVisible();
    await fileInput.setInputFiles(CV_PDF);
    await expect(page.getByText('cv.pdf anexado. Escolha outro ficheiro para o substituir.')).toBeVisible();
    await page.getByRole('checkbox', { name: /Li e aceito os termos de utilização/ }).check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Registar' }).click();

    // 'Check your e-mail'.
    await expect(page).toHaveURL(/\/confirm$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verifique o seu e-mail' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Reenviar o e-mail' }).click();
    await expect(page.getByText('E-mail reenviado com sucesso!')).toBeVisible();

    // The development mailbox lists the message (in pt-PT); its link opens inside the app.
    await page.goto('/dev/mailbox');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Caixa de correio de desenvolvimento' }),
    ).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: email }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await followMailboxLink(page, email, /\/signup\/advanced\/.+\/confirm/);
    await expect(page.getByText('E-mail confirmado! A levá-lo para o seu perfil…')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page).toHaveURL(/\/professional\/[^/]+\/professinal-profile\?step=welcome$/);
    const token = await storedToken(page);
    expect(page.url()).toContain(`/professional/${userIdOf(token)}/`);

    // The account now signs in with what was typed at step 1.
    const signin = await page.request.post('/api/auth/signin', {
      data: { email, password: 'palavra-secreta-1' },
    });
    expect(signin.status()).toBe(200);
  });
});
