import type { DictionaryTerm, MosaicDictionary, NamedEntry } from '@mosaico/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, signIn, type TestApp } from '../../../test/helpers';

describe('dictionary', () => {
  let t: TestApp;
  let recruiterToken: string;
  let professionalToken: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const recruiter = await createUser(t, { roles: ['rh'] });
    recruiterToken = await signIn(t, recruiter.email, recruiter.password);
    const professional = await createUser(t);
    professionalToken = await signIn(t, professional.email, professional.password);
  }, 60_000);
  afterAll(async () => t?.close());

  const get = <T>(url: string, language = 'pt-BR') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } }).then((response) => {
      expect(response.statusCode).toBe(200);
      return response.json<T>();
    });
  const post = (url: string, token: string, payload: Record<string, unknown>, language = 'en-US') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...authHeader(token), 'accept-language': language },
      payload,
    });

  it('offers the base vocabulary for the mosaic, captioned in the reader’s language', async () => {
    const pt = await get<MosaicDictionary>('/api/dictionary/dictionary', 'pt-PT');
    const en = await get<MosaicDictionary>('/api/dictionary/dictionary', 'en-US');
    expect(pt.euquero.map((term) => term.nome)).toContain('Trabalhar remoto');
    expect(pt.eusou.length).toBeGreaterThan(5);
    expect(pt.eusei.length).toBeGreaterThan(5);
    const remote = en.euquero.find((term) => term.nome === 'Trabalhar remoto');
    expect(remote).toMatchObject({ nomeCaption: 'Remote work', classif: 'euquero' });
    expect(pt.euquero.find((term) => term.nome === 'Trabalhar remoto')?.nomeCaption).toBe('Trabalhar remoto');
    // Alphabetical by the Portuguese name.
    const names = pt.eusou.map((term) => term.nome.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('answers interests, states and one classif’s list', async () => {
    const interests = await get<NamedEntry[]>('/api/dictionary/interests', 'en-US');
    // The stored term whatever the reader's language: forms save these names and matching reads them.
    expect(interests.map((entry) => entry.nome)).toContain('Trabalhar remoto');
    const states = await get<NamedEntry[]>('/api/dictionary/states');
    expect(states).toHaveLength(27);
    expect(states.map((entry) => entry.nome)).toContain('São Paulo');
    const eusei = await get<DictionaryTerm[]>('/api/dictionary/list?classif=eusei');
    expect(eusei.every((term) => term.classif === 'eusei')).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/dictionary/list?classif=nothing' });
    expect(bad.statusCode).toBe(400);
  });

  it('lets recruiters add a term and its English caption, refusing a duplicate in any case', async () => {
    const created = await post('/api/dictionary', recruiterToken, {
      nome: '  Pensamento sistêmico ',
      classif: 'eusou',
    });
    expect(created.statusCode).toBe(200);
    const term = created.json<DictionaryTerm>();
    expect(term).toMatchObject({ nome: 'Pensamento sistêmico', classif: 'eusou' });

    const again = await post(
      '/api/dictionary',
      recruiterToken,
      { nome: 'PENSAMENTO SISTÊMICO', classif: 'eusou' },
      'pt-BR',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DICTIONARY_TERM_EXISTS', message: 'Este termo já existe.' });
    // Another classif may hold the same word.
    expect(
      (await post('/api/dictionary', recruiterToken, { nome: 'Pensamento sistêmico', classif: 'eusei' }))
        .statusCode,
    ).toBe(200);

    const english = await post('/api/dictionary/en', recruiterToken, {
      _id: term._id,
      nomeEn: 'Systems thinking',
    });
    expect(english.json()).toMatchObject({ nomeCaption: 'Systems thinking' });
    const en = await get<MosaicDictionary>('/api/dictionary/dictionary', 'en-US');
    expect(en.eusou.find((entry) => entry._id === term._id)?.nomeCaption).toBe('Systems thinking');

    const missing = await post('/api/dictionary/en', recruiterToken, { _id: 'nope', nomeEn: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'DICTIONARY_TERM_NOT_FOUND' });
  });

  it('adds careers to the career list, a duplicate in any case refused', async () => {
    const created = await post('/api/dictionary', recruiterToken, {
      nome: 'Engenheiro de Plataforma',
      classif: 'carreiras',
    });
    expect(created.statusCode).toBe(200);
    const careers = await get<NamedEntry[]>('/api/dictionary/careers');
    expect(careers.map((entry) => entry.nome)).toContain('Engenheiro de Plataforma');
    const again = await post('/api/dictionary', recruiterToken, {
      nome: 'engenheiro de plataforma',
      classif: 'carreiras',
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses professionals and empty names', async () => {
    expect(
      (await post('/api/dictionary', professionalToken, { nome: 'Algo', classif: 'eusou' })).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/dictionary', recruiterToken, { nome: '   ', classif: 'eusou' })).statusCode,
    ).toBe(400);
  });
});
