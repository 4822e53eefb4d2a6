import { z } from 'zod';
import { DEFAULT_RANGE_KM, REQUIRED_CRITERION_WEIGHT } from '../opportunity/rules';
import { distanceKm } from '../places/places';
import { PROVIDER_SKILL_LEVEL } from '../profile/skill-levels';
import { LEVEL_DISPLAY } from './bands';

/**
 * The matching rule (issue 4; 001 §4–§5; 002 §5), pure. The API's set-based SQL computes the same numbers for
 * ranking at scale (docs/matching.md); this module is the reference both for explanations and for tests.
 */

export interface MatchCriterion {
  nome: string;
  termos?: readonly string[] | null;
  peso: number;
  necessary?: boolean | null;
}

export interface MatchSkill {
  nome: string;
  /** 1 basic, 2 intermediate, 3 advanced. */
  level: number;
  /** 'declared' by the professional; anything else names the external provider that reported the skill. */
  source?: string | null;
}

export const DECLARED_SOURCE = 'declared';
export const CV_SOURCE = 'cv';

// unaccent (which the database applies) also folds these letters that Unicode NFD does not decompose.
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
};
const FOLD_PATTERN = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'g');

/**
 * Criterion terms and skill names compare ignoring case, accents and surrounding spaces (runs of inner spaces
 * count as one). The database's `public.match_norm(text)` does the same with unaccent.
 */
export function normalizeTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(FOLD_PATTERN, (letter) => FOLDS[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

/** 001 §4: level 3 counts 100 %, 2 counts 66 %, 1 counts 33 %, anything else 0. */
export function levelPercent(level: number | null | undefined): number {
  return level === 1 || level === 2 || level === 3 ? LEVEL_DISPLAY[level].percent : 0;
}

export const matchSourceSchema = z.string().min(1);

export const criterionExplanationSchema = z.object({
  nome: z.string(),
  termos: z.array(z.string()),
  peso: z.number().int(),
  necessary: z.boolean(),
  /** Weight 3: shown among the required parameters; 1 and 2 are desirable. */
  required: z.boolean(),
  /** The profile skill that matched, as the professional wrote it; null when none did. */
  matchedSkill: z.string().nullable(),
  /** The criterion's name or synonym that matched (the skill name or the word found in the CV). */
  matchedTerm: z.string().nullable(),
  /** 0 to 3; a provider-only skill counts 2; a term found only in the CV counts 0 until confirmed. */
  level: z.number().int().min(0).max(3),
  /** 'declared', the provider's name, 'cv', or null when nothing matched. */
  source: matchSourceSchema.nullable(),
  /** peso × level percent: this criterion's share of Σ peso × 100. */
  points: z.number().int(),
  maxPoints: z.number().int(),
  foundInCvOnly: z.boolean(),
});
export type CriterionExplanation = z.infer<typeof criterionExplanationSchema>;

export const matchExplanationSchema = z.object({
  /** round(Σ peso × level% ÷ Σ peso), 0 to 100. */
  adherence: z.number().int().min(0).max(100),
  criteria: z.array(criterionExplanationSchema),
  required: z.array(criterionExplanationSchema),
  desirable: z.array(criterionExplanationSchema),
});
export type MatchExplanation = z.infer<typeof matchExplanationSchema>;

interface SkillHit {
  skill: MatchSkill;
  term: string;
  level: number;
  source: string;
}

/** Splits text into normalised words, keeping the characters that make up technology names (c++, c#, node.js). */
function words(text: string): string[] {
  return normalizeTerm(text)
    .split(/[^\p{L}\p{N}+#.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter((word) => word.length > 0);
}

/** A prepared CV text: whole-word phrase lookups in one pass over a padded string. */
export interface CvIndex {
  has: (term: string) => boolean;
}

export function indexCvText(cvText: string | null | undefined): CvIndex | null {
  if (!cvText) return null;
  const haystack = ` ${words(cvText).join(' ')} `;
  return {
    has: (term) => {
      const needle = words(term).join(' ');
      return needle.length > 0 && haystack.includes(` ${needle} `);
    },
  };
}

function bestHit(criterion: MatchCriterion, skills: readonly MatchSkill[]): SkillHit | null {
  const terms = new Map<string, string>();
  for (const term of [criterion.nome, ...(criterion.termos ?? [])]) {
    const key = normalizeTerm(term);
    if (key && !terms.has(key)) terms.set(key, term);
  }
  let declared: SkillHit | null = null;
  let provider: SkillHit | null = null;
  for (const skill of skills) {
    const term = terms.get(normalizeTerm(skill.nome));
    if (term === undefined) continue;
    const source = skill.source ?? DECLARED_SOURCE;
    if (source === DECLARED_SOURCE) {
      const level = levelPercent(skill.level) > 0 ? skill.level : 0;
      if (!declared || level > declared.level) declared = { skill, term, level, source };
    } else if (!provider) {
      provider = { skill, term, level: PROVIDER_SKILL_LEVEL, source };
    }
  }
  // A declared skill is the professional's own word and wins over a provider's, even at a lower level.
  return declared ?? provider;
}

export interface MatchInput {
  criteria: readonly MatchCriterion[];
  skills: readonly MatchSkill[];
  /** Extracted text of the professional's CVs; terms found there but not among the skills are flagged. */
  cvText?: string | null;
}

/** Adherence of a professional to an opportunity's criteria, with one explanation per criterion. */
export function explainMatch(input: MatchInput): MatchExplanation {
  const cv = indexCvText(input.cvText);
  let weights = 0;
  let points = 0;
  const criteria = input.criteria.map((criterion): CriterionExplanation => {
    const peso = Math.max(0, Math.trunc(criterion.peso));
    const termos = [...(criterion.termos ?? [])];
    const base = {
      nome: criterion.nome,
      termos,
      peso,
      necessary: criterion.necessary === true,
      required: peso === REQUIRED_CRITERION_WEIGHT,
      maxPoints: peso * 100,
    };
    weights += peso;
    const hit = bestHit(criterion, input.skills);
    if (hit) {
      const earned = peso * levelPercent(hit.level);
      points += earned;
      return {
        ...base,
        matchedSkill: hit.skill.nome,
        matchedTerm: hit.term,
        level: hit.level,
        source: hit.source,
        points: earned,
        foundInCvOnly: false,
      };
    }
    const cvTerm = cv ? [criterion.nome, ...termos].find((term) => cv.has(term)) : undefined;
    return {
      ...base,
      matchedSkill: null,
      matchedTerm: cvTerm ?? null,
      level: 0,
      source: cvTerm ? CV_SOURCE : null,
      points: 0,
      foundInCvOnly: cvTerm !== undefined,
    };
  });
  const adherence = weights > 0 ? Math.round(points / weights) : 0;
  return {
    adherence,
    criteria,
    required: criteria.filter((item) => item.required),
    desirable: criteria.filter((item) => !item.required),
  };
}

export function adherenceOf(criteria: readonly MatchCriterion[], skills: readonly MatchSkill[]): number {
  return explainMatch({ criteria, skills }).adherence;
}

// ---------------------------------------------------------------------------------------------------------
// Location

export interface MatchPlace {
  formatted_address?: string | null;
  lat?: number | null;
  lng?: number | null;
}

export interface OpportunityLocationInput {
  /** opportunityType.remote or homeOffice. */
  remote: boolean;
  locations: readonly MatchPlace[];
  rangeKm?: number | null;
}

export interface ProfessionalLocationInput {
  /** The professional's residence (dadosPessoais.geolocation). */
  address?: MatchPlace | null;
  /** perfilUsuario.interestLocations. */
  interestLocations?: readonly MatchPlace[] | null;
}

/** A comma-separated part of an address counts when it is longer than 2 characters (001 §5). */
export const MIN_ADDRESS_PART_LENGTH = 3;

export function addressParts(address: string | null | undefined): string[] {
  if (!address) return [];
  return address
    .split(',')
    .map(normalizeTerm)
    .filter((part) => part.length >= MIN_ADDRESS_PART_LENGTH);
}

function hasCoordinates(place: MatchPlace): place is MatchPlace & { lat: number; lng: number } {
  return (
    typeof place.lat === 'number' &&
    typeof place.lng === 'number' &&
    Number.isFinite(place.lat) &&
    Number.isFinite(place.lng)
  );
}

/**
 * 001 §5 / issue 4: eligible when the opportunity is remote, or one of its locations equals one of the
 * professional's places (residence or interest locations), shares an address part longer than 2 characters
 * with one, or lies within the opportunity's range (default 50 km) of one by coordinates. An on-site
 * opportunity without any location restricts nobody; a professional without places fits only remote work.
 */
export function isLocationEligible(
  opportunity: OpportunityLocationInput,
  professional: ProfessionalLocationInput,
): boolean {
  if (opportunity.remote) return true;
  if (opportunity.locations.length === 0) return true;
  const places = [
    ...(professional.address ? [professional.address] : []),
    ...(professional.interestLocations ?? []),
  ];
  if (places.length === 0) return false;
  const range = opportunity.rangeKm && opportunity.rangeKm > 0 ? opportunity.rangeKm : DEFAULT_RANGE_KM;
  const placeParts = places.map((place) => new Set(addressParts(place.formatted_address)));
  for (const location of opportunity.locations) {
    const wanted = normalizeTerm(location.formatted_address ?? '');
    const parts = addressParts(location.formatted_address);
    for (const [index, place] of places.entries()) {
      if (wanted && wanted === normalizeTerm(place.formatted_address ?? '')) return true;
      if (parts.some((part) => placeParts[index]?.has(part))) return true;
      if (hasCoordinates(location) && hasCoordinates(place) && distanceKm(location, place) <= range)
        return true;
    }
  }
  return false;
}
