import {
  type Attachment,
  type CandidatureItem,
  USER_UPDATE_ERROR_CODES as CODES,
  CURRENCY_OPTIONS,
  candidateStep,
  clearUntickedSalaries,
  contactsForRecruiter,
  DEFAULT_CONTACT_LOCALE,
  DEFAULT_CONTACT_TYPE,
  dedupeChips,
  fileIdFromUrl,
  fileUrlOf,
  isBirthDateValid,
  isLanguage,
  isMosaicPlacementValid,
  isSalaryExpectationValid,
  isTaxIdValid,
  MAX_NAME_LENGTH,
  MIN_NAME_LENGTH,
  MIN_PHONE_LENGTH,
  type MosaicEntry,
  mosaicCompositionIssues,
  mosaicEntrySchema,
  normalizeNotificationSettings,
  normalizeSalaryExpectation,
  SALARY_RANGE_VALUES,
  UNSET,
  type UserProfile,
  type UserUpdateBody,
} from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import type { PlaceRef } from '../../db/schema';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { listAttachments } from '../files';
import { requestProfessionalMatch } from '../matching';
import { findPlace } from '../places';
import { EU_FLAG, withFlag } from './profile-flags';
import * as repository from './users.repository';

type Ctx = Pick<AppContext, 'database' | 'storage' | 'queue'>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function placeRefsOf(value: unknown): PlaceRef[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is PlaceRef =>
      typeof item === 'object' && item !== null && typeof (item as PlaceRef).place_id === 'string',
  );
}

function mosaicOf(profile: Record<string, unknown>): MosaicEntry[] {
  const mosaico = profile.mosaico as { escolhidas?: unknown } | undefined;
  if (!Array.isArray(mosaico?.escolhidas)) return [];
  return mosaico.escolhidas.flatMap((entry) => {
    const parsed = mosaicEntrySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

function candidatureItem(
  row: Awaited<ReturnType<typeof repository.listCandidatures>>[number],
): CandidatureItem {
  return {
    _id: row.opportunityId,
    title: row.title,
    nivelAderencia: row.nivelAderencia,
    currentStatus: row.statusCurrent,
    candidateStep: candidateStep(row.steps),
    fase: row.fase,
    // DECISIONS: an opportunity without vacancies is closed too.
    isFinished: row.isFinished || row.quantidadeVagas === 0,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function requireUserRow(ctx: Ctx, id: string): Promise<repository.UserRow> {
  const row = await repository.findActiveUser(ctx.database.db, id);
  if (!row) throw new AppError(404, 'USER_NOTFOUND');
  return row;
}

/** GET users/me/{id}: the user in the contract's shape with their applications; never the password hash. */
export async function getUser(ctx: Ctx, viewer: CurrentUser, id: string): Promise<UserProfile> {
  if (viewer.id !== id && !viewer.isRecruiter) throw new AppError(403, 'FORBIDDEN');
  const row = await requireUserRow(ctx, id);
  const db = ctx.database.db;
  const [skills, applied, attachments] = await Promise.all([
    repository.listSkills(db, id),
    repository.listCandidatures(db, id),
    listAttachments(ctx, viewer, id),
  ]);
  return {
    ...toUserProfile(row, { skills, attachments, ownView: viewer.id === id }),
    opportunitiesRelated: { allCandidatures: applied.map(candidatureItem) },
  };
}

/**
 * A users row in the contract's shape (000 §3), without the applications. Unless `ownView`, the contacts are the
 * ones a recruiter may see (002 §6: masked unless the person's channel is active). Also used by the recruiter's
 * professional detail (modules/professional-detail), so both answers draw the person the same way.
 */
export function toUserProfile(
  row: repository.UserRow,
  parts: { skills: repository.UserSkillRow[]; attachments: Attachment[]; ownView: boolean },
): Omit<UserProfile, 'opportunitiesRelated'> {
  const { skills, attachments } = parts;
  const personal = row.personalData;
  // A recruiter reading someone else's profile sees the contacts the person's channels allow (002 §6).
  const contact = parts.ownView
    ? { email: row.email, contacts: row.contacts }
    : contactsForRecruiter(row, row.notificationsSettings);
  const pcd = (personal.pcdUser ?? {}) as { isUserPCD?: unknown; defs?: unknown };
  const salary = normalizeSalaryExpectation(row.profile.pretensao as never);
  const entry = (model: 'clt' | 'pj' | 'others') => ({
    moeda: salary[model].moeda ?? UNSET,
    valor: salary[model].valor ?? UNSET,
  });
  const flags: UserProfile['flags'] = {};
  for (const [name, state] of Object.entries(row.flags)) {
    if (name === EU_FLAG) continue;
    flags[name] = { status: state.status === true, updatedAt: state.updatedAt ?? null };
  }
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: row.displayName,
    email: contact.email,
    userImageUrl: row.userImageFileId ? fileUrlOf(row.userImageFileId) : null,
    updated: row.updatedAt.toISOString(),
    description: row.description,
    roles: row.roles,
    linkedinUrl: row.linkedinUrl,
    dadosPessoais: {
      dataNascimento: text(personal.dataNascimento),
      cpf: text(personal.cpf),
      genero: text(personal.genero),
      geolocation:
        row.placeId && row.formattedAddress
          ? { formatted_address: row.formattedAddress, place_id: row.placeId }
          : null,
      localidade: text(personal.localidade) ?? row.formattedAddress,
      preferredLanguage: row.preferredLanguage,
      pcdUser: {
        isUserPCD: pcd.isUserPCD === true,
        defs: Array.isArray(pcd.defs) ? pcd.defs.filter((d): d is string => typeof d === 'string') : [],
      },
      indicadoPor: text(personal.indicadoPor),
    },
    contato: { lista: contact.contacts.map((c) => ({ tipo: c.tipo, contato: c.contato, locale: c.locale })) },
    europeanUnionCitizenship: { status: row.flags[EU_FLAG]?.status === true },
    attachments,
    notificationsSettings: normalizeNotificationSettings(row.notificationsSettings),
    opportunityType: row.opportunityType,
    hiringModel: row.hiringModel,
    homeOffice: row.homeOffice,
    perfilUsuario: {
      pretensao: { tipo: { clt: entry('clt'), pj: entry('pj'), others: entry('others') } },
      interestLocations: placeRefsOf(row.profile.interestLocations).map((place) => ({
        formatted_address: place.formatted_address,
        place_id: place.place_id,
      })),
      mosaico: { escolhidas: mosaicOf(row.profile) },
      digomais: {
        lista: skills.map((skill) => ({
          nome: skill.nome,
          nomeCaption: skill.nomeCaption,
          classif: skill.classif,
          subclassif: skill.subclassif,
          level: skill.level,
          source: skill.source,
        })),
      },
    },
    flags,
    registerRh: row.registerRh,
    preRegister: row.preRegister,
    byRH: row.byRh,
    validRegistration: row.validRegistration,
    provider: row.provider,
  };
}

function refuse(code: string, status = 400): never {
  throw new AppError(status, code);
}

function checkName(value: string, code: string): string {
  const name = value.trim();
  if (name.length < MIN_NAME_LENGTH || name.length > MAX_NAME_LENGTH) refuse(code);
  return name;
}

function resolvePlace(placeId: string): PlaceRef {
  const place = findPlace(placeId);
  if (!place) refuse(CODES.place);
  return {
    place_id: place.place_id,
    formatted_address: place.formatted_address,
    lat: place.lat,
    lng: place.lng,
  };
}

function mosaicKey(entry: MosaicEntry): string {
  return (entry.detalhe.nomeCaption || entry.detalhe.nome).trim().toLocaleLowerCase();
}

const skillKey = (skill: { nome: string; subclassif: string; level: number }) =>
  `${skill.subclassif}\u0000${skill.nome.toLocaleLowerCase()}\u0000${skill.level}`;

type UpdateBody = UserUpdateBody;
type PerfilBody = NonNullable<UpdateBody['perfilUsuario']>;

/** Names (000 §5: at least 3 characters, the display name follows), description and LinkedIn. */
function identityChanges(body: UpdateBody): repository.UserChanges {
  const firstName = checkName(body.firstName, CODES.firstName);
  const lastName = checkName(body.lastName, CODES.lastName);
  const changes: repository.UserChanges = { firstName, lastName, displayName: `${firstName} ${lastName}` };
  if (body.description !== undefined) changes.description = text(body.description)?.trim() ?? null;
  if (body.linkedinUrl !== undefined) changes.linkedinUrl = text(body.linkedinUrl)?.trim() ?? null;
  return changes;
}

/**
 * The address (dadosPessoais.geolocation): a place the gazetteer knows. It is required (000 §5): a null that would
 * remove a stored place is refused with LOCATION_REQUIRED; absent, it stays as it is.
 */
function locationChanges(
  current: repository.UserRow,
  dados: NonNullable<UpdateBody['dadosPessoais']>,
): { changes: repository.UserChanges; changed: boolean; placeId: string | null } {
  if (dados.geolocation === null && current.placeId !== null) refuse(CODES.location);
  if (!dados.geolocation || dados.geolocation.place_id === current.placeId) {
    return { changes: {}, changed: false, placeId: current.placeId };
  }
  const place = resolvePlace(dados.geolocation.place_id);
  return {
    changes: {
      placeId: place.place_id,
      formattedAddress: place.formatted_address,
      latitude: place.lat ?? null,
      longitude: place.lng ?? null,
    },
    changed: true,
    placeId: place.place_id,
  };
}

/**
 * dadosPessoais without the address (000 §3, §5): birth date in dd/mm/yyyy not in the future, the tax id checked as
 * a CPF when the person lives in Brazil, gender, PcD, referral, and the preferred language.
 */
function personalDataChanges(
  current: repository.UserRow,
  dados: NonNullable<UpdateBody['dadosPessoais']>,
  placeId: string | null,
): repository.UserChanges {
  const personal = { ...current.personalData };
  if (dados.dataNascimento !== undefined) {
    const birth = text(dados.dataNascimento)?.trim() ?? null;
    if (birth !== null && !isBirthDateValid(birth, new Date())) refuse(CODES.birthDate);
    personal.dataNascimento = birth;
  }
  for (const key of ['cpf', 'genero', 'localidade', 'indicadoPor'] as const) {
    if (dados[key] !== undefined) personal[key] = text(dados[key])?.trim() ?? null;
  }
  // Judged when it changes, so a value stored before the rule never blocks saving anything else.
  if (
    dados.cpf !== undefined &&
    typeof personal.cpf === 'string' &&
    personal.cpf !== current.personalData.cpf
  ) {
    const country = placeId ? findPlace(placeId)?.countryCode : null;
    if (!isTaxIdValid(personal.cpf, country)) refuse(CODES.taxId);
  }
  if (dados.pcdUser) {
    // The PcD flag keeps when and by whom it last changed, like the other flags (profile-flags.service.ts).
    const before = (current.personalData.pcdUser ?? {}) as Record<string, unknown>;
    const isUserPCD = dados.pcdUser.isUserPCD === true;
    const stamp =
      (before.isUserPCD === true) === isUserPCD
        ? { updatedAt: before.updatedAt, updatedBy: before.updatedBy }
        : { updatedAt: new Date().toISOString(), updatedBy: current.id };
    personal.pcdUser = {
      isUserPCD,
      defs: (dados.pcdUser.defs ?? []).map((d) => d.trim()).filter(Boolean),
      ...(typeof stamp.updatedAt === 'string' ? stamp : {}),
    };
  }
  const changes: repository.UserChanges = { personalData: personal };
  if (dados.preferredLanguage !== undefined && dados.preferredLanguage !== null) {
    if (!isLanguage(dados.preferredLanguage)) refuse(CODES.language);
    changes.preferredLanguage = dados.preferredLanguage;
  }
  return changes;
}

/** Contacts (000 §5: a phone has at least 8 characters), settings, work preferences and EU citizenship. */
function contactAndPreferenceChanges(
  viewer: CurrentUser,
  current: repository.UserRow,
  body: UpdateBody,
): repository.UserChanges {
  const changes: repository.UserChanges = {};
  if (body.contato) {
    changes.contacts = body.contato.lista
      .map((entry) => ({
        tipo: text(entry.tipo)?.trim() ?? DEFAULT_CONTACT_TYPE,
        contato: entry.contato.trim(),
        locale: text(entry.locale)?.trim() ?? DEFAULT_CONTACT_LOCALE,
      }))
      .filter((entry) => entry.contato !== '');
    if (changes.contacts.some((entry) => entry.contato.length < MIN_PHONE_LENGTH)) refuse(CODES.phone);
  }
  if (body.notificationsSettings) {
    changes.notificationsSettings = normalizeNotificationSettings(body.notificationsSettings);
  }
  if (body.opportunityType) changes.opportunityType = body.opportunityType;
  if (body.hiringModel) changes.hiringModel = body.hiringModel;
  if (body.homeOffice !== undefined && body.homeOffice !== null) changes.homeOffice = body.homeOffice;
  if (body.europeanUnionCitizenship) {
    const flags = withFlag(current.flags, EU_FLAG, body.europeanUnionCitizenship.status, viewer.id);
    if (flags) changes.flags = flags;
  }
  return changes;
}

/** Profile photo: one the user uploaded (POST documents/file?kind=photo), or none. */
async function photoChanges(
  ctx: Ctx,
  viewer: CurrentUser,
  current: repository.UserRow,
  body: UpdateBody,
): Promise<repository.UserChanges> {
  if (body.userImageUrl === undefined) return {};
  const url = text(body.userImageUrl);
  if (url === null) return { userImageFileId: null };
  const currentUrl = current.userImageFileId ? fileUrlOf(current.userImageFileId) : null;
  if (url === currentUrl) return {};
  const fileId = fileIdFromUrl(url);
  const file = fileId ? await repository.findFile(ctx.database.db, fileId) : undefined;
  if (file?.kind !== 'photo' || file.ownerId !== viewer.id) refuse(CODES.photo);
  return { userImageFileId: file.id };
}

/**
 * Salary expectation (000 §5): known currencies and ranges (INVALID_SALARY_RANGE), then currency and range set
 * together for every ticked hiring model (INVALID_SALARY_EXPECTATION). Unticking a model resets its entry (000 §4).
 */
function salaryChanges(
  current: repository.UserRow,
  perfil: PerfilBody,
  hiringModel: repository.UserRow['hiringModel'],
  hiringModelChanged: boolean,
): Record<string, unknown> {
  if (perfil.pretensao) {
    const tipo = normalizeSalaryExpectation(perfil.pretensao);
    const known = Object.values(tipo).every(
      (entry) =>
        (CURRENCY_OPTIONS as readonly string[]).includes(entry.moeda ?? UNSET) &&
        [UNSET, ...SALARY_RANGE_VALUES].includes(entry.valor ?? UNSET),
    );
    if (!known) refuse(CODES.salaryRange);
    if (!isSalaryExpectationValid(hiringModel, perfil.pretensao)) refuse(CODES.salary);
    return { pretensao: { tipo: clearUntickedSalaries(hiringModel, perfil.pretensao) } };
  }
  if (hiringModelChanged) {
    return { pretensao: { tipo: clearUntickedSalaries(hiringModel, current.profile.pretensao as never) } };
  }
  return {};
}

/** Interest locations: places the gazetteer knows, unique by place id; whether the set changed (matching). */
function interestLocationChanges(
  current: repository.UserRow,
  perfil: PerfilBody,
): { profile: Record<string, unknown>; changed: boolean } {
  if (!perfil.interestLocations) return { profile: {}, changed: false };
  const stored = new Map(placeRefsOf(current.profile.interestLocations).map((p) => [p.place_id, p]));
  const seen = new Set<string>();
  const next: PlaceRef[] = [];
  for (const place of perfil.interestLocations) {
    if (seen.has(place.place_id)) continue;
    seen.add(place.place_id);
    next.push(stored.get(place.place_id) ?? resolvePlace(place.place_id));
  }
  const before = [...stored.keys()].sort().join('|');
  return { profile: { interestLocations: next }, changed: before !== [...seen].sort().join('|') };
}

/**
 * The mosaic (000 §5): pieces unique by caption; when it changes and has placed pieces, at most 7 placed, 1 to 3
 * interests, at least one competence, and every piece on the grid as wide as its name (isMosaicPlacementValid).
 * An empty mosaic is one not built yet; an unchanged one is not judged again (DECISIONS).
 */
function mosaicChanges(current: repository.UserRow, perfil: PerfilBody): Record<string, unknown> {
  if (!perfil.mosaico) return {};
  const seen = new Set<string>();
  const escolhidas = perfil.mosaico.escolhidas.filter((entry) => {
    const key = mosaicKey(entry);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const changed = JSON.stringify(escolhidas) !== JSON.stringify(mosaicOf(current.profile));
  const placed = escolhidas.filter((entry) => entry.posicao);
  if (changed && placed.length > 0) {
    const issues = mosaicCompositionIssues(placed.map((entry) => entry.detalhe));
    if (issues.tooManyPieces) refuse(CODES.mosaicTooManyPieces);
    if (issues.tooFewInterests || issues.tooManyInterests) refuse(CODES.mosaicInterests);
    if (issues.noCompetence) refuse(CODES.mosaicCompetence);
    const pieces = placed.flatMap((entry) =>
      entry.posicao
        ? [
            {
              names: [entry.detalhe.nome, entry.detalhe.nomeCaption ?? ''],
              position: entry.posicao,
            },
          ]
        : [],
    );
    if (!isMosaicPlacementValid(pieces)) refuse(CODES.mosaicPlacement);
  }
  return { mosaico: { escolhidas } };
}

/**
 * Skills (digomais.lista): levels 1–3, trimmed, case-insensitive duplicates of one type dropped; rows a provider
 * reported are kept as they are, so entries carrying a provider's source are ignored.
 */
function skillChanges(
  storedSkills: repository.UserSkillRow[],
  perfil: PerfilBody,
): { skills: repository.DeclaredSkill[] | null; changed: boolean } {
  if (!perfil.digomais) return { skills: null, changed: false };
  const declared = perfil.digomais.lista.filter((entry) => !entry.source || entry.source === 'declared');
  if (declared.some((entry) => !Number.isInteger(entry.level) || entry.level < 1 || entry.level > 3)) {
    refuse(CODES.skillLevel);
  }
  const skills = dedupeChips(
    declared.map((entry) => ({
      nome: entry.nome,
      nomeCaption: text(entry.nomeCaption)?.trim() ?? entry.nome.trim(),
      classif: text(entry.classif) ?? 'digomais',
      subclassif: text(entry.subclassif) ?? 'skills',
      level: entry.level,
    })),
  ).map((entry) => ({ ...entry, nome: entry.nome.slice(0, 200) }));
  const before = storedSkills
    .filter((row) => row.source === 'declared')
    .map(skillKey)
    .sort()
    .join('|');
  return { skills, changed: before !== skills.map(skillKey).sort().join('|') };
}

/**
 * PUT users: the signed-in user's own profile. Applies the 000 §5 rule groups above to what is saved (the first
 * broken rule answers its code), replaces the declared skills, and asks the matching engine to recompute when
 * skills, the address or the interest locations changed. Fields that are not the user's to change are ignored.
 */
export async function updateOwnUser(
  ctx: Ctx,
  viewer: CurrentUser,
  body: UserUpdateBody,
): Promise<UserProfile> {
  if (body._id !== undefined && body._id !== viewer.id) throw new AppError(403, 'FORBIDDEN');
  const db = ctx.database.db;
  const current = await requireUserRow(ctx, viewer.id);
  const storedSkills = await repository.listSkills(db, viewer.id);
  const dados = body.dadosPessoais ?? {};
  const perfil = body.perfilUsuario ?? {};

  const identity = identityChanges(body);
  const location = locationChanges(current, dados);
  const hiringModel = body.hiringModel ?? current.hiringModel;
  const interestLocations = interestLocationChanges(current, perfil);
  const changes: repository.UserChanges = {
    ...identity,
    ...location.changes,
    ...personalDataChanges(current, dados, location.placeId),
    ...contactAndPreferenceChanges(viewer, current, body),
    ...(await photoChanges(ctx, viewer, current, body)),
    profile: {
      ...current.profile,
      ...salaryChanges(
        current,
        perfil,
        hiringModel,
        body.hiringModel !== undefined && body.hiringModel !== null,
      ),
      ...interestLocations.profile,
      ...mosaicChanges(current, perfil),
    },
  };
  const skills = skillChanges(storedSkills, perfil);

  try {
    await repository.saveProfile(db, viewer.id, changes, skills.skills);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(500, CODES.generic);
  }
  if (skills.changed || location.changed || interestLocations.changed) {
    await requestProfessionalMatch(ctx, viewer.id);
  }
  return getUser(ctx, viewer, viewer.id);
}
