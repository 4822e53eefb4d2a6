import type { Language } from '@mosaico/domain';

type Catalogue = Record<string, Record<Language, string>>;

/**
 * Server messages by code, in the three languages. Codes are the contract's (000 §7–§8, 001 §8, 002 §8) where
 * one exists. Placeholders look like {name}.
 */
const messages: Catalogue = {
  BAD_REQUEST: {
    'en-US': 'The request could not be understood: {detail}',
    'pt-BR': 'Não foi possível entender a requisição: {detail}',
    'pt-PT': 'Não foi possível compreender o pedido: {detail}',
  },
  VALIDATION_ERROR: {
    'en-US': 'Invalid value in {field}: {detail}',
    'pt-BR': 'Valor inválido em {field}: {detail}',
    'pt-PT': 'Valor inválido em {field}: {detail}',
  },
  NOT_FOUND: {
    'en-US': 'Not found.',
    'pt-BR': 'Não encontrado.',
    'pt-PT': 'Não encontrado.',
  },
  ROUTE_NOT_FOUND: {
    'en-US': 'There is no API call {method} {url}.',
    'pt-BR': 'Não existe a chamada {method} {url} na API.',
    'pt-PT': 'Não existe a chamada {method} {url} na API.',
  },
  UNAUTHORIZED: {
    'en-US': 'Please sign in to continue.',
    'pt-BR': 'Faça login para continuar.',
    'pt-PT': 'Inicie sessão para continuar.',
  },
  FORBIDDEN: {
    'en-US': 'You are not allowed to do this.',
    'pt-BR': 'Você não tem permissão para fazer isso.',
    'pt-PT': 'Não tem permissão para fazer isto.',
  },
  RATE_LIMITED: {
    'en-US': 'Too many attempts. Please wait {wait} and try again.',
    'pt-BR': 'Muitas tentativas. Aguarde {wait} e tente novamente.',
    'pt-PT': 'Demasiadas tentativas. Aguarde {wait} e tente novamente.',
  },
  INTERNAL_ERROR: {
    'en-US': 'Oops, we had a problem processing your request, please try again.',
    'pt-BR': 'Ops, tivemos um problema ao processar sua solicitação, tente novamente.',
    'pt-PT': 'Ups, tivemos um problema ao processar o seu pedido, tente novamente.',
  },
  INVALID_TEXT: {
    'en-US':
      'The field {field} contains a character that is not allowed (a control character or a broken one).',
    'pt-BR': 'O campo {field} contém um caractere não permitido (de controle ou inválido).',
    'pt-PT': 'O campo {field} contém um carácter não permitido (de controlo ou inválido).',
  },
  BODY_TOO_LARGE: {
    'en-US': 'The request is too large (at most {limit}).',
    'pt-BR': 'A requisição é grande demais (no máximo {limit}).',
    'pt-PT': 'O pedido é demasiado grande (no máximo {limit}).',
  },
  DOCUMENT_TOO_COMPLEX: {
    'en-US':
      'This document cannot be accepted: it unpacks to more than 20 MB or has too many parts. Save it again as PDF or DOCX and send it once more.',
    'pt-BR':
      'Este documento não pode ser aceito: ao ser aberto passa de 20 MB ou tem partes demais. Salve-o de novo como PDF ou DOCX e envie outra vez.',
    'pt-PT':
      'Este documento não pode ser aceite: ao ser aberto ultrapassa 20 MB ou tem demasiadas partes. Guarde-o de novo como PDF ou DOCX e envie outra vez.',
  },
  UPLOAD_QUOTA_EXCEEDED: {
    'en-US':
      'You already have {max} files sent and not used in your profile. Use or remove them, or wait a day for them to be cleared.',
    'pt-BR':
      'Você já tem {max} arquivos enviados e não usados no seu perfil. Use-os ou remova-os, ou aguarde um dia até que sejam apagados.',
    'pt-PT':
      'Já tem {max} ficheiros enviados e não usados no seu perfil. Use-os ou remova-os, ou aguarde um dia até serem apagados.',
  },
  FILE_TOO_LARGE: {
    'en-US': 'The file is too large.',
    'pt-BR': 'O arquivo é grande demais.',
    'pt-PT': 'O ficheiro é demasiado grande.',
  },
  EMAIL_ALREADY_REGISTERED: {
    'en-US': 'Email already registered',
    'pt-BR': 'Email já cadastrado',
    'pt-PT': 'E-mail já registado',
  },
  UNCONFIRMED_EMAIL: {
    'en-US': 'Your email has not yet been validated',
    'pt-BR': 'Seu email ainda não foi validado',
    'pt-PT': 'O seu e-mail ainda não foi validado',
  },
  TOKEN_INVALID_OR_EXPIRED: {
    'en-US': 'Expired or Invalid Token',
    'pt-BR': 'Token expirado ou inválido',
    'pt-PT': 'Token expirado ou inválido',
  },
  USER_NOTFOUND: {
    'en-US': 'User not found',
    'pt-BR': 'Usuário não encontrado',
    'pt-PT': 'Utilizador não encontrado',
  },
  PROFESSIONAL_REGISTERED_WITH_SUCCESS: {
    'en-US': 'Professional registered successfully',
    'pt-BR': 'Profissional cadastrado com sucesso',
    'pt-PT': 'Profissional registado com sucesso',
  },
  // Access and identity (auth module): failures, then the success codes answered in `message`.
  INVALID_CREDENTIALS: {
    'en-US': 'Invalid e-mail or password',
    'pt-BR': 'E-mail ou senha inválidos',
    'pt-PT': 'E-mail ou palavra-passe inválidos',
  },
  PASSWORD_TOO_SHORT: {
    'en-US': 'Password must have at least {min} characters',
    'pt-BR': 'A senha deve ter pelo menos {min} caracteres',
    'pt-PT': 'A palavra-passe deve ter pelo menos {min} caracteres',
  },
  PASSWORD_TOO_LONG: {
    'en-US': 'Password must have at most {max} characters',
    'pt-BR': 'A senha deve ter no máximo {max} caracteres',
    'pt-PT': 'A palavra-passe deve ter no máximo {max} caracteres',
  },
  PASSWORD_TOO_COMMON: {
    'en-US': 'This password is one of the most common ones and easy to guess. Choose another.',
    'pt-BR': 'Esta senha está entre as mais comuns e é fácil de adivinhar. Escolha outra.',
    'pt-PT': 'Esta palavra-passe está entre as mais comuns e é fácil de adivinhar. Escolha outra.',
  },
  PASSWORD_CONTAINS_PERSONAL_DATA: {
    'en-US': 'Do not build your password from your name or e-mail address.',
    'pt-BR': 'Não use seu nome ou seu e-mail na senha.',
    'pt-PT': 'Não use o seu nome nem o seu e-mail na palavra-passe.',
  },
  SECOND_FACTOR_INVALID_CODE: {
    'en-US': 'That code is not right. Type the code your authenticator app shows now, or a recovery code.',
    'pt-BR':
      'Esse código não está certo. Digite o código que seu aplicativo autenticador mostra agora, ou um código de recuperação.',
    'pt-PT':
      'Esse código não está certo. Introduza o código que a sua aplicação autenticadora mostra agora, ou um código de recuperação.',
  },
  SECOND_FACTOR_CODE_USED: {
    'en-US': 'That code has already been used. Wait for the next one and type it.',
    'pt-BR': 'Esse código já foi usado. Aguarde o próximo e digite-o.',
    'pt-PT': 'Esse código já foi usado. Aguarde o próximo e introduza-o.',
  },
  SECOND_FACTOR_CHALLENGE_INVALID: {
    'en-US': 'Your sign-in has expired. Enter your e-mail and password again.',
    'pt-BR': 'Seu acesso expirou. Informe seu e-mail e sua senha novamente.',
    'pt-PT': 'O seu início de sessão expirou. Introduza novamente o seu e-mail e a sua palavra-passe.',
  },
  SECOND_FACTOR_ALREADY_ENABLED: {
    'en-US': 'Two-step verification is already on.',
    'pt-BR': 'A verificação em duas etapas já está ativada.',
    'pt-PT': 'A verificação em dois passos já está ativada.',
  },
  SECOND_FACTOR_NOT_ENABLED: {
    'en-US': 'Two-step verification is not on.',
    'pt-BR': 'A verificação em duas etapas não está ativada.',
    'pt-PT': 'A verificação em dois passos não está ativada.',
  },
  SECOND_FACTOR_UNREADABLE: {
    'en-US':
      'Your authenticator code cannot be checked right now: the server can no longer read its secret (its key has changed). Sign in with one of your recovery codes, then set up two-step verification again.',
    'pt-BR':
      'Não é possível verificar o código do seu autenticador agora: o servidor não consegue mais ler o segredo dele (a chave mudou). Entre com um dos seus códigos de recuperação e configure a verificação em duas etapas novamente.',
    'pt-PT':
      'Não é possível verificar o código do seu autenticador agora: o servidor já não consegue ler o segredo dele (a chave mudou). Inicie sessão com um dos seus códigos de recuperação e configure de novo a verificação em dois passos.',
  },
  SECOND_FACTOR_REQUIRED_FOR_ROLE: {
    'en-US': 'Recruiters and managers must keep two-step verification on.',
    'pt-BR': 'Recrutadores e gestores precisam manter a verificação em duas etapas ativada.',
    'pt-PT': 'Recrutadores e gestores têm de manter a verificação em dois passos ativada.',
  },
  SESSION_NOT_FOUND: {
    'en-US': 'This session does not exist or has already ended.',
    'pt-BR': 'Esta sessão não existe ou já foi encerrada.',
    'pt-PT': 'Esta sessão não existe ou já foi terminada.',
  },
  PASSWORDS_DO_NOT_MATCH: {
    'en-US': 'Passwords do not match',
    'pt-BR': 'As senhas não coincidem',
    'pt-PT': 'As palavras-passe não coincidem',
  },
  CURRENT_PASSWORD_REQUIRED: {
    'en-US': 'Enter your current password.',
    'pt-BR': 'Informe sua senha atual.',
    'pt-PT': 'Indique a sua palavra-passe atual.',
  },
  WRONG_CURRENT_PASSWORD: {
    'en-US': 'The current password is not correct.',
    'pt-BR': 'A senha atual não está correta.',
    'pt-PT': 'A palavra-passe atual não está correta.',
  },
  CV_REQUIRED: {
    'en-US': 'Attach your resume (PDF or DOCX) to sign up.',
    'pt-BR': 'Anexe seu currículo (PDF ou DOCX) para se cadastrar.',
    'pt-PT': 'Anexe o seu currículo (PDF ou DOCX) para se registar.',
  },
  EMAIL_RESENT_WITH_SUCCESS: {
    'en-US': 'Email resent successfully!',
    'pt-BR': 'Email reenviado com sucesso!',
    'pt-PT': 'E-mail reenviado com sucesso!',
  },
  EMAIL_SENT_WITH_SUCCESS: {
    'en-US': 'Email sent successfully!',
    'pt-BR': 'Email enviado com sucesso!',
    'pt-PT': 'E-mail enviado com sucesso!',
  },
  PASSWORD_CHANGED_WITH_SUCCESS: {
    'en-US': 'Password changed successfully!',
    'pt-BR': 'Senha alterada com sucesso!',
    'pt-PT': 'Palavra-passe alterada com sucesso!',
  },
  CONTACT_MESSAGE_SENT: {
    'en-US': 'Message sent! We will get back to you soon.',
    'pt-BR': 'Mensagem enviada! Em breve entraremos em contato.',
    'pt-PT': 'Mensagem enviada! Entraremos em contacto consigo em breve.',
  },
  OPPORTUNITY_NOT_FOUND: {
    'en-US': 'Opportunity not found',
    'pt-BR': 'Vaga não encontrada',
    'pt-PT': 'Oportunidade não encontrada',
  },
  TALENT_GROUP_REQUIRED: {
    'en-US': 'This field must be filled in',
    'pt-BR': 'Esse campo precisa ser preenchido',
    'pt-PT': 'Este campo tem de ser preenchido',
  },
  TALENT_GROUP_NOT_FOUND: {
    'en-US': 'Choose one of the talent groups.',
    'pt-BR': 'Escolha um dos grupos de talentos.',
    'pt-PT': 'Escolha um dos grupos de talentos.',
  },
  TALENT_RESPONSIBLE_NOT_RECRUITER: {
    'en-US': 'The responsible person must be a recruiter.',
    'pt-BR': 'O responsável precisa ser um recrutador.',
    'pt-PT': 'O responsável tem de ser um recrutador.',
  },
  TALENT_SALARY_REQUIRED: {
    'en-US': 'Salary expectation is required. Fill in both the currency and the range.',
    'pt-BR': 'Pretensão salarial obrigatória. Os campos moeda e faixa devem ser preenchidos',
    'pt-PT': 'Pretensão salarial obrigatória. Os campos moeda e intervalo devem ser preenchidos',
  },
  TALENT_SAVED: {
    'en-US': 'Talent updated',
    'pt-BR': 'Talento atualizado',
    'pt-PT': 'Talento atualizado',
  },
  PROFESSIONAL_NOT_FOUND: {
    'en-US': 'Professional not found',
    'pt-BR': 'Profissional não encontrado',
    'pt-PT': 'Profissional não encontrado',
  },
  PROFESSIONAL_DELETED: {
    'en-US': 'Registration deleted',
    'pt-BR': 'Cadastro excluído',
    'pt-PT': 'Registo eliminado',
  },
  // 002 §5 / §8 'Salary invalid' on the recruiter's edit of a professional's salary expectation.
  PROFESSIONAL_SALARY_REQUIRED: {
    'en-US': 'Salary expectation is required. Fill in both the currency and the range',
    'pt-BR': 'Pretensao salarial obrigatoria. Os campos moeda e faixa devem ser preenchidos',
    'pt-PT': 'Pretensão salarial obrigatória. Os campos moeda e intervalo devem ser preenchidos',
  },
  DATABASE_UNAVAILABLE: {
    'en-US': 'System unavailable, please try again later.',
    'pt-BR': 'Sistema indisponível, tente novamente mais tarde.',
    'pt-PT': 'Sistema indisponível, tente novamente mais tarde.',
  },
  // Opportunity form catalogues (001 §2.2, §8).
  CriterioGlobalDuplicado: {
    'en-US': 'A global criterion with this name already exists',
    'pt-BR': 'Já existe um critério global com este nome',
    'pt-PT': 'Já existe um critério global com este nome',
  },
  CRITERION_TERMS_REQUIRED: {
    'en-US': 'Add at least one synonym to the criterion.',
    'pt-BR': 'Informe pelo menos um sinônimo para o critério.',
    'pt-PT': 'Indique pelo menos um sinónimo para o critério.',
  },
  CAREER_ALREADY_EXISTS: {
    'en-US': 'Oops, it looks like this career already exists',
    'pt-BR': 'Ops parece que essa carreira já existe',
    'pt-PT': 'Parece que essa carreira já existe',
  },
  CAREER_NAME_REQUIRED: {
    'en-US': 'Enter at least one career name.',
    'pt-BR': 'Informe pelo menos um nome de carreira.',
    'pt-PT': 'Indique pelo menos um nome de carreira.',
  },
  CAREER_NOT_FOUND: {
    'en-US': 'Career not found.',
    'pt-BR': 'Carreira não encontrada.',
    'pt-PT': 'Carreira não encontrada.',
  },
  // Saving an opportunity (001 §5, in order); OPPORTUNITY_MOSAIC_EMPTY is rule 9.
  OPPORTUNITY_TITLE_REQUIRED: {
    'en-US': 'Enter the opportunity title.',
    'pt-BR': 'Informe o título da oportunidade.',
    'pt-PT': 'Indique o título da oportunidade.',
  },
  OPPORTUNITY_CLIENT_REQUIRED: {
    'en-US': 'Enter the company name.',
    'pt-BR': 'Informe o nome da empresa.',
    'pt-PT': 'Indique o nome da empresa.',
  },
  OPPORTUNITY_REWARD_REQUIRED: {
    'en-US': 'Enter the reward amount for the referral programme.',
    'pt-BR': 'Informe o valor da recompensa para o programa de indicação.',
    'pt-PT': 'Indique o valor da recompensa para o programa de indicação.',
  },
  OPPORTUNITY_PUBLICATION_DATE_REQUIRED: {
    'en-US': 'Enter the publication date for the referral programme.',
    'pt-BR': 'Informe a data de publicação para o programa de indicação.',
    'pt-PT': 'Indique a data de publicação para o programa de indicação.',
  },
  OPPORTUNITY_PUBLICATION_DATE_INVALID: {
    'en-US': 'Enter a real publication date (DD/MM/YYYY), at most one year before or after today.',
    'pt-BR': 'Informe uma data de publicação válida (DD/MM/AAAA), de até um ano antes ou depois de hoje.',
    'pt-PT': 'Indique uma data de publicação válida (DD/MM/AAAA), até um ano antes ou depois de hoje.',
  },
  OPPORTUNITY_LOCATION_REQUIRED: {
    'en-US': 'Enter the opportunity location.',
    'pt-BR': 'Informe o local da oportunidade.',
    'pt-PT': 'Indique o local da oportunidade.',
  },
  OPPORTUNITY_TYPE_REQUIRED: {
    'en-US': 'Choose the opportunity type.',
    'pt-BR': 'Informe o tipo de oportunidade.',
    'pt-PT': 'Indique o tipo de oportunidade.',
  },
  OPPORTUNITY_HIRING_MODEL_REQUIRED: {
    'en-US': 'Choose the hiring model.',
    'pt-BR': 'Informe o modelo de contratação.',
    'pt-PT': 'Indique o modelo de contratação.',
  },
  OPPORTUNITY_PRIORITY_REQUIRED: {
    'en-US': 'Choose the opportunity priority.',
    'pt-BR': 'Informe a prioridade da oportunidade.',
    'pt-PT': 'Indique a prioridade da oportunidade.',
  },
  OPPORTUNITY_SALARY_REQUIRED: {
    'en-US': 'Salary expectation is required. Fill in both the currency and the range.',
    'pt-BR': 'Pretensão salarial obrigatória. Os campos moeda e faixa devem ser preenchidos',
    'pt-PT': 'Pretensão salarial obrigatória. Os campos moeda e intervalo devem ser preenchidos',
  },
  OPPORTUNITY_DETAILS_REQUIRED: {
    'en-US': 'Enter the opportunity details.',
    'pt-BR': 'Informe os detalhes da oportunidade.',
    'pt-PT': 'Indique os detalhes da oportunidade.',
  },
  OPPORTUNITY_CRITERION_REQUIRED: {
    'en-US': 'Add at least one required criterion to the opportunity.',
    'pt-BR': 'Informe pelo menos um critério necessário à oportunidade.',
    'pt-PT': 'Indique pelo menos um critério necessário à oportunidade.',
  },
  OPPORTUNITY_INTEREST_REQUIRED: {
    'en-US': 'Add an interest to the opportunity.',
    'pt-BR': 'Informe um interesse à oportunidade.',
    'pt-PT': 'Indique um interesse para a oportunidade.',
  },
  OPPORTUNITY_CAREER_REQUIRED: {
    'en-US': 'Add an area of expertise to the opportunity.',
    'pt-BR': 'Informe uma área de atuação à oportunidade.',
    'pt-PT': 'Indique uma área de atuação para a oportunidade.',
  },
  // Recruiters' actions on an opportunity (001 §2.3–§2.5, §4, §5, §8) and comments (001 §3, §6).
  OPPORTUNITY_MOSAIC_EMPTY: {
    'en-US': 'Add at least 1 piece to the mosaic.',
    'pt-BR': 'Informe pelo menos 1 peça no mosaico.',
    'pt-PT': 'Indique pelo menos 1 peça no mosaico.',
  },
  OPPORTUNITY_MOSAIC_INVALID: {
    'en-US': 'There was a problem saving the current mosaic.',
    'pt-BR': 'Houve um problema ao salvar o mosaico atual.',
    'pt-PT': 'Houve um problema ao guardar o mosaico atual.',
  },
  FINISH_DESCRIPTION_REQUIRED: {
    'en-US': 'The Description field is required.',
    'pt-BR': 'Campo Descrição é de preenchimento obrigatório.',
    'pt-PT': 'O campo Descrição é de preenchimento obrigatório.',
  },
  FINISH_DESCRIPTION_TOO_LONG: {
    'en-US': 'Up to 80 characters',
    'pt-BR': 'Até 80 caracteres',
    'pt-PT': 'Até 80 caracteres',
  },
  OPPORTUNITY_ALREADY_FINISHED: {
    'en-US': 'This opportunity has already been finished.',
    'pt-BR': 'Esta oportunidade já foi finalizada.',
    'pt-PT': 'Esta oportunidade já foi finalizada.',
  },
  OPPORTUNITY_HAS_APPLICANTS: {
    'en-US': 'Error deleting the opportunity: it has candidates or enrolled professionals.',
    'pt-BR': 'Erro ao deletar Oportunidade: ela tem candidatos ou inscritos.',
    'pt-PT': 'Erro ao eliminar a oportunidade: tem candidatos ou inscritos.',
  },
  // The expanded kanban card (002 §2.4, §4, §5; issue 10).
  OPPORTUNITY_KANBAN_LOCKED_WHILE_PUBLIC: {
    'en-US':
      "'Active on the Kanban' can change only while the opportunity is not on the job board (Show on the job board).",
    'pt-BR': 'O Kanban só pode ser alterado enquanto a oportunidade não está no mural (Exibir no Mural).',
    'pt-PT': 'O Kanban só pode ser alterado enquanto a oportunidade não está no mural (Exibir no Mural).',
  },
  OPPORTUNITY_AMOUNT_INVALID: {
    'en-US': 'Positions to fill must be a whole number.',
    'pt-BR': 'A quantidade de vagas deve ser um número inteiro.',
    'pt-PT': 'A quantidade de vagas deve ser um número inteiro.',
  },
  OPPORTUNITY_DEFEATS_REQUIRED: {
    'en-US': 'Fill in the defeats.',
    'pt-BR': 'Preencha o campo Derrotas.',
    'pt-PT': 'Preencha o campo Derrotas.',
  },
  OPPORTUNITY_DEFEATS_INVALID: {
    'en-US': 'Defeats must be a whole number.',
    'pt-BR': 'Derrotas deve ser um número inteiro.',
    'pt-PT': 'Derrotas deve ser um número inteiro.',
  },
  OPPORTUNITY_DEFEATS_NEGATIVE: {
    'en-US': 'Defeats cannot be negative.',
    'pt-BR': 'Derrotas não pode ser negativo.',
    'pt-PT': 'Derrotas não pode ser negativo.',
  },
  OPPORTUNITY_DEFEATS_UNCHANGED: {
    'en-US': 'The defeats did not change.',
    'pt-BR': 'O número de derrotas não foi alterado.',
    'pt-PT': 'O número de derrotas não foi alterado.',
  },
  OPPORTUNITY_SQUAD_NOT_FOUND: {
    'en-US': 'Squad not found.',
    'pt-BR': 'Squad não encontrado.',
    'pt-PT': 'Squad não encontrado.',
  },
  OPPORTUNITY_RESPONSIBLE_NOT_RECRUITER: {
    'en-US': 'The responsible must be a recruiter.',
    'pt-BR': 'O responsável deve ser um recrutador.',
    'pt-PT': 'O responsável deve ser um recrutador.',
  },
  COMMENT_NOT_FOUND: {
    'en-US': 'Comment not found.',
    'pt-BR': 'Comentário não encontrado.',
    'pt-PT': 'Comentário não encontrado.',
  },
  COMMENT_NOT_AUTHOR: {
    'en-US': 'Only the author can change or delete this comment.',
    'pt-BR': 'Apenas o autor pode alterar ou excluir este comentário.',
    'pt-PT': 'Apenas o autor pode alterar ou eliminar este comentário.',
  },
  // A professional's feed (002 §2.10, §6, §7.2): each names the field it refuses.
  FEED_EVENT_NOT_FOUND: {
    'en-US': 'Event not found.',
    'pt-BR': 'Evento não encontrado.',
    'pt-PT': 'Evento não encontrado.',
  },
  FEED_EVENT_NOT_EDITABLE: {
    'en-US': 'Events the system records automatically cannot be edited.',
    'pt-BR': 'Eventos registrados automaticamente pelo sistema não podem ser editados.',
    'pt-PT': 'Eventos registados automaticamente pelo sistema não podem ser editados.',
  },
  EVENT_TYPE_NOT_FOUND: {
    'en-US': 'event: unknown event type.',
    'pt-BR': 'event: tipo de evento desconhecido.',
    'pt-PT': 'event: tipo de evento desconhecido.',
  },
  EVENT_TYPE_AUTOMATIC: {
    'en-US': 'event: this event type is recorded automatically and cannot be chosen.',
    'pt-BR': 'event: este tipo de evento é registrado automaticamente e não pode ser escolhido.',
    'pt-PT': 'event: este tipo de evento é registado automaticamente e não pode ser escolhido.',
  },
  FEED_RESPONSIBLE_INVALID: {
    'en-US': 'responsible: must be a recruiter.',
    'pt-BR': 'responsible: deve ser um recrutador.',
    'pt-PT': 'responsible: deve ser um recrutador.',
  },
  FEED_ATTACHMENT_INVALID: {
    'en-US': 'attachments: each file must be one you have just uploaded, or an attachment of this event.',
    'pt-BR': 'attachments: cada arquivo deve ser um que você acabou de enviar ou um anexo deste evento.',
    'pt-PT': 'attachments: cada ficheiro deve ser um que acabou de carregar ou um anexo deste evento.',
  },
  FEED_CURSOR_INVALID: {
    'en-US': 'before: unknown event in this feed.',
    'pt-BR': 'before: evento desconhecido neste feed.',
    'pt-PT': 'before: evento desconhecido neste feed.',
  },
  // Opportunity detail and applying (000 §4, §8; 001 §2.3, §8).
  CANDIDATURE_CONFIRMED_WITH_SUCCESS: {
    'en-US': 'Application submitted successfully!',
    'pt-BR': 'Candidatura realizada com sucesso!',
    'pt-PT': 'Candidatura efetuada com sucesso!',
  },
  OPPORTUNITY_NOT_AVAILABLE: {
    'en-US': 'This opportunity is no longer available.',
    'pt-BR': 'A oportunidade não está mais disponível.',
    'pt-PT': 'A oportunidade já não está disponível.',
  },
  ALREADY_CANDIDATE: {
    'en-US': 'You are already competing for this opportunity.',
    'pt-BR': 'Você já está concorrendo a esta oportunidade.',
    'pt-PT': 'Já está a concorrer a esta oportunidade.',
  },
  RECRUITERS_CANNOT_APPLY: {
    'en-US': 'Recruiter accounts cannot apply to opportunities.',
    'pt-BR': 'Contas de recrutador não podem se candidatar a oportunidades.',
    'pt-PT': 'As contas de recrutador não se podem candidatar a oportunidades.',
  },
  // Files (000 §5, §7, §9; 002 §5).
  FILE_TYPE_NOT_ALLOWED: {
    'en-US': 'This file type is not accepted. Allowed: {allowed}.',
    'pt-BR': 'Este tipo de arquivo não é aceito. Permitidos: {allowed}.',
    'pt-PT': 'Este tipo de ficheiro não é aceite. Permitidos: {allowed}.',
  },
  FILE_REQUIRED: {
    'en-US': 'Choose a file to send.',
    'pt-BR': 'Escolha um arquivo para enviar.',
    'pt-PT': 'Escolha um ficheiro para enviar.',
  },
  FILE_NOT_FOUND: {
    'en-US': 'File not found.',
    'pt-BR': 'Arquivo não encontrado.',
    'pt-PT': 'Ficheiro não encontrado.',
  },
  LAST_CV_CANNOT_BE_REMOVED: {
    'en-US': 'Could not remove your resume: at least one resume must remain.',
    'pt-BR': 'Não foi possível remover seu currículo: é preciso manter pelo menos um currículo.',
    'pt-PT': 'Não foi possível remover o seu currículo: é preciso manter pelo menos um currículo.',
  },
  CV_NOT_ADDED_BY_HR: {
    'en-US': 'Only resumes added by HR can be removed by a recruiter.',
    'pt-BR': 'Somente currículos adicionados pelo RH podem ser removidos por um recrutador.',
    'pt-PT': 'Apenas currículos adicionados pelos RH podem ser removidos por um recrutador.',
  },
  // Users and profile (PUT users, 000 §5, §8).
  DICTIONARY_TERM_EXISTS: {
    'en-US': 'This term already exists.',
    'pt-BR': 'Este termo já existe.',
    'pt-PT': 'Este termo já existe.',
  },
  DICTIONARY_TERM_NOT_FOUND: {
    'en-US': 'Term not found.',
    'pt-BR': 'Termo não encontrado.',
    'pt-PT': 'Termo não encontrado.',
  },
  ACCOUNT_DELETION_FAILED: {
    'en-US':
      'Something went wrong and the registration could not be deleted now. Please try again in a few minutes.',
    'pt-BR':
      'Algo deu errado e não foi possível excluir o cadastro agora. Tente novamente em alguns minutos.',
    'pt-PT':
      'Algo correu mal e não foi possível eliminar o registo agora. Tente novamente dentro de alguns minutos.',
  },
  USER_UPDATE_FAILED: {
    'en-US': 'Error trying to update user data',
    'pt-BR': 'Erro ao tentar atualizar os dados do usuário',
    'pt-PT': 'Erro ao tentar atualizar os dados do utilizador',
  },
  INVALID_NAME: {
    'en-US': 'Invalid name: it must have at least 3 characters.',
    'pt-BR': 'Nome inválido: deve ter pelo menos 3 caracteres.',
    'pt-PT': 'Nome inválido: deve ter pelo menos 3 caracteres.',
  },
  INVALID_SURNAME: {
    'en-US': 'Invalid surname: it must have at least 3 characters.',
    'pt-BR': 'Sobrenome inválido: deve ter pelo menos 3 caracteres.',
    'pt-PT': 'Apelido inválido: deve ter pelo menos 3 caracteres.',
  },
  INVALID_SALARY_RANGE: {
    'en-US': 'Choose the currency and the salary range from the options offered.',
    'pt-BR': 'Escolha a moeda e a faixa salarial entre as opções oferecidas.',
    'pt-PT': 'Escolha a moeda e o intervalo salarial entre as opções apresentadas.',
  },
  LOCATION_REQUIRED: {
    'en-US': 'Your location is required: choose your city from the suggestions.',
    'pt-BR': 'A localização é obrigatória: escolha a sua cidade entre as sugestões.',
    'pt-PT': 'A localização é obrigatória: escolha a sua cidade entre as sugestões.',
  },
  INVALID_TAX_ID: {
    'en-US': 'Invalid tax id: in Brazil, enter a valid CPF (11 digits).',
    'pt-BR': 'Documento inválido: no Brasil, informe um CPF válido (11 dígitos).',
    'pt-PT': 'Documento inválido: no Brasil, indique um CPF válido (11 dígitos).',
  },
  INVALID_SALARY_EXPECTATION: {
    'en-US': 'Currency and range fields must be filled.',
    'pt-BR': 'Os campos de moeda e faixa devem ser preenchidos.',
    'pt-PT': 'Os campos de moeda e intervalo devem ser preenchidos.',
  },
  INVALID_BIRTH_DATE: {
    'en-US': 'Invalid birth date: it cannot be in the future.',
    'pt-BR': 'Data de nascimento inválida: não pode estar no futuro.',
    'pt-PT': 'Data de nascimento inválida: não pode estar no futuro.',
  },
  INVALID_PHONE: {
    'en-US': 'Invalid phone: it must have at least 8 characters.',
    'pt-BR': 'Telefone inválido: deve ter pelo menos 8 caracteres.',
    'pt-PT': 'Telefone inválido: deve ter pelo menos 8 caracteres.',
  },
  INVALID_SKILL_LEVEL: {
    'en-US': 'Invalid skill level: choose basic, intermediate or advanced.',
    'pt-BR': 'Nível de competência inválido: escolha básico, intermediário ou avançado.',
    'pt-PT': 'Nível de competência inválido: escolha básico, intermédio ou avançado.',
  },
  MOSAIC_TOO_MANY_PIECES: {
    'en-US': 'Your mosaic can have at most 7 pieces.',
    'pt-BR': 'O seu mosaico pode ter no máximo 7 peças.',
    'pt-PT': 'O seu mosaico pode ter no máximo 7 peças.',
  },
  MOSAIC_COMPETENCE_REQUIRED: {
    'en-US': 'Your mosaic needs at least one competence piece.',
    'pt-BR': 'O seu mosaico precisa de pelo menos uma peça de competência.',
    'pt-PT': 'O seu mosaico precisa de pelo menos uma peça de competência.',
  },
  MOSAIC_INVALID_PLACEMENT: {
    'en-US':
      'A mosaic piece is outside the 5 × 6 grid, overlaps another or does not have the width of its name.',
    'pt-BR':
      'Uma peça do mosaico está fora da grade de 5 × 6, sobrepõe outra ou não tem a largura do seu nome.',
    'pt-PT':
      'Uma peça do mosaico está fora da grelha de 5 × 6, sobrepõe-se a outra ou não tem a largura do seu nome.',
  },
  MOSAIC_INTERESTS_OUT_OF_RANGE: {
    'en-US': 'Your mosaic needs 1 to 3 interest pieces.',
    'pt-BR': 'O seu mosaico precisa de 1 a 3 peças de interesse.',
    'pt-PT': 'O seu mosaico precisa de 1 a 3 peças de interesse.',
  },
  INVALID_PROFILE_PHOTO: {
    'en-US': 'Invalid profile photo: upload a JPEG or PNG image first.',
    'pt-BR': 'Foto de perfil inválida: envie antes uma imagem JPEG ou PNG.',
    'pt-PT': 'Fotografia de perfil inválida: carregue primeiro uma imagem JPEG ou PNG.',
  },
  INVALID_LANGUAGE: {
    'en-US': 'Unsupported language.',
    'pt-BR': 'Idioma não suportado.',
    'pt-PT': 'Idioma não suportado.',
  },
  // Places (000 §2: location type-ahead from 3 letters).
  PLACE_NOT_FOUND: {
    'en-US': 'Place not found.',
    'pt-BR': 'Local não encontrado.',
    'pt-PT': 'Local não encontrado.',
  },
  PLACE_QUERY_TOO_SHORT: {
    'en-US': 'Type the first {min} letters of the city.',
    'pt-BR': 'Digite as {min} primeiras letras da cidade.',
    'pt-PT': 'Escreva as {min} primeiras letras da cidade.',
  },
  // The selection workflow (001 §4, §5, §7, §8): stages, statuses, enrolling, inviting, dismissing.
  OPPORTUNITY_INACTIVE_IN_KANBAN: {
    'en-US':
      'This opportunity is inactive on the kanban. Activate it on the kanban before changing a candidacy.',
    'pt-BR': 'Esta oportunidade está inativa no Kanban. Ative-a no Kanban antes de alterar uma candidatura.',
    'pt-PT': 'Esta oportunidade está inativa no Kanban. Ative-a no Kanban antes de alterar uma candidatura.',
  },
  CANDIDATE_DISMISSED: {
    'en-US': 'This professional was dismissed: the candidacy can no longer be changed.',
    'pt-BR': 'Este profissional foi dispensado: a candidatura não pode mais ser alterada.',
    'pt-PT': 'Este profissional foi dispensado: a candidatura já não pode ser alterada.',
  },
  CANDIDATE_STATUS_LOCKED: {
    'en-US': 'Selected, Refused and Quit cannot be changed once their date is saved.',
    'pt-BR': 'Selecionado, Recusou e Desistiu não podem ser alterados depois de salva a data.',
    'pt-PT': 'Selecionado, Recusou e Desistiu não podem ser alterados depois de guardada a data.',
  },
  REPORT_DATES_OUT_OF_ORDER: {
    'en-US': 'Dates out of chronological order.',
    'pt-BR': 'Datas fora da ordem cronologica.',
    'pt-PT': 'Datas fora da ordem cronológica.',
  },
  REPORT_MANAGER_ONLY: {
    'en-US': 'Only an HR manager may read the report of another responsible, of all of them or of a squad.',
    'pt-BR':
      'Somente um gestor de RH pode consultar o relatório de outro responsável, de todos ou de um esquadrão.',
    'pt-PT': 'Só um gestor de RH pode consultar o relatório de outro responsável, de todos ou de um squad.',
  },
  STEP_DATE_REQUIRED: {
    'en-US': 'The date must be filled in.',
    'pt-BR': 'Necessário o preenchimento da data.',
    'pt-PT': 'É necessário preencher a data.',
  },
  STEP_DATES_OUT_OF_ORDER: {
    'en-US': 'Dates out of chronological order.',
    'pt-BR': 'Datas fora da ordem cronologica.',
    'pt-PT': 'Datas fora da ordem cronológica.',
  },
  STEP_DETAILS_REQUIRED: {
    'en-US': 'Fill in the note of every registered stage before choosing this status.',
    'pt-BR': 'Preencha o texto de cada etapa registrada antes de escolher este status.',
    'pt-PT': 'Preencha o texto de cada etapa registada antes de escolher este estado.',
  },
  SELECT_FUTURE_STEP: {
    'en-US': 'A candidate with a stage registered on a future date cannot be selected.',
    'pt-BR': 'Não é permitido selecionar o candidato com uma etapa registrada em data futura.',
    'pt-PT': 'Não é permitido selecionar o candidato com uma etapa registada em data futura.',
  },
  SELECT_STEPS_MISSING: {
    'en-US': 'Fill in every stage to select the candidate.',
    'pt-BR': 'Preencha todas as etapas para selecionar o candidato..',
    'pt-PT': 'Preencha todas as etapas para selecionar o candidato.',
  },
  REFUSE_STEPS_MISSING: {
    'en-US': 'Every stage must be filled in to choose the status Refused.',
    'pt-BR': 'Todas as Etapas devem ser preenchidas para selecionar o status Recusou',
    'pt-PT': 'Todas as etapas devem ser preenchidas para selecionar o estado Recusou.',
  },
  CURRENT_STEP_UNKNOWN: {
    'en-US': "The candidate's current stage could not be identified.",
    'pt-BR': 'Não foi possível identificar a etapa atual do candidato.',
    'pt-PT': 'Não foi possível identificar a etapa atual do candidato.',
  },
  STATUS_DATE_UNCHECKABLE: {
    'en-US': "Check the date or whether the candidate's stage is filled in.",
    'pt-BR': 'Verifique a data ou se a etapa do candidato está preenchida.',
    'pt-PT': 'Verifique a data ou se a etapa do candidato está preenchida.',
  },
  // 001 §5: the warning 'Verifique a data…' with the range message 'Você deve escolher uma data entre X e Y'.
  STATUS_DATE_OUT_OF_RANGE: {
    'en-US':
      "Check the date or whether the candidate's stage is filled in. You must choose a date between {from} and {to}",
    'pt-BR':
      'Verifique a data ou se a etapa do candidato está preenchida. Você deve escolher uma data entre {from} e {to}',
    'pt-PT':
      'Verifique a data ou se a etapa do candidato está preenchida. Deve escolher uma data entre {from} e {to}',
  },
  CANDIDATURE_NOT_CANDIDATE: {
    'en-US':
      'This professional is enrolled, not a candidate: make them a candidate before registering stages or a status.',
    'pt-BR':
      'Este profissional está inscrito, não é candidato: torne-o candidato antes de registrar etapas ou status.',
    'pt-PT':
      'Este profissional está inscrito, não é candidato: torne-o candidato antes de registar etapas ou um estado.',
  },
  CANDIDATE_ACCOUNT_DELETED: {
    'en-US': 'Registration deleted: this candidacy can no longer be changed.',
    'pt-BR': 'Cadastro excluído: esta candidatura não pode mais ser alterada.',
    'pt-PT': 'Registo eliminado: esta candidatura já não pode ser alterada.',
  },
  ENTRY_DATE_IN_FUTURE: {
    'en-US': 'The date cannot be in the future.',
    'pt-BR': 'A data não pode ser futura.',
    'pt-PT': 'A data não pode ser futura.',
  },
  INVALID_CHANNEL: {
    'en-US': 'Choose a channel from the list.',
    'pt-BR': 'Escolha um canal da lista.',
    'pt-PT': 'Escolha um canal da lista.',
  },
  // 001 §8 'Info change failure'; the web shows it when change-info-candidate fails unexpectedly.
  INFO_CHANGE_FAILED: {
    'en-US': 'The information could not be changed.',
    'pt-BR': 'Não foi possível alterar as informações',
    'pt-PT': 'Não foi possível alterar as informações.',
  },
  CANDIDATURE_CHANGED: {
    'en-US':
      'Another recruiter changed this candidacy meanwhile. Its current state is shown; review it and save again.',
    'pt-BR':
      'Outro recrutador alterou esta candidatura enquanto isso. O estado atual está na tela; revise e salve de novo.',
    'pt-PT':
      'Outro recrutador alterou esta candidatura entretanto. O estado atual está no ecrã; reveja e guarde de novo.',
  },
  CANDIDATURE_NOT_FOUND: {
    'en-US': 'This professional is not enrolled in nor a candidate for this opportunity.',
    'pt-BR': 'Este profissional não está inscrito nem é candidato nesta oportunidade.',
    'pt-PT': 'Este profissional não está inscrito nem é candidato nesta oportunidade.',
  },
  STAGES_SAVED: {
    'en-US': 'Stages saved.',
    'pt-BR': 'Etapas salvas com sucesso!',
    'pt-PT': 'Etapas guardadas com sucesso!',
  },
  INFO_CHANGED: {
    'en-US': 'Information changed.',
    'pt-BR': 'Informações alteradas com sucesso!',
    'pt-PT': 'Informações alteradas com sucesso!',
  },
  CANDIDATE_SELECTED: {
    'en-US': 'Candidate selected!',
    'pt-BR': 'Candidato selecionado com sucesso!',
    'pt-PT': 'Candidato selecionado com sucesso!',
  },
  ENROLLED_BY_RH: {
    'en-US': 'Professional enrolled in the opportunity.',
    'pt-BR': 'Profissional inscrito na oportunidade com sucesso!',
    'pt-PT': 'Profissional inscrito na oportunidade com sucesso!',
  },
  MADE_CANDIDATE_BY_RH: {
    'en-US': 'The professional is now a candidate.',
    'pt-BR': 'O profissional agora é candidato na oportunidade!',
    'pt-PT': 'O profissional é agora candidato na oportunidade!',
  },
  PROFESSIONAL_ALREADY_ENROLLED: {
    'en-US': 'This professional is already enrolled in this opportunity.',
    'pt-BR': 'Este profissional já está inscrito nesta oportunidade.',
    'pt-PT': 'Este profissional já está inscrito nesta oportunidade.',
  },
  PROFESSIONAL_ALREADY_CANDIDATE: {
    'en-US': 'This professional is already a candidate for this opportunity.',
    'pt-BR': 'Este profissional já é candidato nesta oportunidade.',
    'pt-PT': 'Este profissional já é candidato nesta oportunidade.',
  },
  NOT_PRE_REGISTERED: {
    'en-US': 'This professional is not pre-registered.',
    'pt-BR': 'Este profissional não tem pré-cadastro.',
    'pt-PT': 'Este profissional não tem pré-registo.',
  },
  INVITE_NOT_ALLOWED: {
    'en-US': 'The system is not allowed to invite this professional.',
    'pt-BR': 'Sistema sem permissao para convite.',
    'pt-PT': 'Sistema sem permissão para convite.',
  },
  INVITE_SENT: {
    'en-US': 'Invitation sent!',
    'pt-BR': 'Convite enviado com sucesso!',
    'pt-PT': 'Convite enviado com sucesso!',
  },
  CANDIDATE_DISMISSED_OK: {
    'en-US': 'Candidate dismissed.',
    'pt-BR': 'Candidato dispensado com sucesso',
    'pt-PT': 'Candidato dispensado com sucesso',
  },
  DISMISSAL_MAIL_SENT: {
    'en-US': 'E-mail sent.',
    'pt-BR': 'Email enviado com sucesso',
    'pt-PT': 'E-mail enviado com sucesso',
  },
  ALL_ENROLLED_DISMISSED: {
    'en-US': 'Every enrolled professional was dismissed!',
    'pt-BR': 'Todos os inscritos foram dispensados!',
    'pt-PT': 'Todos os inscritos foram dispensados!',
  },
  CANDIDATES_DISMISSED: {
    'en-US': 'Candidates dismissed.',
    'pt-BR': 'Candidatos dispensados com sucesso.',
    'pt-PT': 'Candidatos dispensados com sucesso.',
  },
  // Pre-registration (001 §2.10, §5, §7, §8).
  // Registering or editing a professional by a recruiter (002 §5, §8).
  PROFESSIONAL_FIELDS_REQUIRED: {
    'en-US': 'The first name, last name, e-mail and skills fields are required',
    'pt-BR': 'Os campos nome, sobrenome, e-mail e competências são obrigatórios',
    'pt-PT': 'Os campos nome, apelido, e-mail e competências são obrigatórios',
  },
  PROFESSIONAL_INVALID_EMAIL: {
    'en-US': 'Please enter a valid e-mail',
    'pt-BR': 'Por favor preencha com um e-mail válido',
    'pt-PT': 'Por favor preencha com um e-mail válido',
  },
  PHONE_ALREADY_REGISTERED: {
    'en-US': 'Phone already registered',
    'pt-BR': 'Telefone já cadastrado',
    'pt-PT': 'Telefone já registado',
  },
  LINKEDIN_ALREADY_REGISTERED: {
    'en-US': 'LinkedIn profile already registered',
    'pt-BR': 'Perfil do LinkedIn já cadastrado',
    'pt-PT': 'Perfil do LinkedIn já registado',
  },
  INVALID_LINKEDIN_URL: {
    'en-US': 'Enter the https:// address of a LinkedIn profile',
    'pt-BR': 'Informe o endereço https:// de um perfil do LinkedIn',
    'pt-PT': 'Indique o endereço https:// de um perfil do LinkedIn',
  },
  PROFESSIONAL_ONE_CV_ONLY: {
    'en-US': 'Attach a single CV',
    'pt-BR': 'Anexe um único currículo',
    'pt-PT': 'Anexe um único currículo',
  },
  PROFESSIONAL_NOT_REGISTERED_BY_RH: {
    'en-US':
      'Only professionals registered by a recruiter who have not chosen a password yet receive this e-mail',
    'pt-BR': 'Só profissionais cadastrados pelo RH que ainda não escolheram uma senha recebem este e-mail',
    'pt-PT':
      'Só profissionais registados pelos RH que ainda não escolheram uma palavra-passe recebem este e-mail',
  },
  PRE_REGISTER_FIELDS_REQUIRED: {
    'en-US': 'Fill in the required fields',
    'pt-BR': 'Preencha os campos obrigatórios',
    'pt-PT': 'Preencha os campos obrigatórios',
  },
  PRE_REGISTER_INVALID_EMAIL: {
    'en-US': 'Invalid e-mail format.',
    'pt-BR': 'Formato de e-mail inválido.',
    'pt-PT': 'Formato de e-mail inválido.',
  },
  PRE_REGISTER_UPDATE_FAILED: {
    'en-US': 'The pre-registration could not be updated',
    'pt-BR': 'Não foi possível atualizar o pré-cadastro',
    'pt-PT': 'Não foi possível atualizar o pré-registo',
  },
  PRE_REGISTER_CREATED: {
    'en-US': 'Pre-registration done: the professional will receive an e-mail with the next steps.',
    'pt-BR': 'Pré-cadastro realizado: o profissional receberá um e-mail com os próximos passos.',
    'pt-PT': 'Pré-registo realizado: o profissional receberá um e-mail com os próximos passos.',
  },
  PRE_REGISTER_UPDATED: {
    'en-US': 'Pre-registration updated.',
    'pt-BR': 'Pré-cadastro atualizado.',
    'pt-PT': 'Pré-registo atualizado.',
  },
  PRE_REGISTER_DELETED: {
    'en-US': 'Pre-registration deleted.',
    'pt-BR': 'Pré-cadastro excluído.',
    'pt-PT': 'Pré-registo eliminado.',
  },
  PRE_REGISTER_EMAIL_SENT: {
    'en-US': 'Pre-registration done: the professional will receive an e-mail with the next steps.',
    'pt-BR': 'Pré-cadastro realizado: o profissional receberá um e-mail com os próximos passos.',
    'pt-PT': 'Pré-registo realizado: o profissional receberá um e-mail com os próximos passos.',
  },
  // Evaluations (002 §5, §8).
  EVALUATION_CONTENT_REQUIRED: {
    'en-US': 'Fill in the Evaluation field',
    'pt-BR': 'Preencha o campo Avaliação',
    'pt-PT': 'Preencha o campo Avaliação',
  },
  EVALUATION_TYPE_UNAVAILABLE: {
    'en-US': 'Evaluation unavailable',
    'pt-BR': 'Avaliação Indisponível',
    'pt-PT': 'Avaliação Indisponível',
  },
  EVALUATION_TYPE_NOT_FOUND: {
    'en-US': 'Unknown evaluation type.',
    'pt-BR': 'Tipo de avaliação desconhecido.',
    'pt-PT': 'Tipo de avaliação desconhecido.',
  },
  EVALUATION_NOT_FOUND: {
    'en-US': 'Evaluation not found.',
    'pt-BR': 'Avaliação não encontrada.',
    'pt-PT': 'Avaliação não encontrada.',
  },
  EVALUATION_DATE_IN_FUTURE: {
    'en-US': 'The evaluation date cannot be in the future.',
    'pt-BR': 'A data da avaliação não pode estar no futuro.',
    'pt-PT': 'A data da avaliação não pode estar no futuro.',
  },
  EVALUATION_CRITERIA_NEED_OPPORTUNITY: {
    'en-US': 'Criteria belong to an evaluation for an opportunity.',
    'pt-BR': 'Critérios só existem numa avaliação de uma vaga.',
    'pt-PT': 'Os critérios só existem numa avaliação de uma oportunidade.',
  },
  REPORT_END_IN_FUTURE: {
    'en-US': 'The end date cannot be in the future.',
    'pt-BR': 'A data final não pode estar no futuro.',
    'pt-PT': 'A data final não pode estar no futuro.',
  },
  REPORT_CALLER_MISMATCH: {
    'en-US': 'The evaluations report is asked for by the signed-in recruiter ({field}).',
    'pt-BR': 'O relatório de avaliações é pedido pelo recrutador conectado ({field}).',
    'pt-PT': 'O relatório de avaliações é pedido pelo recrutador com sessão iniciada ({field}).',
  },
  REPORT_LINK_INVALID: {
    'en-US': 'This report link is not valid.',
    'pt-BR': 'Este link de relatório não é válido.',
    'pt-PT': 'Esta ligação de relatório não é válida.',
  },
  REPORT_LINK_EXPIRED: {
    'en-US': 'This report link has expired.',
    'pt-BR': 'Este link de relatório expirou.',
    'pt-PT': 'Esta ligação de relatório expirou.',
  },
  REPORT_EMAIL_SENT: {
    'en-US': 'The report was sent to your e-mail.',
    'pt-BR': 'O relatório foi enviado para o seu e-mail.',
    'pt-PT': 'O relatório foi enviado para o seu e-mail.',
  },
  DELETED_PROFILE_RECORDED: {
    'en-US': 'Deleted profile recorded.',
    'pt-BR': 'Perfil excluído registrado.',
    'pt-PT': 'Perfil eliminado registado.',
  },
  EVALUATION_REGISTERED: {
    'en-US': 'Evaluation registered successfully.',
    'pt-BR': 'Avaliação registrada com sucesso.',
    'pt-PT': 'Avaliação registada com sucesso.',
  },
  EVALUATION_UPDATED: {
    'en-US': 'Evaluation updated successfully.',
    'pt-BR': 'Avaliação atualizada com sucesso.',
    'pt-PT': 'Avaliação atualizada com sucesso.',
  },
  CRITERIA_UPDATED: {
    'en-US': 'Criteria updated successfully!!',
    'pt-BR': 'Criterios atualizados com sucesso!!',
    'pt-PT': 'Critérios atualizados com sucesso!!',
  },
};

export function hasMessage(code: string): boolean {
  return code in messages;
}

export function messageCodes(): string[] {
  return Object.keys(messages);
}

export function translateMessage(
  code: string,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  const template = messages[code]?.[language] ?? messages.INTERNAL_ERROR?.[language] ?? code;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
