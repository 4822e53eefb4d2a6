import { type ProfessionalBadge, professionalBadges, STORED_FLAG_NAMES } from '@mosaico/domain';
import type { FlagState } from '../db/schema';

/** The parts of a stored person the badge rule reads (every module's user row has them). */
export interface BadgeSource {
  flags: Record<string, FlagState | undefined>;
  personalData: Record<string, unknown>;
  registerRh: boolean;
  preRegister: boolean;
  validRegistration: boolean;
  provider: string | null;
}

const on = (flags: BadgeSource['flags'], name: string) => flags[name]?.status === true;

export function isPcdOf(personalData: Record<string, unknown>): boolean {
  const pcd = personalData.pcdUser as { isUserPCD?: unknown } | undefined;
  return pcd?.isUserPCD === true;
}

/**
 * A professional's 002 §6 badges, by the one rule of packages/domain (professionalBadges), for every answer that
 * shows their card or page. `evaluations` is the answer's own avaliacoesUsuario, so the badges always agree with it.
 */
export function badgesOf(
  person: BadgeSource,
  evaluations: ReadonlyArray<{ resultado: number; created: Date | string }>,
  now: Date = new Date(),
): ProfessionalBadge[] {
  const names = STORED_FLAG_NAMES;
  return professionalBadges(
    {
      talent: on(person.flags, names.isTalent),
      providerMember: on(person.flags, names.isEluminer),
      exMember: on(person.flags, names.isCollaboratorExEluminer),
      indicated: on(person.flags, names.isIndicationUser),
      international: on(person.flags, names.locationInternational),
      euCitizen: on(person.flags, names.europeanUnionCitizenship),
      pcd: isPcdOf(person.personalData),
      registerRh: person.registerRh,
      preRegister: person.preRegister,
      validRegistration: person.validRegistration,
      provider: person.provider,
      evaluations,
    },
    now,
  );
}
