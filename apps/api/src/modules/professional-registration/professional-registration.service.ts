import {
  PROFESSIONAL_REGISTRATION_CODES as CODES,
  contactVisibility,
  isLinkedInUrl,
  type Language,
  NOTIFICATION_CHANNELS,
  normalizeEmail,
  normalizeLinkedinUrl,
  normalizeNotificationSettings,
  phoneDigits,
  preRegisterLinkPath,
  type RegisteredProfessional,
  type RegisterProfessionalResponse,
  type RegistrationUser,
  registrationFieldProblem,
  type SendConfirmationMailBody,
  visibleContact,
} from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { createInvitationToken } from '../auth';
import { recordAutomaticEvent } from '../feed';
import { assertAttachableCv, listAttachments, uploadCv } from '../files';
import { sendTemplateMail } from '../mail';
import { requestProfessionalMatch } from '../matching';
import type { RegisteredRow } from './professional-registration.repository';
import * as repository from './professional-registration.repository';

type Ctx = Pick<AppContext, 'config' | 'database' | 'mailer' | 'storage' | 'queue'>;

/** How long the set-password link of the welcome e-mail works (as pre-registration's; it can be sent again). */
export const REGISTRATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const RECRUITER_ROLES = ['rh', 'rh_manager'];
const isRecruiterRow = (row: Pick<RegisteredRow, 'roles'>) =>
  row.roles.some((role) => RECRUITER_ROLES.includes(role));

const languageOf = (stored: string): Language =>
  stored === 'en-US' || stored === 'pt-PT' || stored === 'pt-BR' ? stored : 'pt-BR';

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Trimmed, non-empty, without case-insensitive repeats (002 §5 'chips ignore a case-insensitive duplicate'). */
function uniqueTrimmed(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const trimmed = value.trim();
    const key = trimmed.toLocaleLowerCase('pt-BR');
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    out.push(trimmed);
  }
  return out;
}

const DUPLICATE_CODES = {
  email: CODES.emailTaken,
  phone: CODES.phoneTaken,
  linkedinUrl: CODES.linkedinTaken,
} as const;

/** The 409 naming the field by which the same person is already registered (and who, for the recruiter to open). */
function duplicateError(found: { field: 'email' | 'phone' | 'linkedinUrl'; id: string }): AppError {
  return new AppError(
    409,
    DUPLICATE_CODES[found.field],
    {},
    { field: found.field, professionalId: found.id },
  );
}

/** Mails the link to choose a password (the pre-registration message and link: DECISIONS); older links stop. */
async function sendSetPasswordMail(
  ctx: Ctx,
  user: { id: string; email: string; firstName: string; preferredLanguage: string },
  opportunityTitle: string | null,
): Promise<void> {
  const token = await createInvitationToken(ctx, user.id, REGISTRATION_TOKEN_TTL_MS);
  await sendTemplateMail(ctx, {
    to: user.email,
    template: 'preRegistration',
    language: languageOf(user.preferredLanguage),
    data: {
      firstName: user.firstName,
      link: `${ctx.config.publicUrl}${preRegisterLinkPath(user.email, token)}`,
      opportunityTitle,
    },
  });
}

interface Checked {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  linkedinUrl: string | null;
  linkedin: string | null;
  skills: string[];
  interests: string[];
  europeanUnionCitizenship: boolean;
  cvUrl: string | null;
  cvFileName: string | null;
}

/** 002 §5's rules, the same the form applies: coded 400s naming what is wrong. */
function checkFields(user: RegistrationUser, editing: RegisteredRow | null): Checked {
  const skills = uniqueTrimmed(
    user.perfilUsuario.digomais.lista.map((skill) => skill.nomeCaption ?? skill.nome),
  );
  // Editing a professional whose e-mail the recruiter sees masked: the e-mail is left out and stays.
  const email = user.email === undefined ? null : user.email;
  if (email === null && !editing) throw new AppError(400, CODES.fieldsRequired, {}, { field: 'email' });
  const problem = registrationFieldProblem({
    firstName: user.firstName,
    lastName: user.lastName,
    email: email ?? editing?.email ?? '',
    skills,
  });
  if (problem === 'required') throw new AppError(400, CODES.fieldsRequired);
  if (problem === 'invalidEmail') throw new AppError(400, CODES.invalidEmail, {}, { field: 'email' });
  if (user.attachments.length > 1) throw new AppError(400, CODES.tooManyCvs, {}, { field: 'attachments' });

  const typedLinkedin = user.linkedinUrl?.trim() || null;
  const linkedin = typedLinkedin ? normalizeLinkedinUrl(typedLinkedin) : null;
  if (typedLinkedin && (!isLinkedInUrl(typedLinkedin) || !linkedin))
    throw new AppError(400, CODES.invalidLinkedin, {}, { field: 'linkedinUrl' });
  const phone = user.contato.lista[0]?.contato.trim() || null;
  const eu = user.europeanUnionCitizenship;
  const cv = user.attachments[0] ?? null;
  return {
    firstName: user.firstName.trim(),
    lastName: user.lastName.trim(),
    email: email === null ? null : normalizeEmail(email),
    phone,
    linkedinUrl: typedLinkedin,
    linkedin,
    skills,
    interests: uniqueTrimmed(
      (user.perfilUsuario.mosaico?.escolhidas ?? []).map(
        (item) => item.detalhe.nomeCaption ?? item.detalhe.nome,
      ),
    ),
    europeanUnionCitizenship: typeof eu === 'boolean' ? eu : eu.status,
    cvUrl: cv?.url ?? null,
    cvFileName: cv?.fileName ?? null,
  };
}

function notificationSettingsOf(user: RegistrationUser) {
  return normalizeNotificationSettings({
    channels: user.notificationsSettings.channels,
  });
}

/**
 * The channels decide what recruiters see of a person's contacts (002 §6), so a recruiter editing someone may turn
 * a channel off but not on: that would unmask a contact the person chose to hide. Only while the person is still
 * the recruiters' own entry (registered by a recruiter, no password chosen yet) do the switches apply as sent.
 */
function channelsAfterEdit(current: RegisteredRow, user: RegistrationUser) {
  const sent = notificationSettingsOf(user);
  if (current.registerRh && !current.passwordHash) return sent;
  const stored = normalizeNotificationSettings(current.notificationsSettings);
  const on = (name: string, settings: typeof sent) =>
    settings.channels.some((channel) => channel.name === name && channel.isActive);
  return normalizeNotificationSettings({
    channels: [NOTIFICATION_CHANNELS.email, NOTIFICATION_CHANNELS.phone].map((name) => ({
      name,
      isActive: on(name, sent) && on(name, stored),
    })),
  });
}

const mosaicOf = (interests: string[]) =>
  interests.map((nome) => ({
    detalhe: { nome, nomeCaption: nome, classif: 'euquero', subclassif: 'attitudes' },
  }));

const skillsOf = (skills: string[]) => skills.map((nome) => ({ nome, nomeCaption: nome }));

async function attachCv(ctx: Ctx, viewer: CurrentUser, userId: string, checked: Checked): Promise<void> {
  if (!checked.cvUrl) return;
  await uploadCv(ctx, viewer, {
    _id: userId,
    file: { fileName: checked.cvFileName ?? '', url: checked.cvUrl },
  });
}

/**
 * A recruiter registers a professional (002 §2.13, §3 'Registration payload', §5): the rules of 002 §5, then the
 * same person looked for BEFORE creating (409 EMAIL_ALREADY_REGISTERED / PHONE_ALREADY_REGISTERED /
 * LINKEDIN_ALREADY_REGISTERED with `field` and `professionalId`), the CV checked, then the account without a
 * password (registerRh and byRh true, validRegistration false, registered by the caller), its skills, the CV
 * attached as added by HR, the matching asked for, and the welcome e-mail with the link to choose a password.
 */
export async function registerProfessional(
  ctx: Ctx,
  viewer: CurrentUser,
  user: RegistrationUser,
): Promise<RegisterProfessionalResponse> {
  if (user._id) return updateRegisteredProfessional(ctx, viewer, user);
  const db = ctx.database.db;
  const checked = checkFields(user, null);
  const email = checked.email ?? '';
  const duplicate = await repository.findDuplicate(
    db,
    {
      email,
      phoneDigits: checked.phone ? phoneDigits(checked.phone) || null : null,
      linkedin: checked.linkedin,
    },
    null,
  );
  if (duplicate) throw duplicateError(duplicate);
  if (checked.cvUrl) await assertAttachableCv(ctx, viewer, checked.cvUrl);

  const language = user.dadosPessoais.preferredLanguage;
  let id: string;
  try {
    id = await repository.insertProfessional(
      db,
      {
        email,
        passwordHash: null,
        firstName: checked.firstName,
        lastName: checked.lastName,
        displayName: `${checked.firstName} ${checked.lastName}`,
        roles: ['user'],
        preferredLanguage: language,
        linkedinUrl: checked.linkedinUrl,
        personalData: { pcdUser: { isUserPCD: user.dadosPessoais.pcdUser.isUserPCD, defs: [] } },
        contacts: checked.phone ? [{ locale: 'pt-BR', contato: checked.phone, tipo: 'Preferencial' }] : [],
        notificationsSettings: notificationSettingsOf(user),
        profile: { mosaico: { escolhidas: mosaicOf(checked.interests) } },
        flags: { europeanUnionCitizenship: { status: checked.europeanUnionCitizenship } },
        registerRh: true,
        byRh: true,
        preRegister: false,
        validRegistration: false,
        registeredBy: viewer.id,
      },
      skillsOf(checked.skills),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, CODES.emailTaken, {}, { field: 'email' });
    throw error;
  }
  await attachCv(ctx, viewer, id, checked);
  // The feed's automatic event, once the person and their CV exist (issue 23).
  await recordAutomaticEvent(ctx.database.db, {
    professionalId: id,
    kind: 'registered-by-recruiter',
    actorId: viewer.id,
  });
  await requestProfessionalMatch(ctx, id);
  await sendSetPasswordMail(
    ctx,
    { id, email, firstName: checked.firstName, preferredLanguage: language },
    null,
  );
  return { message: 'PROFESSIONAL_REGISTERED', user: { id } };
}

async function requireProfessional(ctx: Ctx, id: string): Promise<RegisteredRow> {
  const row = await repository.findUser(ctx.database.db, id);
  if (!row || isRecruiterRow(row)) throw new AppError(404, CODES.notFound);
  return row;
}

/**
 * A recruiter edits a professional with the registration form (002 §2.13): the same rules and duplicate check
 * (the person themself excepted). Contacts the recruiter sees masked (002 §6) are not sent and stay as stored.
 * A changed e-mail of someone still without a password gets a new link (the old one named the old address).
 */
export async function updateRegisteredProfessional(
  ctx: Ctx,
  viewer: CurrentUser,
  user: RegistrationUser,
): Promise<RegisterProfessionalResponse> {
  const db = ctx.database.db;
  const current = await requireProfessional(ctx, user._id ?? '');
  const checked = checkFields(user, current);
  const { showEmail, showPhone } = contactVisibility(current.notificationsSettings);
  // A masked e-mail cannot be changed by someone who cannot read it.
  const email = showEmail && checked.email ? checked.email : current.email;
  const keepPhone = !showPhone && !checked.phone;
  const duplicate = await repository.findDuplicate(
    db,
    {
      email,
      phoneDigits: !keepPhone && checked.phone ? phoneDigits(checked.phone) || null : null,
      linkedin: checked.linkedin,
    },
    current.id,
  );
  if (duplicate) throw duplicateError(duplicate);
  if (checked.cvUrl) await assertAttachableCv(ctx, viewer, checked.cvUrl);

  const personalData = {
    ...current.personalData,
    pcdUser: {
      ...((current.personalData.pcdUser as Record<string, unknown> | undefined) ?? { defs: [] }),
      isUserPCD: user.dadosPessoais.pcdUser.isUserPCD,
    },
  };
  const mosaic = (current.profile.mosaico as { escolhidas?: unknown[] } | undefined)?.escolhidas ?? [];
  // Placed pieces (other than interests) stay; the interests are the ones sent.
  const kept = mosaic.filter(
    (item) => (item as { detalhe?: { classif?: string } }).detalhe?.classif !== 'euquero',
  );
  try {
    await repository.updateProfessional(
      db,
      current.id,
      {
        email,
        firstName: checked.firstName,
        lastName: checked.lastName,
        displayName: `${checked.firstName} ${checked.lastName}`,
        preferredLanguage: user.dadosPessoais.preferredLanguage,
        linkedinUrl: checked.linkedinUrl,
        personalData,
        ...(keepPhone
          ? {}
          : {
              contacts: checked.phone
                ? [
                    { locale: 'pt-BR', contato: checked.phone, tipo: 'Preferencial' },
                    ...current.contacts.filter((contact) => contact.tipo !== 'Preferencial'),
                  ]
                : current.contacts.filter((contact) => contact.tipo !== 'Preferencial'),
            }),
        notificationsSettings: channelsAfterEdit(current, user),
        profile: {
          ...current.profile,
          mosaico: {
            ...((current.profile.mosaico as Record<string, unknown> | undefined) ?? {}),
            escolhidas: [...kept, ...mosaicOf(checked.interests)],
          },
        },
        flags: { ...current.flags, europeanUnionCitizenship: { status: checked.europeanUnionCitizenship } },
      },
      skillsOf(checked.skills),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, CODES.emailTaken, {}, { field: 'email' });
    throw error;
  }
  await attachCv(ctx, viewer, current.id, checked);
  await requestProfessionalMatch(ctx, current.id);
  if (email !== current.email && current.registerRh && !current.passwordHash) {
    await sendSetPasswordMail(
      ctx,
      {
        ...current,
        email,
        firstName: checked.firstName,
        preferredLanguage: user.dadosPessoais.preferredLanguage,
      },
      null,
    );
  }
  return { message: 'PROFESSIONAL_UPDATED', user: { id: current.id } };
}

/** The edit form's data (recruiters): contacts masked as 002 §6 says, with whether they are. */
export async function getRegisteredProfessional(
  ctx: Ctx,
  viewer: CurrentUser,
  id: string,
): Promise<RegisteredProfessional> {
  const row = await requireProfessional(ctx, id);
  const db = ctx.database.db;
  const preferred = row.contacts.find((contact) => contact.tipo === 'Preferencial') ?? row.contacts[0];
  const { showEmail, showPhone } = contactVisibility(row.notificationsSettings);
  const contact = visibleContact(
    { email: row.email, phone: preferred?.contato ?? null },
    row.notificationsSettings,
  );
  const settings = normalizeNotificationSettings(row.notificationsSettings);
  const channel = (name: string) => settings.channels.some((item) => item.name === name && item.isActive);
  const mosaic = (row.profile.mosaico as { escolhidas?: unknown[] } | undefined)?.escolhidas ?? [];
  const interests = mosaic
    .map((item) => (item as { detalhe?: { classif?: string; nome?: string; nomeCaption?: string } }).detalhe)
    .filter((detalhe) => detalhe?.classif === 'euquero')
    .map((detalhe) => detalhe?.nomeCaption ?? detalhe?.nome ?? '')
    .filter((name) => name.length > 0);
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: contact.email ?? '',
    emailMasked: !showEmail,
    phone: contact.phone,
    phoneMasked: contact.phone !== null && !showPhone,
    skills: await repository.listDeclaredSkills(db, row.id),
    interests,
    isUserPCD: (row.personalData.pcdUser as { isUserPCD?: unknown } | undefined)?.isUserPCD === true,
    europeanUnionCitizenship: row.flags.europeanUnionCitizenship?.status === true,
    linkedinUrl: row.linkedinUrl,
    preferredLanguage: languageOf(row.preferredLanguage),
    notifications: {
      email: channel(NOTIFICATION_CHANNELS.email),
      phone: channel(NOTIFICATION_CHANNELS.phone),
    },
    attachments: await listAttachments(ctx, viewer, row.id),
    registerRh: row.registerRh,
    awaitingPassword: row.registerRh && !row.passwordHash,
  };
}

/**
 * 002 §7.5 'Send confirmation e-mail' / the finder card's 'confirm registration by e-mail': the link to choose a
 * password again (older links stop working), only for a professional registered by a recruiter who has none yet
 * (400 PROFESSIONAL_NOT_REGISTERED_BY_RH otherwise; 404 PROFESSIONAL_NOT_FOUND).
 */
export async function sendConfirmationMail(
  ctx: Ctx,
  body: SendConfirmationMailBody,
): Promise<{ message: 'CONFIRMATION_EMAIL_SENT' }> {
  const row = await requireProfessional(ctx, body.userId);
  if (!row.registerRh || row.passwordHash) throw new AppError(400, CODES.notRegisteredByRh);
  await sendSetPasswordMail(ctx, row, body.title?.trim() || null);
  return { message: 'CONFIRMATION_EMAIL_SENT' };
}
