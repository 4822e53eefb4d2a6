import type { Language } from '@mosaico/domain';

/** The product's messages (issue 3 "Mail"), each in en-US, pt-BR and pt-PT. */
export type MailTemplate =
  | 'confirm'
  | 'resend'
  | 'reset'
  | 'welcome'
  | 'contact'
  | 'notSelected'
  | 'invitation'
  | 'dismissed'
  | 'preRegistration'
  | 'report';

export interface MailData {
  firstName: string;
  /** Absolute link the message exists for (confirmation, reset, profile). */
  link: string;
  /** Title of the opportunity a sign-up started on, when there is one. */
  opportunityTitle?: string | null;
  /** Contact form: who wrote (e-mail) and what (plain text, escaped in the HTML like every field). */
  senderEmail?: string;
  message?: string;
  /** Report mail: the report's name and period as shown in the message. */
  reportName?: string;
  reportPeriod?: string;
}

export interface RenderedMail {
  subject: string;
  /** Paragraphs before the button; the link is shown as a button and as plain text. */
  paragraphs: string[];
  button: string;
  /** Paragraphs after the link (expiry, "ignore this message"). */
  footer: string[];
}

type Copy = (data: MailData) => RenderedMail;

/** The report mail (POST reports/sendReportEmail): the CSV attached, and the signed link. */
const reportCopies: Record<Language, Copy> = {
  'en-US': (d) => ({
    subject: `Mosaico report: ${d.reportName ?? ''}`,
    paragraphs: [
      `Hello, ${d.firstName}.`,
      `The report "${d.reportName ?? ''}" (${d.reportPeriod ?? ''}) you asked for is attached as a CSV file.`,
    ],
    button: 'Open the report',
    footer: ['The link works for recruiters signed in to Mosaico and expires in 7 days.'],
  }),
  'pt-BR': (d) => ({
    subject: `Relatório Mosaico: ${d.reportName ?? ''}`,
    paragraphs: [
      `Olá, ${d.firstName}.`,
      `O relatório "${d.reportName ?? ''}" (${d.reportPeriod ?? ''}) que você pediu segue anexo em CSV.`,
    ],
    button: 'Abrir o relatório',
    footer: ['O link funciona para recrutadores conectados ao Mosaico e expira em 7 dias.'],
  }),
  'pt-PT': (d) => ({
    subject: `Relatório Mosaico: ${d.reportName ?? ''}`,
    paragraphs: [
      `Olá, ${d.firstName}.`,
      `O relatório "${d.reportName ?? ''}" (${d.reportPeriod ?? ''}) que pediu segue em anexo em CSV.`,
    ],
    button: 'Abrir o relatório',
    footer: ['A ligação funciona para recrutadores com sessão iniciada no Mosaico e expira em 7 dias.'],
  }),
};

const copies: Record<MailTemplate, Record<Language, Copy>> = {
  report: reportCopies,
  confirm: {
    'en-US': (d) => ({
      subject: 'Confirm your e-mail address',
      paragraphs: [
        `Hello, ${d.firstName}!`,
        d.opportunityTitle
          ? `Thank you for signing up to Mosaico. Confirm your e-mail address to complete your application to "${d.opportunityTitle}".`
          : 'Thank you for signing up to Mosaico. Confirm your e-mail address to activate your account.',
      ],
      button: 'Confirm my e-mail',
      footer: [
        'This link expires in 48 hours.',
        'If you did not sign up to Mosaico, you can ignore this message.',
      ],
    }),
    'pt-BR': (d) => ({
      subject: 'Confirme seu endereço de e-mail',
      paragraphs: [
        `Olá, ${d.firstName}!`,
        d.opportunityTitle
          ? `Obrigado por se cadastrar no Mosaico. Confirme seu e-mail para concluir sua candidatura à vaga "${d.opportunityTitle}".`
          : 'Obrigado por se cadastrar no Mosaico. Confirme seu e-mail para ativar sua conta.',
      ],
      button: 'Confirmar meu e-mail',
      footer: ['Este link expira em 48 horas.', 'Se você não se cadastrou no Mosaico, ignore esta mensagem.'],
    }),
    'pt-PT': (d) => ({
      subject: 'Confirme o seu endereço de e-mail',
      paragraphs: [
        `Olá, ${d.firstName}!`,
        d.opportunityTitle
          ? `Obrigado por se registar no Mosaico. Confirme o seu e-mail para concluir a sua candidatura à oportunidade "${d.opportunityTitle}".`
          : 'Obrigado por se registar no Mosaico. Confirme o seu e-mail para ativar a sua conta.',
      ],
      button: 'Confirmar o meu e-mail',
      footer: ['Esta ligação expira em 48 horas.', 'Se não se registou no Mosaico, ignore esta mensagem.'],
    }),
  },
  resend: {
    'en-US': (d) => ({
      subject: 'Your new confirmation link',
      paragraphs: [
        `Hello, ${d.firstName}!`,
        'Here is a new link to confirm your e-mail address. Links sent before this one no longer work.',
      ],
      button: 'Confirm my e-mail',
      footer: ['This link expires in 48 hours.', 'If you did not ask for it, you can ignore this message.'],
    }),
    'pt-BR': (d) => ({
      subject: 'Seu novo link de confirmação',
      paragraphs: [
        `Olá, ${d.firstName}!`,
        'Aqui está um novo link para confirmar seu e-mail. Os links enviados antes deste não funcionam mais.',
      ],
      button: 'Confirmar meu e-mail',
      footer: ['Este link expira em 48 horas.', 'Se você não pediu este e-mail, ignore esta mensagem.'],
    }),
    'pt-PT': (d) => ({
      subject: 'A sua nova ligação de confirmação',
      paragraphs: [
        `Olá, ${d.firstName}!`,
        'Eis uma nova ligação para confirmar o seu e-mail. As ligações enviadas antes desta deixaram de funcionar.',
      ],
      button: 'Confirmar o meu e-mail',
      footer: ['Esta ligação expira em 48 horas.', 'Se não pediu este e-mail, ignore esta mensagem.'],
    }),
  },
  reset: {
    'en-US': (d) => ({
      subject: 'Reset your password',
      paragraphs: [
        `Hello, ${d.firstName}!`,
        'We received a request to reset the password of your Mosaico account. Choose a new password with the link below.',
      ],
      button: 'Reset my password',
      footer: [
        'This link expires in 1 hour and works only once.',
        'If you did not ask for a new password, ignore this message: your password stays the same.',
      ],
    }),
    'pt-BR': (d) => ({
      subject: 'Redefina sua senha',
      paragraphs: [
        `Olá, ${d.firstName}!`,
        'Recebemos um pedido para redefinir a senha da sua conta no Mosaico. Escolha uma nova senha pelo link abaixo.',
      ],
      button: 'Redefinir minha senha',
      footer: [
        'Este link expira em 1 hora e só pode ser usado uma vez.',
        'Se você não pediu uma nova senha, ignore esta mensagem: sua senha continua a mesma.',
      ],
    }),
    'pt-PT': (d) => ({
      subject: 'Redefina a sua palavra-passe',
      paragraphs: [
        `Olá, ${d.firstName}!`,
        'Recebemos um pedido para redefinir a palavra-passe da sua conta no Mosaico. Escolha uma nova palavra-passe através da ligação abaixo.',
      ],
      button: 'Redefinir a minha palavra-passe',
      footer: [
        'Esta ligação expira em 1 hora e só pode ser usada uma vez.',
        'Se não pediu uma nova palavra-passe, ignore esta mensagem: a sua palavra-passe mantém-se.',
      ],
    }),
  },
  welcome: {
    'en-US': (d) => ({
      subject: 'Welcome to Mosaico',
      paragraphs: [
        `Hello, ${d.firstName}!`,
        'Your e-mail address is confirmed and your account is ready.',
        d.opportunityTitle
          ? `Your application to "${d.opportunityTitle}" has been received. Complete your profile and build your mosaic so recruiters get to know you.`
          : 'Complete your profile and build your mosaic so recruiters get to know you and we can show you the opportunities that fit you.',
      ],
      button: 'Complete my profile',
      footer: ['See you soon!'],
    }),
    'pt-BR': (d) => ({
      subject: 'Bem-vindo ao Mosaico',
      paragraphs: [
        `Olá, ${d.firstName}!`,
        'Seu e-mail foi confirmado e sua conta está pronta.',
        d.opportunityTitle
          ? `Recebemos sua candidatura à vaga "${d.opportunityTitle}". Complete seu perfil e monte seu mosaico para que os recrutadores conheçam você.`
          : 'Complete seu perfil e monte seu mosaico para que os recrutadores conheçam você e possamos mostrar as vagas que combinam com você.',
      ],
      button: 'Completar meu perfil',
      footer: ['Até breve!'],
    }),
    'pt-PT': (d) => ({
      subject: 'Bem-vindo ao Mosaico',
      paragraphs: [
        `Olá, ${d.firstName}!`,
        'O seu e-mail foi confirmado e a sua conta está pronta.',
        d.opportunityTitle
          ? `Recebemos a sua candidatura à oportunidade "${d.opportunityTitle}". Complete o seu perfil e construa o seu mosaico para que os recrutadores o conheçam.`
          : 'Complete o seu perfil e construa o seu mosaico para que os recrutadores o conheçam e possamos mostrar-lhe as oportunidades que lhe correspondem.',
      ],
      button: 'Completar o meu perfil',
      footer: ['Até breve!'],
    }),
  },
  // A contact-us message for the team, in the language the sender wrote in; the button replies by e-mail.
  contact: {
    'en-US': (d) => ({
      subject: `Contact form: message from ${d.firstName}`,
      paragraphs: [
        `${d.firstName} <${d.senderEmail ?? ''}> wrote through the contact form:`,
        d.message ?? '',
      ],
      button: 'Reply',
      footer: ['Sent from the Mosaico contact page.'],
    }),
    'pt-BR': (d) => ({
      subject: `Fale conosco: mensagem de ${d.firstName}`,
      paragraphs: [
        `${d.firstName} <${d.senderEmail ?? ''}> escreveu pelo formulário de contato:`,
        d.message ?? '',
      ],
      button: 'Responder',
      footer: ['Enviado pela página de contato do Mosaico.'],
    }),
    'pt-PT': (d) => ({
      subject: `Contacte-nos: mensagem de ${d.firstName}`,
      paragraphs: [
        `${d.firstName} <${d.senderEmail ?? ''}> escreveu pelo formulário de contacto:`,
        d.message ?? '',
      ],
      button: 'Responder',
      footer: ['Enviado a partir da página de contacto do Mosaico.'],
    }),
  },
  // 001 §4: finishing an opportunity with 'notify all candidates' tells the remaining ones they were not selected.
  notSelected: {
    'en-US': (d) => ({
      subject: `About your application to "${d.opportunityTitle ?? ''}"`,
      paragraphs: [
        `Hello, ${d.firstName}!`,
        `Thank you for your interest in "${d.opportunityTitle ?? ''}". The selection process for this opportunity has ended and, this time, you were not selected.`,
        'Your profile stays with us, and we will keep matching it with new opportunities.',
      ],
      button: 'See open opportunities',
      footer: ['We wish you every success.'],
    }),
    'pt-BR': (d) => ({
      subject: `Sobre sua candidatura à vaga "${d.opportunityTitle ?? ''}"`,
      paragraphs: [
        `Olá, ${d.firstName}!`,
        `Agradecemos seu interesse na vaga "${d.opportunityTitle ?? ''}". O processo seletivo foi encerrado e, desta vez, você não foi selecionado.`,
        'Seu perfil continua conosco e seguiremos comparando-o com novas oportunidades.',
      ],
      button: 'Ver vagas abertas',
      footer: ['Desejamos muito sucesso.'],
    }),
    'pt-PT': (d) => ({
      subject: `Sobre a sua candidatura à oportunidade "${d.opportunityTitle ?? ''}"`,
      paragraphs: [
        `Olá, ${d.firstName}!`,
        `Agradecemos o seu interesse na oportunidade "${d.opportunityTitle ?? ''}". O processo de seleção terminou e, desta vez, não foi selecionado.`,
        'O seu perfil continua connosco e continuaremos a compará-lo com novas oportunidades.',
      ],
      button: 'Ver oportunidades abertas',
      footer: ['Desejamos-lhe muito sucesso.'],
    }),
  },
  // 001 §2.7: a recruiter invites a professional to apply (only when their e-mail notifications are on).
  invitation: {
    'en-US': (d) => ({
      subject: `You are invited to apply: "${d.opportunityTitle ?? ''}"`,
      paragraphs: [
        `Hello, ${d.firstName}!`,
        `Our recruiters found your profile a good fit for "${d.opportunityTitle ?? ''}" and invite you to apply.`,
      ],
      button: 'See the opportunity',
      footer: [
        'You receive this message because your e-mail notifications are on; you can turn them off in your settings.',
      ],
    }),
    'pt-BR': (d) => ({
      subject: `Você foi convidado para a vaga "${d.opportunityTitle ?? ''}"`,
      paragraphs: [
        `Olá, ${d.firstName}!`,
        `Nossos recrutadores acharam seu perfil adequado à vaga "${d.opportunityTitle ?? ''}" e convidam você a se candidatar.`,
      ],
      button: 'Ver a vaga',
      footer: [
        'Você recebe esta mensagem porque suas notificações por e-mail estão ativas; pode desativá-las nas suas configurações.',
      ],
    }),
    'pt-PT': (d) => ({
      subject: `Foi convidado para a oportunidade "${d.opportunityTitle ?? ''}"`,
      paragraphs: [
        `Olá, ${d.firstName}!`,
        `Os nossos recrutadores consideraram o seu perfil adequado à oportunidade "${d.opportunityTitle ?? ''}" e convidam-no a candidatar-se.`,
      ],
      button: 'Ver a oportunidade',
      footer: [
        'Recebe esta mensagem porque as suas notificações por e-mail estão ativas; pode desativá-las nas suas definições.',
      ],
    }),
  },
  // 001 §2.7, §4: dismissing with 'send e-mail' chosen.
  dismissed: {
    'en-US': (d) => ({
      subject: `About your participation in "${d.opportunityTitle ?? ''}"`,
      paragraphs: [
        `Hello, ${d.firstName}!`,
        `Thank you for taking part in the selection for "${d.opportunityTitle ?? ''}". This time we will not go on with your application.`,
        'Your profile stays with us, and we will keep matching it with new opportunities.',
      ],
      button: 'See open opportunities',
      footer: ['We wish you every success.'],
    }),
    'pt-BR': (d) => ({
      subject: `Sobre sua participação na vaga "${d.opportunityTitle ?? ''}"`,
      paragraphs: [
        `Olá, ${d.firstName}!`,
        `Agradecemos sua participação no processo da vaga "${d.opportunityTitle ?? ''}". Desta vez, não seguiremos com a sua candidatura.`,
        'Seu perfil continua conosco e seguiremos comparando-o com novas oportunidades.',
      ],
      button: 'Ver vagas abertas',
      footer: ['Desejamos muito sucesso.'],
    }),
    'pt-PT': (d) => ({
      subject: `Sobre a sua participação na oportunidade "${d.opportunityTitle ?? ''}"`,
      paragraphs: [
        `Olá, ${d.firstName}!`,
        `Agradecemos a sua participação no processo da oportunidade "${d.opportunityTitle ?? ''}". Desta vez, não avançaremos com a sua candidatura.`,
        'O seu perfil continua connosco e continuaremos a compará-lo com novas oportunidades.',
      ],
      button: 'Ver oportunidades abertas',
      footer: ['Desejamos-lhe muito sucesso.'],
    }),
  },
  // 001 §2.10, §7: a recruiter pre-registered the person; the link lets them choose a password.
  preRegistration: {
    'en-US': (d) => ({
      subject: 'Your Mosaico registration is waiting for you',
      paragraphs: [
        `Hello, ${d.firstName}!`,
        d.opportunityTitle
          ? `Our recruiters registered you on Mosaico for the opportunity "${d.opportunityTitle}".`
          : 'Our recruiters registered you on Mosaico, the provider’s opportunities platform.',
        'To finish your registration, choose a password: you will then be signed in and can complete your profile and follow your applications.',
      ],
      button: 'Finish my registration',
      footer: [
        'This link expires in 7 days; if it has expired, open it anyway to ask for a new one.',
        'If you did not expect this message, you can ignore it.',
      ],
    }),
    'pt-BR': (d) => ({
      subject: 'Seu cadastro no Mosaico está esperando por você',
      paragraphs: [
        `Olá, ${d.firstName}!`,
        d.opportunityTitle
          ? `Nossos recrutadores fizeram seu pré-cadastro no Mosaico para a vaga "${d.opportunityTitle}".`
          : 'Nossos recrutadores fizeram seu pré-cadastro no Mosaico, a plataforma de oportunidades.',
        'Para concluir seu cadastro, escolha uma senha: você entrará na plataforma e poderá completar seu perfil e acompanhar suas candidaturas.',
      ],
      button: 'Concluir meu cadastro',
      footer: [
        'Este link expira em 7 dias; se tiver expirado, abra-o mesmo assim para pedir um novo.',
        'Se você não esperava esta mensagem, ignore-a.',
      ],
    }),
    'pt-PT': (d) => ({
      subject: 'O seu registo no Mosaico está à sua espera',
      paragraphs: [
        `Olá, ${d.firstName}!`,
        d.opportunityTitle
          ? `Os nossos recrutadores fizeram o seu pré-registo no Mosaico para a oportunidade "${d.opportunityTitle}".`
          : 'Os nossos recrutadores fizeram o seu pré-registo no Mosaico, a plataforma de oportunidades.',
        'Para concluir o seu registo, escolha uma palavra-passe: entrará na plataforma e poderá completar o seu perfil e acompanhar as suas candidaturas.',
      ],
      button: 'Concluir o meu registo',
      footer: [
        'Esta ligação expira em 7 dias; se tiver expirado, abra-a mesmo assim para pedir uma nova.',
        'Se não esperava esta mensagem, ignore-a.',
      ],
    }),
  },
};

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Subject, plain text and HTML of a message in a language; user data is escaped in the HTML. */
export function renderMail(
  template: MailTemplate,
  language: Language,
  data: MailData,
): { subject: string; text: string; html: string } {
  const copy = copies[template][language](data);
  const text = [...copy.paragraphs, `${copy.button}: ${data.link}`, ...copy.footer, '— Mosaico'].join('\n\n');
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const link = escapeHtml(data.link);
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;border-radius:8px">',
    '<h1 style="margin:0 0 24px;font-size:22px;color:#ed961c">Mosaico</h1>',
    ...copy.paragraphs.map(paragraph),
    `<p style="margin:24px 0"><a href="${link}" style="display:inline-block;padding:12px 20px;background:#ed961c;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(copy.button)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${link}">${link}</a></p>`,
    ...copy.footer.map(paragraph),
    '</div></body></html>',
  ].join('\n');
  return { subject: copy.subject, text, html };
}
