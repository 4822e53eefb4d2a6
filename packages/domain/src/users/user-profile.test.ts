import { describe, expect, it } from 'vitest';
import { applyCriterionLevels, dedupeChips } from './user-profile';

describe('dedupeChips', () => {
  it('trims and drops case-insensitive duplicates of the same type only', () => {
    const list = dedupeChips([
      { nome: ' Java ', subclassif: 'skills' },
      { nome: 'java', subclassif: 'skills' },
      { nome: 'Java', subclassif: 'languages' },
      { nome: '   ', subclassif: 'skills' },
    ]);
    expect(list).toEqual([
      { nome: 'Java', subclassif: 'skills' },
      { nome: 'Java', subclassif: 'languages' },
    ]);
  });
});

describe('applyCriterionLevels', () => {
  const lista = [
    { nome: 'jvm', level: 1, source: 'declared' },
    { nome: 'React', level: 2, source: 'linkedin' },
    { nome: 'Inglês', level: 2 },
  ];

  it('sets the level of declared skills named like the criterion or a synonym', () => {
    const next = applyCriterionLevels(lista, [{ nome: 'Java', termos: ['JVM'], level: 3 }]);
    expect(next.map((s) => [s.nome, s.level])).toEqual([
      ['jvm', 3],
      ['React', 2],
      ['Inglês', 2],
    ]);
  });

  it('adds a declared skill named as the criterion when none matches (a provider skill does not count)', () => {
    const next = applyCriterionLevels(lista, [{ nome: 'React', termos: ['ReactJS'], level: 3 }]);
    expect(next).toHaveLength(4);
    expect(next[3]).toMatchObject({ nome: 'React', level: 3, source: 'declared', subclassif: 'skills' });
  });

  it('removes the declared skills at level 0, ignoring accents and case, and keeps provider ones', () => {
    const next = applyCriterionLevels(lista, [
      { nome: 'ingles', level: 0 },
      { nome: 'React', level: 0 },
    ]);
    expect(next.map((s) => s.nome)).toEqual(['jvm', 'React']);
  });

  it('does not touch the input list', () => {
    applyCriterionLevels(lista, [{ nome: 'Java', termos: ['JVM'], level: 3 }]);
    expect(lista[0]?.level).toBe(1);
  });
});
