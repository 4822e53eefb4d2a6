// Public surface of the mail module for other modules: render and send a template.
export { sendTemplateMail } from './mail.service';
export type { MailData, MailTemplate } from './templates';
export { renderMail } from './templates';
