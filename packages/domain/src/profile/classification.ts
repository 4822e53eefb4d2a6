import { z } from 'zod';

// 000 §3 / 002 §3: stored classif values of profile items (mosaic pieces, skills list…).
export const CLASSIFS = ['euquero', 'eusou', 'eusei', 'digomais', 'carreiras', 'estados'] as const;
export type Classif = (typeof CLASSIFS)[number];
export const classifSchema = z.enum(CLASSIFS);

// 000 §3: stored subclassif values ("courses or educations" and the position and award pairs are
// both spellings the contract uses, so both are kept).
export const SUBCLASSIFS = [
  'skills',
  'attitudes',
  'courses',
  'educations',
  'threeCurrentPositions',
  'threePastPositions',
  'certifications',
  'honorsAwards',
  'volunteer',
  'languages',
  'rh',
  'carreiras',
] as const;
export type Subclassif = (typeof SUBCLASSIFS)[number];
export const subclassifSchema = z.enum(SUBCLASSIFS);

import type { JobGroup } from './job-groups';

export { JOB_GROUPS, type JobGroup } from './job-groups';
export const JOB_GROUP_LABELS_PT: Record<JobGroup, string> = {
  H1: 'Desenvolvimento e Arquitetura',
  H2: 'Design e Gestão',
  H3: 'Infra, Dados e Testes',
};

/**
 * 000 §5: a chip (skill, language…) is ignored when one of the same subclassif already has the
 * same trimmed name, compared case-insensitively.
 */
export function isDuplicateChip(
  list: ReadonlyArray<{ nome: string; subclassif?: string | null }>,
  candidate: { nome: string; subclassif?: string | null },
): boolean {
  const name = candidate.nome.trim().toLocaleLowerCase();
  return list.some(
    (item) =>
      (item.subclassif ?? null) === (candidate.subclassif ?? null) &&
      item.nome.trim().toLocaleLowerCase() === name,
  );
}
