import {
  cpfCheckDigits,
  type HiringModel,
  HR_ATTACHMENT_MARKER,
  NOTIFICATION_CHANNELS,
  SALARY_RANGES,
} from '@mosaico/domain';
import type { FlagState, files, userSkills, users } from '../schema';
import type { SeedSkill } from './adherence';
import { buildCvPdf } from './cv-pdf';
import type { DemoCityKey } from './demo-data/cities';
import { demoCity } from './demo-data/cities';
import { ATTITUDES, COMPETENCES, LANGUAGE_SKILLS } from './demo-data/dictionaries';
import { ANA, DEMO_PEOPLE, type DemoPerson, type TalentGroupName } from './demo-data/people';
import { buildMosaic, type MosaicPieceInput } from './demo-mosaic';
import { type DemoPlace, placeRef } from './demo-places';
import type { Prng } from './prng';

type UserInsert = typeof users.$inferInsert;
type SkillInsert = typeof userSkills.$inferInsert;
type FileInsert = typeof files.$inferInsert;

export const DEMO_PASSWORD = 'mosaico-demo';
/**
 * The demo recruiters' and managers' second-factor secret (base32), already enrolled, so the demo and the browser
 * journeys can sign them in: add it to an authenticator app (or compute the code, as e2e/support does).
 */
export const DEMO_TOTP_SECRET = 'MOSAICODEMOTOTPSECRETFORRECRUITR';
/** One demo recruiter is left without a second factor, so the enrolment at their first sign-in can be seen. */
export const DEMO_UNENROLLED_RECRUITER = 'karen.smith@mosaico.test';

/** The three documented logins; server.ts prints them at start. */
export const DEMO_LOGINS = [
  { role: 'recruiter', email: 'rh@mosaico.test', firstName: 'Rita', lastName: 'Henriques', roles: ['rh'] },
  {
    role: 'manager',
    email: 'gestor@mosaico.test',
    firstName: 'Gustavo',
    lastName: 'Estrela',
    roles: ['rh', 'rh_manager'],
  },
  { role: 'professional', email: 'ana@mosaico.test', firstName: 'Ana', lastName: 'Souza', roles: ['user'] },
] as const;

/** More recruiters, so boards and filters by responsible have something to show. */
const MORE_RECRUITERS = [
  { email: 'patricia.lopes@mosaico.test', firstName: 'Patrícia', lastName: 'Lopes', language: 'pt-BR' },
  { email: 'karen.smith@mosaico.test', firstName: 'Karen', lastName: 'Smith', language: 'en-US' },
  { email: 'diogo.fernandes@mosaico.test', firstName: 'Diogo', lastName: 'Fernandes', language: 'pt-PT' },
] as const;

export interface DemoRecruiter {
  id: string;
  displayName: string;
}

export interface DemoProfessional {
  id: string;
  person: DemoPerson;
  email: string;
  displayName: string;
  skills: SeedSkill[];
  /** Neither deleted nor a pre-registration: may apply and be picked for opportunities. */
  active: boolean;
  home: DemoPlace;
  isAna: boolean;
}

export interface DemoPeople {
  users: UserInsert[];
  skills: SkillInsert[];
  cvs: Array<{ row: FileInsert & { id: string; storageKey: string }; bytes: Uint8Array }>;
  /** By the opportunity lists' recruiter index: 0 rh, 1 Karen, 2 Patrícia, 3 Diogo; then the manager. */
  recruiters: DemoRecruiter[];
  manager: DemoRecruiter;
  professionals: DemoProfessional[];
  /** The talent board's records of the talents (issue 24): their group and the recruiter who flagged them. */
  talents: Array<{ userId: string; group: TalentGroupName; recruiterId: string; enteredAt: Date }>;
}

const DAY = 24 * 60 * 60 * 1000;

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

// Brazilian area codes of the demo cities, for believable phone numbers.
const BR_AREA: Partial<Record<DemoCityKey, string>> = {
  saoPaulo: '11',
  campinas: '19',
  rio: '21',
  bh: '31',
  curitiba: '41',
  floripa: '48',
  portoAlegre: '51',
  recife: '81',
  fortaleza: '85',
  brasilia: '61',
  salvador: '71',
};
const US_AREA: Partial<Record<DemoCityKey, string>> = {
  newYork: '212',
  austin: '512',
  miami: '305',
  sanFrancisco: '415',
  boston: '617',
  chicago: '312',
  seattle: '206',
  orlando: '407',
  toronto: '416',
};
const DIAL: Record<string, string> = { PT: '351', ES: '34', DE: '49', NL: '31', IE: '353' };

function digits(rng: Prng, count: number): string {
  return Array.from({ length: count }, () => rng.int(0, 9)).join('');
}

function phoneFor(rng: Prng, key: DemoCityKey, country: string): { number: string; locale: string } {
  if (country === 'BR') {
    return { number: `(${BR_AREA[key] ?? '11'}) 9${digits(rng, 4)}-${digits(rng, 4)}`, locale: 'pt-BR' };
  }
  if (country === 'US' || country === 'CA') {
    return { number: `+1 (${US_AREA[key] ?? '646'}) ${digits(rng, 3)}-${digits(rng, 4)}`, locale: 'en-US' };
  }
  return {
    number: `+${DIAL[country] ?? '351'} 9${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`,
    locale: 'pt-PT',
  };
}

/** A CPF with valid check digits (the profile's rule checks them); the draws stay as they were. */
function cpf(rng: Prng): string {
  const base = `${digits(rng, 3)}${digits(rng, 3)}${digits(rng, 3)}`;
  digits(rng, 2);
  return `${base.slice(0, 3)}.${base.slice(3, 6)}.${base.slice(6)}-${cpfCheckDigits(base)}`;
}

/** Salary expectation per ticked hiring model, in the currency of where the person lives. */
function salaryFor(rng: Prng, person: DemoPerson, hiring: Record<HiringModel, boolean>, country: string) {
  const currency = country === 'BR' ? 'BRL' : country === 'US' || country === 'CA' ? 'USD' : 'EUR';
  const seniority = Math.max(0, 2026 - person.birthYear - 22);
  // BRL asks climb the 14 ranges with experience; EUR and USD monthly asks sit lower on the same scale.
  const base =
    currency === 'BRL'
      ? Math.min(13, 2 + Math.floor(seniority / 2))
      : Math.min(8, 2 + Math.floor(seniority / 3));
  const tipo: Record<string, { moeda: string; valor: string }> = {};
  for (const model of ['clt', 'pj', 'others'] as const) {
    if (!hiring[model]) {
      tipo[model] = { moeda: '-', valor: '-' };
      continue;
    }
    const step = Math.min(SALARY_RANGES.length - 1, base + (model === 'pj' ? 1 : 0) + rng.int(0, 1));
    tipo[model] = { moeda: currency, valor: SALARY_RANGES[step]?.value ?? '-' };
  }
  return { tipo };
}

function mosaicPieces(rng: Prng, person: DemoPerson): MosaicPieceInput[] {
  const interests = person.interests
    .slice(0, 3)
    .map((nome) => ({ nome, classif: 'euquero' as const, subclassif: 'attitudes' }));
  const attitude = { nome: rng.pick(ATTITUDES), classif: 'eusou' as const, subclassif: 'attitudes' };
  const competence = rng.chance(0.6)
    ? [{ nome: rng.pick(COMPETENCES), classif: 'eusei' as const, subclassif: 'skills' }]
    : [];
  const topSkills = [...person.skills]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rng.int(1, 3))
    .map(([nome]) => ({ nome, classif: 'digomais' as const, subclassif: 'skills' }));
  return [...interests, attitude, ...competence, ...topSkills];
}

function flag(status: boolean, at: Date, by: string): FlagState {
  return { status, updatedAt: at.toISOString(), updatedBy: by };
}

/**
 * Builds the logins, recruiters and professionals with everything a profile holds, their skills and their CVs
 * (PDF bytes made here, stored by the caller). Pure apart from the PRNG: the same seed gives the same people.
 */
export async function buildDemoPeople(input: {
  rng: Prng;
  places: Map<DemoCityKey, DemoPlace>;
  passwordHash: string;
  now: Date;
  providerName: string;
}): Promise<DemoPeople> {
  const { rng, places, passwordHash, now } = input;
  const userRows: UserInsert[] = [];
  const skillRows: SkillInsert[] = [];
  const cvs: DemoPeople['cvs'] = [];
  const talents: DemoPeople['talents'] = [];
  const place = (key: DemoCityKey): DemoPlace => {
    const found = places.get(key);
    if (!found) throw new Error(`no place for ${key}`);
    return found;
  };

  const staff = [
    ...DEMO_LOGINS.filter((login) => login.role !== 'professional').map((login) => ({
      email: login.email,
      firstName: login.firstName,
      lastName: login.lastName,
      roles: [...login.roles],
      language: 'pt-BR',
    })),
    ...MORE_RECRUITERS.map((r) => ({ ...r, roles: ['rh'] })),
  ];
  const staffIds = new Map<string, DemoRecruiter>();
  for (const member of staff) {
    const id = rng.uuid();
    const displayName = `${member.firstName} ${member.lastName}`;
    staffIds.set(member.email, { id, displayName });
    userRows.push({
      id,
      email: member.email,
      passwordHash,
      firstName: member.firstName,
      lastName: member.lastName,
      displayName,
      roles: member.roles,
      preferredLanguage: member.language,
      emailConfirmedAt: new Date(now.getTime() - 400 * DAY),
      validRegistration: true,
      privacyConsentAt: new Date(now.getTime() - 10 * DAY),
      privacyConsentExpiresAt: new Date(now.getTime() + 172 * DAY),
      createdAt: new Date(now.getTime() - 400 * DAY),
    });
  }
  const recruiter = (email: string): DemoRecruiter => {
    const found = staffIds.get(email);
    if (!found) throw new Error(`no recruiter ${email}`);
    return found;
  };
  const recruiters = [
    recruiter('rh@mosaico.test'),
    recruiter('karen.smith@mosaico.test'),
    recruiter('patricia.lopes@mosaico.test'),
    recruiter('diogo.fernandes@mosaico.test'),
  ];
  const manager = recruiter('gestor@mosaico.test');

  const professionals: DemoProfessional[] = [];
  const usedEmails = new Set<string>();
  for (const [index, person] of [ANA, ...DEMO_PEOPLE].entries()) {
    const isAna = person === ANA;
    const id = rng.uuid();
    const city = demoCity(person.city);
    const home = place(person.city);
    let email = isAna
      ? 'ana@mosaico.test'
      : `${slug(person.firstName.split(' ')[0] ?? person.firstName)}.${slug(person.lastName.split(' ').pop() ?? person.lastName)}@example.com`;
    if (usedEmails.has(email)) email = email.replace('@', `${index}@`);
    usedEmails.add(email);
    const displayName = `${person.firstName} ${person.lastName}`;
    const createdAt = new Date(now.getTime() - rng.int(20, 700) * DAY);
    const updatedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + rng.int(1, 120) * DAY));
    const hrRecruiter = rng.pick(recruiters);

    // Work preferences: remote-leaning people take remote; everyone may take hybrid; in-person depends.
    const wantsRemote = person.interests.includes('Trabalhar remoto') || rng.chance(0.5);
    const opportunityType = {
      remote: wantsRemote,
      hybrid: rng.chance(0.7),
      inPerson: !wantsRemote || rng.chance(0.3),
    };
    const hiring: Record<HiringModel, boolean> =
      city.country === 'BR'
        ? { clt: true, pj: rng.chance(0.6), others: false }
        : { clt: rng.chance(0.5), pj: false, others: true };
    const interestLocations = [placeRef(home)];
    if (rng.chance(0.5)) {
      const other = rng.pick([...places.keys()].filter((key) => key !== person.city));
      interestLocations.push(placeRef(place(other)));
    }
    if (isAna) interestLocations.push(placeRef(place('lisbon')), placeRef(place('newYork')));

    const skills: SeedSkill[] = [];
    let position = 0;
    for (const [nome, level] of person.skills) {
      const reported = person.linkedin === true && position % 3 === 2;
      skills.push({ nome, level, source: reported ? 'linkedin' : 'declared' });
      skillRows.push({
        id: rng.uuid(),
        userId: id,
        nome,
        nomeCaption: nome,
        classif: 'digomais',
        subclassif: 'skills',
        level,
        source: reported ? 'linkedin' : 'declared',
        position: position++,
      });
    }
    for (const [nome, level] of person.languages) {
      skills.push({ nome, level, source: 'declared' });
      skillRows.push({
        id: rng.uuid(),
        userId: id,
        nome,
        nomeCaption: nome,
        classif: 'digomais',
        subclassif: LANGUAGE_SKILLS.includes(nome) ? 'languages' : 'skills',
        level,
        source: 'declared',
        position: position++,
      });
    }

    const phone = phoneFor(rng, person.city, city.country);
    const contacts = [{ tipo: 'Preferencial', contato: phone.number, locale: phone.locale }];
    if (rng.chance(0.3)) {
      contacts.push({
        tipo: 'Residencial',
        contato: phoneFor(rng, person.city, city.country).number,
        locale: phone.locale,
      });
    }
    // Channel states vary on purpose: some people cannot be invited by e-mail, some only by phone.
    const channelCase = isAna ? 0 : index % 5;
    const emailOn = channelCase !== 2 && channelCase !== 4;
    const phoneOn = channelCase !== 3 && channelCase !== 4;
    const notificationsSettings = {
      isActive: emailOn || phoneOn,
      channels: [
        { name: NOTIFICATION_CHANNELS.email, isActive: emailOn },
        { name: NOTIFICATION_CHANNELS.phone, isActive: phoneOn },
      ],
    };

    const flags: Record<string, FlagState> = {};
    if (person.talent) {
      flags.talent = flag(true, updatedAt, hrRecruiter.id);
      talents.push({ userId: id, group: person.talent, recruiterId: hrRecruiter.id, enteredAt: updatedAt });
    }
    if (person.eluminer) flags.eluminer = flag(true, updatedAt, hrRecruiter.id);
    if (person.exEluminer) flags.ex_eluminer = flag(true, updatedAt, hrRecruiter.id);
    if (person.indicadoPor) flags.indication_user = flag(true, createdAt, hrRecruiter.id);
    if (person.euCitizen) flags.europeanUnionCitizenship = flag(true, createdAt, id);
    if (city.region !== 'brazil') flags.location_international = flag(true, createdAt, hrRecruiter.id);

    const preRegistered = person.preRegistered === true;
    const birthDay = String(rng.int(1, 28)).padStart(2, '0');
    const birthMonth = String(rng.int(1, 12)).padStart(2, '0');
    const providerSkills = skills.filter((skill) => skill.source !== 'declared').map((skill) => skill.nome);
    userRows.push({
      id,
      email,
      passwordHash: preRegistered ? null : passwordHash,
      firstName: person.firstName,
      lastName: person.lastName,
      displayName,
      roles: ['user'],
      preferredLanguage: person.language,
      emailConfirmedAt: preRegistered ? null : createdAt,
      description: person.summary,
      linkedinUrl: `https://www.linkedin.com/in/${slug(person.firstName)}-${slug(person.lastName)}`,
      personalData: {
        dataNascimento: `${birthDay}/${birthMonth}/${person.birthYear}`,
        ...(city.country === 'BR' ? { cpf: cpf(rng) } : {}),
        genero: person.gender,
        localidade: home.formatted_address,
        pcdUser: { isUserPCD: person.pcd !== undefined, defs: person.pcd ? [person.pcd] : [] },
        ...(person.indicadoPor ? { indicadoPor: person.indicadoPor } : {}),
      },
      placeId: home.place_id,
      formattedAddress: home.formatted_address,
      latitude: home.lat,
      longitude: home.lng,
      contacts,
      notificationsSettings,
      profile: {
        pretensao: salaryFor(rng, person, hiring, city.country),
        interestLocations,
        mosaico: { escolhidas: buildMosaic(mosaicPieces(rng, person)) },
      },
      opportunityType,
      hiringModel: hiring,
      homeOffice: opportunityType.remote,
      flags,
      registerRh: preRegistered,
      preRegister: preRegistered,
      byRh: preRegistered,
      validRegistration: !preRegistered,
      provider: person.linkedin ? 'linkedin' : null,
      providerData: person.linkedin ? { skills: providerSkills, headline: person.summary } : null,
      registeredBy: preRegistered ? hrRecruiter.id : null,
      privacyConsentAt: preRegistered ? null : updatedAt,
      privacyConsentExpiresAt: preRegistered ? null : new Date(updatedAt.getTime() + 182 * DAY),
      deletedAt: person.deleted ? new Date(now.getTime() - 3 * DAY) : null,
      createdAt,
      updatedAt,
    });
    professionals.push({
      id,
      person,
      email,
      displayName,
      skills,
      active: !preRegistered && person.deleted !== true,
      home,
      isAna,
    });

    // CVs: everyone but the deleted profile has one; Ana has two; HR attached the pre-registered person's.
    if (person.deleted) continue;
    const versions = isAna ? 2 : 1;
    for (let version = 1; version <= versions; version++) {
      const fileId = rng.uuid();
      const uploadedAt = new Date(createdAt.getTime() + (version - 1) * 30 * DAY);
      const skillNames = person.skills.map(([nome]) => nome);
      const languageNames = person.languages.map(
        ([nome, level]) => `${nome} (${['básico', 'intermediário', 'avançado'][level - 1]})`,
      );
      const text = [
        displayName,
        person.career,
        home.formatted_address,
        email,
        person.summary,
        skillNames.join(', '),
        languageNames.join(', '),
      ].join('\n');
      const bytes = await buildCvPdf(
        {
          name: displayName,
          headline: person.career,
          location: home.formatted_address,
          email,
          summary: person.summary,
          skills: skillNames,
          languages: languageNames,
          ...(versions > 1 ? { footer: version === 1 ? 'Versão em português' : 'Versão resumida' } : {}),
        },
        uploadedAt,
      );
      const fileName = `CV ${displayName}${versions > 1 ? (version === 1 ? '' : ' (resumido)') : ''}.pdf`;
      cvs.push({
        row: {
          id: fileId,
          ownerId: id,
          kind: 'cv',
          storageKey: `cv/${fileId}`,
          fileName,
          mimeType: 'application/pdf',
          size: bytes.byteLength,
          comment: preRegistered ? HR_ATTACHMENT_MARKER : null,
          uploadedBy: preRegistered ? hrRecruiter.id : id,
          textContent: text,
          uploadedAt,
          attachedAt: uploadedAt,
        },
        bytes,
      });
    }
  }
  return { users: userRows, skills: skillRows, cvs, recruiters, manager, professionals, talents };
}
