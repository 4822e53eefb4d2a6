import { levelDisplay, PROVIDER_SKILL_LEVEL } from '@mosaico/domain';

export interface SeedCriterion {
  nome: string;
  termos: readonly string[];
  peso: number;
}

export interface SeedSkill {
  nome: string;
  level: number;
  source: string;
}

/**
 * nivelAderencia for seeded candidatures: Σ peso × level% ÷ Σ peso, level% 33/66/100 (001 §4), a skill matching a
 * criterion by its name or one of its termos (ignoring case and accents), the best level winning, a skill only
 * reported by an external provider counting as level 2. It follows the same rule as the domain's matching
 * module; the seed keeps this small copy because that module was not exported yet when the seed was written.
 */
/** Case-, accent- and spacing-insensitive form of a criterion term or skill name. */
export function foldTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function seedAdherence(criteria: readonly SeedCriterion[], skills: readonly SeedSkill[]): number {
  const byName = new Map<string, number>();
  for (const skill of skills) {
    const level = skill.source === 'declared' ? skill.level : PROVIDER_SKILL_LEVEL;
    const key = foldTerm(skill.nome);
    byName.set(key, Math.max(byName.get(key) ?? 0, level));
  }
  let weights = 0;
  let points = 0;
  for (const criterion of criteria) {
    weights += criterion.peso;
    const level = Math.max(
      0,
      ...[criterion.nome, ...criterion.termos].map((t) => byName.get(foldTerm(t)) ?? 0),
    );
    points += criterion.peso * levelDisplay(level).percent;
  }
  return weights > 0 ? Math.round(points / weights) : 0;
}
