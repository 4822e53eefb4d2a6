import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressParts,
  adherenceOf,
  explainMatch,
  isLocationEligible,
  levelPercent,
  type MatchCriterion,
  type MatchSkill,
  normalizeTerm,
} from './match-rule';

const java: MatchCriterion = { nome: 'Java', termos: ['JVM', 'Java EE'], peso: 3, necessary: true };
const react: MatchCriterion = { nome: 'React', termos: ['ReactJS'], peso: 2, necessary: false };
const ingles: MatchCriterion = { nome: 'Inglês', termos: ['English'], peso: 1, necessary: false };

describe('normalizeTerm', () => {
  it('ignores case, accents and surrounding spaces', () => {
    expect(normalizeTerm('  Comunicação  ')).toBe('comunicacao');
    expect(normalizeTerm('INGLÊS')).toBe('ingles');
    expect(normalizeTerm('Gestão   de  Projetos')).toBe('gestao de projetos');
    expect(normalizeTerm('Straße')).toBe('strasse');
  });
});

describe('levelPercent (001 §4)', () => {
  it.each([
    [3, 100],
    [2, 66],
    [1, 33],
    [0, 0],
    [4, 0],
  ])('level %d counts %d %%', (level, percent) => expect(levelPercent(level)).toBe(percent));
});

describe('explainMatch', () => {
  it('matches by name or synonym, ignoring case and accents', () => {
    const result = explainMatch({
      criteria: [java, react, ingles],
      skills: [
        { nome: 'jvm', level: 3 },
        { nome: ' reactjs ', level: 2 },
        { nome: 'INGLES', level: 1 },
      ],
    });
    expect(result.criteria.map((c) => [c.matchedSkill, c.matchedTerm, c.level, c.points])).toEqual([
      ['jvm', 'JVM', 3, 300],
      [' reactjs ', 'ReactJS', 2, 132],
      ['INGLES', 'Inglês', 1, 33],
    ]);
    // (300 + 132 + 33) / 6 = 77.5
    expect(result.adherence).toBe(78);
  });

  it('splits required (peso 3) from desirable (1, 2) criteria', () => {
    const result = explainMatch({ criteria: [java, react, ingles], skills: [] });
    expect(result.required.map((c) => c.nome)).toEqual(['Java']);
    expect(result.desirable.map((c) => c.nome)).toEqual(['React', 'Inglês']);
    expect(result.adherence).toBe(0);
  });

  it('counts a provider-only skill as level 2 and prefers the declared one', () => {
    const providerOnly = explainMatch({
      criteria: [java],
      skills: [{ nome: 'Java', level: 3, source: 'linkedin' }],
    });
    expect(providerOnly.criteria[0]).toMatchObject({ level: 2, source: 'linkedin', points: 198 });
    expect(providerOnly.adherence).toBe(66);
    const both = explainMatch({
      criteria: [java],
      skills: [
        { nome: 'Java', level: 3, source: 'linkedin' },
        { nome: 'Java', level: 1, source: 'declared' },
      ],
    });
    expect(both.criteria[0]).toMatchObject({ level: 1, source: 'declared' });
  });

  it('takes the best declared level when several skills match one criterion', () => {
    const result = explainMatch({
      criteria: [java],
      skills: [
        { nome: 'Java', level: 1 },
        { nome: 'Java EE', level: 3 },
      ],
    });
    expect(result.criteria[0]).toMatchObject({ matchedSkill: 'Java EE', level: 3 });
    expect(result.adherence).toBe(100);
  });

  it("marks a term found in the CV but not declared as 'found in CV' at level 0", () => {
    const result = explainMatch({
      criteria: [java, react],
      skills: [{ nome: 'React', level: 3 }],
      cvText: 'Experiência com Java EE, Spring e ReactJS.',
    });
    expect(result.criteria[0]).toMatchObject({
      matchedSkill: null,
      matchedTerm: 'Java',
      level: 0,
      source: 'cv',
      foundInCvOnly: true,
      points: 0,
    });
    expect(result.criteria[1]).toMatchObject({ foundInCvOnly: false, source: 'declared', level: 3 });
    expect(result.adherence).toBe(40);
  });

  it('finds CV terms only as whole words', () => {
    const result = explainMatch({ criteria: [java], skills: [], cvText: 'JavaScript developer' });
    expect(result.criteria[0]?.foundInCvOnly).toBe(false);
    const cpp = explainMatch({
      criteria: [{ nome: 'C++', termos: [], peso: 2 }],
      skills: [],
      cvText: 'Linguagens: C, C++.',
    });
    expect(cpp.criteria[0]?.foundInCvOnly).toBe(true);
  });

  it('gives 0 without criteria', () => {
    expect(adherenceOf([], [{ nome: 'Java', level: 3 }])).toBe(0);
  });
});

describe('location eligibility (001 §5)', () => {
  const saoPaulo = { formatted_address: 'São Paulo, SP, Brasil', lat: -23.55, lng: -46.63 };
  const campinas = { formatted_address: 'Campinas, SP, Brasil', lat: -22.91, lng: -47.06 };
  const lisboa = { formatted_address: 'Lisboa, Lisboa, Portugal', lat: 38.72, lng: -9.14 };
  const porto = { formatted_address: 'Porto, Porto, Portugal', lat: 41.15, lng: -8.61 };

  it('lets anyone fit a remote opportunity', () => {
    expect(isLocationEligible({ remote: true, locations: [lisboa] }, {})).toBe(true);
  });

  it('matches an equal address ignoring case and accents', () => {
    expect(
      isLocationEligible(
        { remote: false, locations: [{ formatted_address: 'sao paulo, sp, brasil' }] },
        { address: { formatted_address: 'São Paulo, SP, Brasil' } },
      ),
    ).toBe(true);
  });

  it('matches a shared comma-separated part longer than 2 characters', () => {
    expect(addressParts('São Paulo, SP, Brasil')).toEqual(['sao paulo', 'brasil']);
    expect(
      isLocationEligible(
        { remote: false, locations: [{ formatted_address: 'Lisboa, Lisboa, Portugal' }] },
        { address: { formatted_address: 'Porto, Porto, Portugal' } },
      ),
    ).toBe(true);
    expect(
      isLocationEligible(
        { remote: false, locations: [{ formatted_address: 'Curitiba, PR, Brasil' }] },
        { address: { formatted_address: 'Paris, PR, France' } },
      ),
    ).toBe(false);
  });

  it('matches by distance within the range, default 50 km, from the residence or an interest location', () => {
    const noText = (place: { lat: number; lng: number }) => ({ lat: place.lat, lng: place.lng });
    // São Paulo to Campinas is about 84 km.
    expect(
      isLocationEligible({ remote: false, locations: [noText(saoPaulo)] }, { address: noText(campinas) }),
    ).toBe(false);
    expect(
      isLocationEligible(
        { remote: false, locations: [noText(saoPaulo)], rangeKm: 100 },
        { address: noText(campinas) },
      ),
    ).toBe(true);
    expect(
      isLocationEligible(
        { remote: false, locations: [noText(lisboa)] },
        { address: noText(porto), interestLocations: [noText({ lat: 38.7, lng: -9.3 })] },
      ),
    ).toBe(true);
  });

  it('leaves a professional without places out of on-site opportunities', () => {
    expect(isLocationEligible({ remote: false, locations: [saoPaulo] }, { interestLocations: [] })).toBe(
      false,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// Properties

const termArb = fc.constantFrom(
  'Java',
  'Python',
  'Comunicação',
  'Inglês',
  'React',
  'SQL',
  'Gestão',
  'Docker',
);
const criterionArb: fc.Arbitrary<MatchCriterion> = fc.record({
  nome: termArb,
  termos: fc.array(termArb, { maxLength: 2 }),
  peso: fc.integer({ min: 1, max: 3 }),
  necessary: fc.boolean(),
});
const skillArb: fc.Arbitrary<MatchSkill> = fc.record({
  nome: termArb,
  level: fc.integer({ min: 1, max: 3 }),
  source: fc.constantFrom('declared', 'declared', 'linkedin'),
});

/** Varies case, accents and surrounding spaces of a term without changing what it means. */
function disguise(term: string, seed: number): string {
  const cased = seed % 2 === 0 ? term.toUpperCase() : term.toLowerCase();
  const stripped = seed % 3 === 0 ? cased.normalize('NFD').replace(/\p{M}/gu, '') : cased;
  return `${' '.repeat(seed % 3)}${stripped}${' '.repeat(seed % 2)}`;
}

describe('rule properties', () => {
  it('keeps adherence an integer between 0 and 100', () => {
    fc.assert(
      fc.property(
        fc.array(criterionArb, { maxLength: 8 }),
        fc.array(skillArb, { maxLength: 10 }),
        (criteria, skills) => {
          const adherence = adherenceOf(criteria, skills);
          return Number.isInteger(adherence) && adherence >= 0 && adherence <= 100;
        },
      ),
    );
  });

  it('matches whatever the case, accents and spaces of the skill name', () => {
    fc.assert(
      fc.property(
        fc.array(criterionArb, { minLength: 1, maxLength: 6 }),
        fc.array(skillArb, { maxLength: 8 }),
        fc.nat(),
        (criteria, skills, seed) => {
          const disguised = skills.map((skill, index) => ({
            ...skill,
            nome: disguise(skill.nome, seed + index),
          }));
          return adherenceOf(criteria, disguised) === adherenceOf(criteria, skills);
        },
      ),
    );
  });

  it('matches a synonym like the name', () => {
    fc.assert(
      fc.property(
        termArb,
        termArb,
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        (name, synonym, peso, level) => {
          const criterion = { nome: name, termos: [synonym], peso };
          return (
            adherenceOf([criterion], [{ nome: synonym, level }]) ===
            adherenceOf([criterion], [{ nome: name, level }])
          );
        },
      ),
    );
  });

  it('never lowers the score when a met criterion is added', () => {
    fc.assert(
      fc.property(
        fc.array(criterionArb, { maxLength: 6 }),
        fc.array(skillArb, { maxLength: 8 }),
        fc.integer({ min: 1, max: 3 }),
        (criteria, skills, peso) => {
          const before = adherenceOf(criteria, skills);
          // Met at the top level: a criterion that the professional fully fulfils.
          const after = adherenceOf(
            [...criteria, { nome: 'Kotlin', termos: [], peso }],
            [...skills, { nome: 'kotlin', level: 3 }],
          );
          return after >= before;
        },
      ),
    );
  });

  it('never lowers the score when a declared level rises', () => {
    fc.assert(
      fc.property(
        fc.array(criterionArb, { maxLength: 6 }),
        fc.array(skillArb, { minLength: 1, maxLength: 8 }),
        fc.nat(),
        (criteria, skills, pick) => {
          const index = pick % skills.length;
          const skill = skills[index] as MatchSkill;
          if (skill.level >= 3) return true;
          const raised = skills.map((item, i) =>
            i === index ? { ...item, level: item.level + 1, source: 'declared' } : item,
          );
          return adherenceOf(criteria, raised) >= adherenceOf(criteria, skills);
        },
      ),
    );
  });
});
