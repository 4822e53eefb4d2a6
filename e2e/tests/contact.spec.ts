import { expect, test } from '@playwright/test';
import { acceptCookies } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';

test.describe('contact us', () => {
  test('a visitor sends a message in pt-BR and the team receives it @phone', async ({ page, baseURL }) => {
    await acceptCookies(page, baseURL ?? '');
    await page.addInitScript(() => window.localStorage.setItem('mosaico.language', 'pt-BR'));
    await page.goto('/contact-us');

    const send = page.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();
    await page.getByRole('textbox', { name: 'Nome' }).fill('Conceição');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('conceicao@example.com');
    await expect(send).toBeDisabled();
    await page.getByRole('textbox', { name: 'Mensagem' }).fill('Quero saber das vagas remotas de dados.');
    await expectNoSeriousA11yViolations(page);
    await send.click();

    await expect(page.getByText('Mensagem enviada! Em breve entraremos em contato.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');

    // The message went to the team's address (development mailbox: no SMTP in the journeys).
    const mailbox = await page.request.get('/api/dev/mailbox');
    const { messages } = (await mailbox.json()) as {
      messages: Array<{ to: string; subject: string; text: string }>;
    };
    const sent = messages.find((message) => message.text.includes('Quero saber das vagas remotas de dados.'));
    expect(sent?.to).toBe('contato@mosaico.test');
    expect(sent?.subject).toBe('Fale conosco: mensagem de Conceição');
  });
});
