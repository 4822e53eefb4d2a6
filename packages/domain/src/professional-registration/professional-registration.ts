import { z } from 'zod';
import { attachmentSchema, uploadedFileSchema } from '../files/attachments';
import { languageSchema } from '../i18n/language-schema';
import { isValidEmail, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MIN_NAME_LENGTH } from '../profile/field-rules';
import { notificationChannelNameSchema } from '../profile/notification-settings';
import { oneLineText } from '../shared/one-line';

/**
 * A recruiter registers or edits a professional (002 §2.13, §3 'Registration payload', §5 'Register professional',
 * §8). DECISIONS 'Professionals registered by a recruiter': no password; the welcome e-mail carries the link to
 * choose one, and 'confirm registration by e-mail' sends it again.
 */

/** Error codes of the registration calls (texts in apps/api/src/lib/messages.ts). */
export const PROFESSIONAL_REGISTRATION_CODES = {
  /** 002 §5: 'Os campos nome, sobrenome, e-mail e competências são obrigatórios'. */
  fieldsRequired: 'PROFESSIONAL_FIELDS_REQUIRED',
  /** 002 §5: 'Por favor preencha com um e-mail válido'. */
  invalidEmail: 'PROFESSIONAL_INVALID_EMAIL',
  /** 002 §8: 'E-mail já cadastrado' — the same person by e-mail (409). */
  emailTaken: 'EMAIL_ALREADY_REGISTERED',
  /** The same person by phone (409). */
  phoneTaken: 'PHONE_ALREADY_REGISTERED',
  /** The same person by LinkedIn profile (409). */
  linkedinTaken: 'LINKEDIN_ALREADY_REGISTERED',
  /** A LinkedIn URL that is not an https:// address on linkedin.com (400; profile/linkedin.ts isLinkedInUrl). */
  invalidLinkedin: 'INVALID_LINKEDIN_URL',
  /** One CV only (002 §2.13). */
  tooManyCvs: 'PROFESSIONAL_ONE_CV_ONLY',
  /** Not a professional that can be edited: unknown, deleted or a recruiter (404). */
  notFound: 'PROFESSIONAL_NOT_FOUND',
  /** 'Confirm registration by e-mail' exists only for professionals registered by a recruiter without a password. */
  notRegisteredByRh: 'PROFESSIONAL_NOT_REGISTERED_BY_RH',
} as const;

/** Which field made a registration a duplicate (the 409 answer's `field`). */
export type DuplicateField = 'email' | 'phone' | 'linkedinUrl';

/** 002 §5: a phone shorter than this shows 'Campo obrigatório' after a failed submit (it never blocks). */
export const MIN_REGISTRATION_PHONE_LENGTH = 3;

/** 002 §5: the blocking check of the form, and of the server. */
export type RegistrationFieldProblem = 'required' | 'invalidEmail';

export function registrationFieldProblem(input: {
  firstName: string;
  lastName: string;
  email: string;
  skills: readonly string[];
}): RegistrationFieldProblem | null {
  const skills = input.skills.filter((skill) => skill.trim().length > 0);
  if (
    input.firstName.trim().length < MIN_NAME_LENGTH ||
    input.lastName.trim().length < MIN_NAME_LENGTH ||
    input.email.trim().length < 3 ||
    skills.length === 0
  ) {
    return 'required';
  }
  if (!isValidEmail(input.email)) return 'invalidEmail';
  return null;
}

/** Digits of a phone, for comparing two people's phones whatever their punctuation. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * A LinkedIn profile URL reduced to what identifies the profile: host without www, path without a trailing slash,
 * lowercased, no scheme, query or fragment — so 'https://www.linkedin.com/in/Ana/' and 'linkedin.com/in/ana' are one.
 * Null for anything that is not a linkedin.com address.
 */
export function normalizeLinkedinUrl(value: string): string | null {
  const match = /^(?:https?:\/\/)?([^/?#\s]+)([^?#\s]*)(?:[?#]\S*)?$/i.exec(value.trim());
  if (!match) return null;
  const host = (match[1] ?? '').toLowerCase().replace(/^www\./, '');
  if (host !== 'linkedin.com' && !host.endsWith('.linkedin.com')) return null;
  const path = (match[2] ?? '').replace(/\/+$/, '').toLowerCase();
  if (!path) return null;
  return `linkedin.com${path}`;
}

const idSchema = oneLineText().trim().min(1).max(100);
const captionSchema = oneLineText().trim().min(1).max(200);

/** 002 §3 registration payload; strings are checked by the service so an empty one answers its coded 400. */
export const registrationUserSchema = z.object({
  /** Present when editing. */
  _id: idSchema.optional(),
  firstName: oneLineText().max(MAX_NAME_LENGTH),
  lastName: oneLineText().max(MAX_NAME_LENGTH),
  /** Absent when editing a professional whose e-mail the recruiter sees masked: it stays as it is. */
  email: oneLineText().max(MAX_EMAIL_LENGTH).optional(),
  perfilUsuario: z.object({
    /** Interests: mosaic pieces from the 'euquero' list. */
    mosaico: z
      .object({
        escolhidas: z
          .array(
            z.object({
              detalhe: z.object({
                nomeCaption: captionSchema.optional(),
                subclassif: z.literal('attitudes').default('attitudes'),
                classif: z.literal('euquero').default('euquero'),
                nome: captionSchema,
              }),
            }),
          )
          .max(50),
      })
      .optional(),
    /** Skills (competências). */
    digomais: z.object({
      lista: z
        .array(
          z.object({
            nomeCaption: captionSchema.optional(),
            subclassif: z.literal('skills').default('skills'),
            classif: z.literal('digomais').default('digomais'),
            nome: oneLineText().max(200),
          }),
        )
        .max(100),
    }),
  }),
  dadosPessoais: z.object({
    pcdUser: z.object({ isUserPCD: z.boolean() }),
    preferredLanguage: languageSchema,
  }),
  contato: z
    .object({
      lista: z
        .array(
          z.object({
            locale: oneLineText().max(10).default('pt-BR'),
            contato: oneLineText().max(40),
            tipo: oneLineText().max(40).default('Preferencial'),
          }),
        )
        .max(1),
    })
    .default({ lista: [] })
    .describe(
      'at most one phone; when editing a professional whose phone shows masked, an empty list keeps it',
    ),
  /** One CV (002 §2.13): the answer of POST /documents/file, uploaded by the caller. */
  attachments: z.array(uploadedFileSchema).default([]),
  notificationsSettings: z.object({
    isActive: z.boolean().optional(),
    channels: z.array(z.object({ isActive: z.boolean(), name: notificationChannelNameSchema })).max(2),
  }),
  registerRh: z.literal(true),
  linkedinUrl: oneLineText().max(300).nullish(),
  policyAndSignature: z.unknown().optional(),
  /** true/false, or the flag's stored shape {status}. */
  europeanUnionCitizenship: z.union([z.boolean(), z.object({ status: z.boolean() })]).default(false),
});

export const registerProfessionalBodySchema = z.object({ user: registrationUserSchema });
export type RegisterProfessionalBody = z.input<typeof registerProfessionalBodySchema>;
export type RegistrationUser = z.output<typeof registrationUserSchema>;

/** 002 §7.3: data.user.id. */
export const registerProfessionalResponseSchema = z.object({
  message: z.enum(['PROFESSIONAL_REGISTERED', 'PROFESSIONAL_UPDATED']),
  user: z.object({ id: z.string() }),
});
export type RegisterProfessionalResponse = z.infer<typeof registerProfessionalResponseSchema>;

/** The edit form's data: what the form shows, contacts masked as 002 §6 says (then they cannot be changed). */
export const registeredProfessionalSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailMasked: z.boolean(),
  phone: z.string().nullable(),
  phoneMasked: z.boolean(),
  skills: z.array(z.string()),
  interests: z.array(z.string()),
  isUserPCD: z.boolean(),
  europeanUnionCitizenship: z.boolean(),
  linkedinUrl: z.string().nullable(),
  preferredLanguage: languageSchema,
  notifications: z.object({ email: z.boolean(), phone: z.boolean() }),
  attachments: z.array(attachmentSchema),
  registerRh: z.boolean(),
  /** Registered by a recruiter and still without a password: 'confirm registration by e-mail' applies. */
  awaitingPassword: z.boolean(),
});
export type RegisteredProfessional = z.infer<typeof registeredProfessionalSchema>;

/** 002 §7.5 'Send confirmation e-mail': user id, opportunity id and title are all optional here. */
export const sendConfirmationMailBodySchema = z.object({
  userId: idSchema,
  opportunityId: idSchema.nullish(),
  title: oneLineText().max(300).nullish(),
});
export type SendConfirmationMailBody = z.input<typeof sendConfirmationMailBodySchema>;

export const sendConfirmationMailResponseSchema = z.object({ message: z.literal('CONFIRMATION_EMAIL_SENT') });
