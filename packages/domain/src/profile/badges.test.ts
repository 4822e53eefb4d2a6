import { describe, expect, it } from 'vitest';
import {
  PROFESSIONAL_BADGES,
  type ProfessionalBadgeInput,
  professionalBadgeSchema,
  professionalBadges,
} from './badges';

const now = new Date('2026-06-01T12:00:00Z');
const none: ProfessionalBadgeInput = {
  talent: false,
  providerMember: false,
  exMember: false,
  indicated: false,
  international: false,
  euCitizen: false,
  pcd: false,
  registerRh: false,
  preRegister: false,
  validRegistration: false,
  provider: null,
  evaluations: [],
};
const badges = (input: Partial<ProfessionalBadgeInput>) => professionalBadges({ ...none, ...input }, now);
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('professionalBadges (002 §6)', () => {
  it('gives a professional who signed up alone, with nothing set, no badge', () => {
    expect(badges({})).toEqual([]);
    expect(badges({ validRegistration: true })).toEqual([]);
  });

  it('shows each flag a recruiter sets, PcD and EU citizenship when on', () => {
    expect(badges({ talent: true })).toEqual(['talent']);
    expect(badges({ providerMember: true })).toEqual(['provider-member']);
    expect(badges({ exMember: true })).toEqual(['ex-member']);
    expect(badges({ indicated: true })).toEqual(['indicated']);
    expect(badges({ international: true })).toEqual(['international']);
    expect(badges({ pcd: true })).toEqual(['pcd']);
    expect(badges({ euCitizen: true })).toEqual(['eu-citizen']);
  });

  it('tells how the registration stands: by a recruiter, pre-registered, not finished', () => {
    expect(badges({ registerRh: true, validRegistration: true })).toEqual(['registered-by-recruiter']);
    expect(badges({ registerRh: true, validRegistration: false })).toEqual([
      'registered-by-recruiter',
      'incomplete-registration',
    ]);
    // A pre-registration waiting for the person says so with its own badge, not twice.
    expect(badges({ registerRh: true, preRegister: true })).toEqual([
      'registered-by-recruiter',
      'pre-registered',
    ]);
  });

  it('marks LinkedIn as the provider whatever its case, and no other provider', () => {
    expect(badges({ provider: 'LinkedIn' })).toEqual(['linkedin-provider']);
    expect(badges({ provider: 'github' })).toEqual([]);
  });

  it('stars an evaluation of 8 or more and flags one below 5, both when both exist', () => {
    expect(badges({ evaluations: [{ resultado: 8, created: daysAgo(3) }] })).toEqual(['star']);
    expect(badges({ evaluations: [{ resultado: 7, created: daysAgo(3) }] })).toEqual([]);
    expect(badges({ evaluations: [{ resultado: 4, created: daysAgo(3) }] })).toEqual(['negative']);
    expect(badges({ evaluations: [{ resultado: 5, created: daysAgo(3) }] })).toEqual([]);
    expect(
      badges({
        evaluations: [
          { resultado: 9, created: daysAgo(3) },
          { resultado: 3, created: daysAgo(2) },
        ],
      }),
    ).toEqual(['star', 'negative']);
  });

  it('ignores evaluations a year old when a recent one exists', () => {
    expect(
      badges({
        evaluations: [
          { resultado: 2, created: daysAgo(400) },
          { resultado: 9, created: daysAgo(10) },
        ],
      }),
    ).toEqual(['star']);
  });

  it('shows the latest verdict marked expired when every evaluation is a year old or more', () => {
    expect(
      badges({
        evaluations: [
          { resultado: 3, created: daysAgo(800) },
          { resultado: 9, created: daysAgo(366) },
        ],
      }),
    ).toEqual(['star', 'expired']);
    expect(badges({ evaluations: [{ resultado: 6, created: new Date('2025-06-01T12:00:00Z') }] })).toEqual([
      'expired',
    ]);
    expect(badges({ evaluations: [{ resultado: 6, created: new Date('2025-06-01T12:00:01Z') }] })).toEqual(
      [],
    );
  });

  it('answers every badge at once in the fixed order, and the schema knows each', () => {
    const all = badges({
      talent: true,
      providerMember: true,
      exMember: true,
      indicated: true,
      international: true,
      euCitizen: true,
      pcd: true,
      registerRh: true,
      provider: 'linkedin',
      evaluations: [
        { resultado: 10, created: daysAgo(1) },
        { resultado: 0, created: daysAgo(1) },
      ],
    });
    expect(all).toEqual(
      PROFESSIONAL_BADGES.filter((badge) => badge !== 'expired' && badge !== 'pre-registered'),
    );
    for (const badge of PROFESSIONAL_BADGES) expect(professionalBadgeSchema.parse(badge)).toBe(badge);
    expect(professionalBadgeSchema.safeParse('hot').success).toBe(false);
  });
});
