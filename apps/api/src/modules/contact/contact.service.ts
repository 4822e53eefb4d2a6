import type { Language } from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import { translateMessage } from '../../lib/messages';
import { sendTemplateMail } from '../mail';
import { insertContactMessage } from './contact.repository';

/**
 * POST /contactus: keeps the message (so none is lost if mail fails) and mails it to the team's address
 * (`CONTACT_EMAIL`), in the sender's language. Answers the translated confirmation the page shows.
 */
export async function sendContactMessage(
  ctx: Pick<AppContext, 'database' | 'mailer' | 'config'>,
  input: { firstName: string; email: string; mensagem: string; activeLanguage?: Language | undefined },
  requestLanguage: Language,
): Promise<{ message: string }> {
  const language = input.activeLanguage ?? requestLanguage;
  await insertContactMessage(ctx.database.db, {
    firstName: input.firstName,
    email: input.email,
    mensagem: input.mensagem,
    language,
  });
  await sendTemplateMail(ctx, {
    to: ctx.config.contactEmail,
    template: 'contact',
    language,
    data: {
      firstName: input.firstName,
      senderEmail: input.email,
      message: input.mensagem,
      link: `mailto:${input.email}`,
    },
  });
  return { message: translateMessage('CONTACT_MESSAGE_SENT', language) };
}
