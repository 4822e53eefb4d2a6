import { z } from 'zod';
import { attachmentSchema } from '../files/attachments';
import { normalizeTerm } from '../matching/match-rule';
import { linkedinUrlSchema } from '../profile/linkedin';
import { oneLineText } from '../shared/one-line';

/**
 * The user as GET users/me/{id} and PUT users answer it (000 §3, §7), and the PUT body. Field names follow the
 * contract (misspellings and Portuguese included). The password hash is never part of it.
 */

// Length limits on every stored text (issue 12): far above any real value, far below what a script could send.
export const placeRefSchema = z.object({
  formatted_address: z.string().max(300),
  place_id: z.string().max(100),
});
export type PlaceRefItem = z.infer<typeof placeRefSchema>;

/** 000 §3: perfilUsuario.digomais.lista entry. `source` is 'declared' or the provider that reported it. */
export const skillEntrySchema = z.object({
  nome: z.string().max(200),
  nomeCaption: z.string().max(200).nullish(),
  classif: z.string().max(50).default('digomais'),
  subclassif: z.string().max(50).default('skills'),
  level: z.number().int(),
  source: z.string().max(100).optional(),
});
export type SkillEntry = z.infer<typeof skillEntrySchema>;
export type SkillEntryInput = z.input<typeof skillEntrySchema>;

/** 000 §3: mosaico.escolhidas entry; without posicao it is not placed. */
export const mosaicEntrySchema = z.object({
  detalhe: z.object({
    nome: z.string().max(200),
    nomeCaption: z.string().max(200).nullish(),
    classif: z.string().max(50),
    subclassif: z.string().max(50).nullish(),
  }),
  posicao: z
    .object({
      row: z.number().int(),
      col: z.number().int(),
      sizex: z.number().int(),
      sizey: z.number().int(),
      color: z.string().nullish(),
    })
    .nullish(),
});
export type MosaicEntry = z.infer<typeof mosaicEntrySchema>;

const salaryEntryLooseSchema = z.object({ moeda: z.string(), valor: z.string() });

/** 000 §3 candidature item (my applications). `_id` is the opportunity's id. */
export const candidatureItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  nivelAderencia: z.number().int().min(0).max(100),
  currentStatus: z.number().int(),
  /** DECISIONS: 1 + stages met in order (1 to 5); the domain's candidateStep(steps). */
  candidateStep: z.number().int().min(1).max(5),
  fase: z.number().int(),
  /** The opportunity is finished (or has no vacancies left): the item shows 'closed'. */
  isFinished: z.boolean(),
  createdAt: z.string(),
});
export type CandidatureItem = z.infer<typeof candidatureItemSchema>;

const flagStateSchema = z.object({ status: z.boolean(), updatedAt: z.string().nullish() });

const personalDataSchema = z.object({
  /** dd/mm/yyyy */
  dataNascimento: z.string().nullable(),
  cpf: z.string().nullable(),
  genero: z.string().nullable(),
  geolocation: placeRefSchema.nullable(),
  localidade: z.string().nullable(),
  preferredLanguage: z.string(),
  pcdUser: z.object({ isUserPCD: z.boolean(), defs: z.array(z.string()) }),
  indicadoPor: z.string().nullable(),
});

const contactEntrySchema = z.object({ tipo: z.string(), contato: z.string(), locale: z.string() });

const notificationsSchema = z.object({
  isActive: z.boolean(),
  channels: z.array(z.object({ name: z.string(), isActive: z.boolean() })),
});

const perfilUsuarioSchema = z.object({
  pretensao: z.object({
    tipo: z.object({
      clt: salaryEntryLooseSchema,
      pj: salaryEntryLooseSchema,
      others: salaryEntryLooseSchema,
    }),
  }),
  interestLocations: z.array(placeRefSchema),
  mosaico: z.object({ escolhidas: z.array(mosaicEntrySchema) }),
  digomais: z.object({ lista: z.array(skillEntrySchema) }),
});

export const userProfileSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  email: z.string(),
  userImageUrl: z.string().nullable(),
  /** ISO 8601 date-time of the last change. */
  updated: z.string(),
  description: z.string().nullable(),
  roles: z.array(z.string()),
  linkedinUrl: z.string().nullable(),
  dadosPessoais: personalDataSchema,
  contato: z.object({ lista: z.array(contactEntrySchema) }),
  europeanUnionCitizenship: z.object({ status: z.boolean() }),
  attachments: z.array(attachmentSchema),
  notificationsSettings: notificationsSchema,
  opportunityType: z.object({ remote: z.boolean(), hybrid: z.boolean(), inPerson: z.boolean() }),
  hiringModel: z.object({ clt: z.boolean(), pj: z.boolean(), others: z.boolean() }),
  homeOffice: z.boolean(),
  perfilUsuario: perfilUsuarioSchema,
  /** Flags kept with a status (000 §3): talent, eluminer, ex_eluminer, indication_user, location_international. */
  flags: z.record(z.string(), flagStateSchema),
  registerRh: z.boolean(),
  preRegister: z.boolean(),
  byRH: z.boolean(),
  validRegistration: z.boolean(),
  provider: z.string().nullable(),
  opportunitiesRelated: z.object({ allCandidatures: z.array(candidatureItemSchema) }),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * PUT users body: the whole user without password (000 §7). Rule-governed fields are loose here so the service
 * can refuse them with their own codes; fields that are not the user's to change (email, roles, flags,
 * attachments, registerRh…) are accepted and ignored.
 */
export const userUpdateBodySchema = z
  .object({
    _id: oneLineText().optional(),
    firstName: oneLineText(),
    lastName: oneLineText(),
    displayName: oneLineText().max(300).nullish(),
    userImageUrl: oneLineText().max(300).nullish(),
    description: z.string().max(5_000).nullish(),
    linkedinUrl: linkedinUrlSchema.nullish(),
    dadosPessoais: z
      .object({
        dataNascimento: oneLineText().max(30).nullish(),
        cpf: oneLineText().max(50).nullish(),
        genero: oneLineText().max(50).nullish(),
        geolocation: placeRefSchema.nullish(),
        localidade: oneLineText().max(300).nullish(),
        preferredLanguage: oneLineText().max(10).nullish(),
        pcdUser: z
          .object({
            isUserPCD: z.boolean().optional(),
            defs: z.array(oneLineText().max(200)).max(50).optional(),
          })
          .nullish(),
        indicadoPor: oneLineText().max(300).nullish(),
      })
      .partial()
      .default({}),
    contato: z
      .object({
        lista: z
          .array(
            z.object({
              tipo: oneLineText().max(50).optional(),
              contato: oneLineText().max(50),
              locale: oneLineText().max(10).optional(),
            }),
          )
          .max(20),
      })
      .nullish(),
    europeanUnionCitizenship: z.object({ status: z.boolean() }).nullish(),
    notificationsSettings: z
      .object({
        isActive: z.boolean().optional(),
        channels: z.array(z.object({ name: oneLineText().max(50), isActive: z.boolean() })).max(10),
      })
      .nullish(),
    opportunityType: z.object({ remote: z.boolean(), hybrid: z.boolean(), inPerson: z.boolean() }).nullish(),
    hiringModel: z.object({ clt: z.boolean(), pj: z.boolean(), others: z.boolean() }).nullish(),
    homeOffice: z.boolean().nullish(),
    perfilUsuario: z
      .object({
        pretensao: z
          .object({
            tipo: z
              .record(
                oneLineText().max(20),
                z.object({ moeda: oneLineText().max(10).nullish(), valor: oneLineText().max(20).nullish() }),
              )
              .nullish(),
            moeda: oneLineText().max(10).nullish(),
            valor: oneLineText().max(20).nullish(),
          })
          .nullish(),
        interestLocations: z.array(placeRefSchema).max(50).nullish(),
        mosaico: z.object({ escolhidas: z.array(mosaicEntrySchema).max(100) }).nullish(),
        digomais: z.object({ lista: z.array(skillEntrySchema).max(500) }).nullish(),
      })
      .partial()
      .default({}),
  })
  .loose();
export type UserUpdateBody = z.input<typeof userUpdateBodySchema>;

/** Codes PUT users answers for the 000 §5 rules (translated by the API). */
export const USER_UPDATE_ERROR_CODES = {
  generic: 'USER_UPDATE_FAILED',
  firstName: 'INVALID_NAME',
  lastName: 'INVALID_SURNAME',
  salary: 'INVALID_SALARY_EXPECTATION',
  salaryRange: 'INVALID_SALARY_RANGE',
  location: 'LOCATION_REQUIRED',
  taxId: 'INVALID_TAX_ID',
  birthDate: 'INVALID_BIRTH_DATE',
  phone: 'INVALID_PHONE',
  skillLevel: 'INVALID_SKILL_LEVEL',
  mosaicTooManyPieces: 'MOSAIC_TOO_MANY_PIECES',
  mosaicInterests: 'MOSAIC_INTERESTS_OUT_OF_RANGE',
  mosaicCompetence: 'MOSAIC_COMPETENCE_REQUIRED',
  mosaicPlacement: 'MOSAIC_INVALID_PLACEMENT',
  photo: 'INVALID_PROFILE_PHOTO',
  language: 'INVALID_LANGUAGE',
  place: 'PLACE_NOT_FOUND',
} as const;

/**
 * 000 §5: chips are trimmed and a case-insensitive duplicate of the same type (subclassif) is ignored; the first
 * one wins.
 */
export function dedupeChips<T extends { nome: string; subclassif?: string | null }>(list: readonly T[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of list) {
    const nome = item.nome.trim();
    if (!nome) continue;
    const key = `${item.subclassif ?? ''}\u0000${nome.toLocaleLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ ...item, nome });
  }
  return out;
}

/** A criterion the candidature details changed: its name and synonyms, and the new level 0–3. */
export interface CriterionLevelChange {
  nome: string;
  termos?: readonly string[] | null;
  level: number;
}

/**
 * 000 §4 "Saving criteria levels": for each changed criterion, a level above 0 sets the level of the declared
 * skills named like the criterion or one of its synonyms (or adds one named as the criterion); level 0 removes
 * them. Skills reported by a provider are left alone (the server keeps them anyway).
 */
export function applyCriterionLevels(
  lista: readonly SkillEntryInput[],
  changes: readonly CriterionLevelChange[],
): SkillEntryInput[] {
  let next = lista.map((entry) => ({ ...entry }));
  const isDeclared = (entry: SkillEntryInput) => !entry.source || entry.source === 'declared';
  for (const change of changes) {
    const names = new Set([change.nome, ...(change.termos ?? [])].map(normalizeTerm));
    const matches = (entry: SkillEntryInput) => isDeclared(entry) && names.has(normalizeTerm(entry.nome));
    if (change.level <= 0) {
      next = next.filter((entry) => !matches(entry));
    } else if (next.some(matches)) {
      next = next.map((entry) => (matches(entry) ? { ...entry, level: change.level } : entry));
    } else {
      next.push({
        nome: change.nome.trim(),
        nomeCaption: change.nome.trim(),
        classif: 'digomais',
        subclassif: 'skills',
        level: change.level,
        source: 'declared',
      });
    }
  }
  return next;
}
