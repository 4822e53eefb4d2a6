import { type OpportunityCandidate, type UserProfile, userProfileSchema } from '@mosaico/domain';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildTestApp,
  createUser,
  signIn,
  type TestApp,
  type TestUser,
} from '../../../test/helpers';
import { waitUntil } from '../../../test/wait-until';
import { candidatures, files, opportunities, userSkills, users } from '../../db/schema';
import { searchPlaces } from '../places';

describe('users: own profile (GET users/me, PUT users)', () => {
  let t: TestApp;
  let ana: TestUser;
  let anaToken: string;
  let bruno: TestUser;
  let brunoToken: string;
  let recruiterToken: string;
  let javaId: string;
  let olderId: string;

  async function get<T = unknown>(url: string, token: string) {
    const response = await t.app.inject({ method: 'GET', url, headers: authHeader(token) });
    return { status: response.statusCode, body: response.json() as T, raw: response.body };
  }

  async function profileOf(token: string, id: string): Promise<UserProfile> {
    const { status, body } = await get<UserProfile>(`/api/users/me/${id}`, token);
    expect(status).toBe(200);
    return body;
  }

  async function put(token: string, body: unknown, language = 'en-US') {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: { ...authHeader(token), 'accept-language': language },
      payload: body as Record<string, unknown>,
    });
    return {
      status: response.statusCode,
      body: response.json() as Record<string, unknown>,
      raw: response.body,
    };
  }

  /** PUT users with the current profile changed by `change` (as the web client does). */
  async function putChanged(
    token: string,
    id: string,
    change: (user: UserProfile) => void,
    language?: string,
  ) {
    const user = structuredClone(await profileOf(token, id));
    change(user);
    return put(token, user, language);
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.app.ctx.database.db;
    ana = await createUser(t, { firstName: 'Ana', lastName: 'Souza' });
    anaToken = await signIn(t, ana.email, ana.password);
    bruno = await createUser(t, { firstName: 'Bruno', lastName: 'Lima' });
    brunoToken = await signIn(t, bruno.email, bruno.password);
    const recruiter = await createUser(t, { roles: ['rh'] });
    recruiterToken = await signIn(t, recruiter.email, recruiter.password);

    await db.insert(userSkills).values([
      { userId: ana.id, nome: 'Java', level: 1, source: 'declared', position: 0 },
      { userId: ana.id, nome: 'Kotlin', level: 2, source: 'linkedin', position: 1 },
    ]);
    const remote = { remote: true, hybrid: false, inPerson: false };
    const [java] = await db
      .insert(opportunities)
      .values({
        titulo: 'Desenvolvedora Java',
        isPublic: true,
        label: '1',
        homeOffice: true,
        opportunityType: remote,
        criterias: [
          { nome: 'Java', termos: ['JVM'], peso: 3, necessary: true },
          { nome: 'React', termos: [], peso: 1, necessary: false },
        ],
      })
      .returning({ id: opportunities.id });
    const [older] = await db
      .insert(opportunities)
      .values({
        titulo: 'Analista encerrada',
        isPublic: true,
        isFinished: true,
        opportunityType: remote,
      })
      .returning({ id: opportunities.id });
    const [enrolledOnly] = await db
      .insert(opportunities)
      .values({ titulo: 'Só triada', isPublic: true, opportunityType: remote })
      .returning({ id: opportunities.id });
    if (!java || !older || !enrolledOnly) throw new Error('no opportunity');
    javaId = java.id;
    olderId = older.id;
    await db.insert(candidatures).values([
      {
        opportunityId: olderId,
        userId: ana.id,
        kind: 'candidate',
        statusCurrent: 3,
        createdAt: new Date(Date.now() - 10 * 86_400_000),
        steps: [
          { key: 0, date: '2026-01-05' },
          { key: 1, date: '2026-01-08', meetsTheRequirements: 0 },
          { key: 2, date: '2026-01-12', meetsTheRequirements: 0 },
          { key: 3, date: '2026-01-15', meetsTheRequirements: 1 },
        ],
      },
      {
        opportunityId: javaId,
        userId: ana.id,
        kind: 'candidate',
        statusCurrent: 1,
        steps: [{ key: 0, date: null }],
      },
      { opportunityId: enrolledOnly.id, userId: ana.id, kind: 'enrolled' },
    ]);
  });

  afterAll(async () => {
    await t?.close();
  });

  it("answers the user in the contract's shape, with the applications newest first and never the password", async () => {
    const { status, body, raw } = await get<UserProfile>(`/api/users/me/${ana.id}`, anaToken);
    expect(status).toBe(200);
    expect(userProfileSchema.parse(body)).toBeTruthy();
    expect(raw).not.toMatch(/password/i);
    expect(raw).not.toContain('argon2');
    expect(body).toMatchObject({
      _id: ana.id,
      firstName: 'Ana',
      lastName: 'Souza',
      displayName: 'Ana Souza',
      email: ana.email,
      roles: ['user'],
      dadosPessoais: { preferredLanguage: 'pt-BR', pcdUser: { isUserPCD: false, defs: [] } },
      europeanUnionCitizenship: { status: false },
      attachments: [],
      notificationsSettings: { isActive: true },
      perfilUsuario: {
        pretensao: { tipo: { clt: { moeda: '-', valor: '-' } } },
        interestLocations: [],
        mosaico: { escolhidas: [] },
      },
    });
    expect(body.perfilUsuario.digomais.lista.map((s) => [s.nome, s.level, s.source])).toEqual([
      ['Java', 1, 'declared'],
      ['Kotlin', 2, 'linkedin'],
    ]);
    // Enrolled-only rows are not applications; newest first; candidateStep from the met stages.
    expect(body.opportunitiesRelated.allCandidatures).toEqual([
      expect.objectContaining({
        _id: javaId,
        title: 'Desenvolvedora Java',
        currentStatus: 1,
        candidateStep: 1,
        // The opportunity's stage follows its candidatures (migration 0029): nobody has met a stage here.
        fase: 0,
        isFinished: false,
      }),
      expect.objectContaining({
        _id: olderId,
        currentStatus: 3,
        candidateStep: 3,
        // Stage 2 first met: Seleção.
        fase: 3,
        isFinished: true,
      }),
    ]);
    expect(Date.parse(body.opportunitiesRelated.allCandidatures[0]?.createdAt ?? '')).toBeGreaterThan(
      Date.parse(body.opportunitiesRelated.allCandidatures[1]?.createdAt ?? ''),
    );
  });

  it('lets recruiters read any user, keeps professionals to their own, and needs a session', async () => {
    expect((await get(`/api/users/me/${ana.id}`, recruiterToken)).status).toBe(200);
    expect((await get(`/api/users/me/${ana.id}`, brunoToken)).status).toBe(403);
    expect((await get('/api/users/me/unknown-id', recruiterToken)).body).toMatchObject({
      code: 'USER_NOTFOUND',
    });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/users/me/${ana.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/users',
          payload: { firstName: 'Abc', lastName: 'Def' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('saves the own profile, ignoring what is not the user’s to change', async () => {
    const lisboa = searchPlaces('Lisboa')[0];
    const porto = searchPlaces('Porto')[0];
    if (!lisboa || !porto) throw new Error('gazetteer without Lisboa/Porto');
    const { status, body } = await putChanged(brunoToken, bruno.id, (user) => {
      Object.assign(user, {
        firstName: '  Bruno ',
        lastName: 'Lima Neto',
        email: 'hacker@example.com',
        roles: ['rh_manager'],
        flags: { talent: { status: true } },
        registerRh: true,
        tokenVersion: 99,
        description: 'Backend developer',
      });
      user.dadosPessoais.dataNascimento = '01/02/1990';
      user.dadosPessoais.geolocation = { place_id: lisboa.place_id, formatted_address: 'whatever' };
      user.dadosPessoais.preferredLanguage = 'pt-PT';
      user.contato.lista = [{ tipo: 'Preferencial', contato: ' +351 912 345 678 ', locale: 'pt-PT' }];
      user.hiringModel = { clt: true, pj: false, others: false };
      user.perfilUsuario.pretensao.tipo.clt = { moeda: 'BRL', valor: '5k-7k' };
      user.perfilUsuario.pretensao.tipo.pj = { moeda: 'EUR', valor: '3k-5k' };
      user.perfilUsuario.interestLocations = [
        { place_id: porto.place_id, formatted_address: porto.formatted_address },
        { place_id: porto.place_id, formatted_address: porto.formatted_address },
      ];
      user.perfilUsuario.digomais.lista = [
        { nome: ' Java ', nomeCaption: 'Java', classif: 'digomais', subclassif: 'skills', level: 3 },
        { nome: 'JAVA', nomeCaption: 'JAVA', classif: 'digomais', subclassif: 'skills', level: 1 },
        { nome: 'Java', nomeCaption: 'Java', classif: 'digomais', subclassif: 'languages', level: 2 },
      ];
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const saved = body as unknown as UserProfile;
    expect(saved).toMatchObject({
      firstName: 'Bruno',
      lastName: 'Lima Neto',
      displayName: 'Bruno Lima Neto',
      email: bruno.email,
      roles: ['user'],
      flags: {},
      registerRh: false,
      description: 'Backend developer',
      dadosPessoais: {
        dataNascimento: '01/02/1990',
        preferredLanguage: 'pt-PT',
        geolocation: { place_id: lisboa.place_id, formatted_address: lisboa.formatted_address },
      },
      contato: { lista: [{ tipo: 'Preferencial', contato: '+351 912 345 678', locale: 'pt-PT' }] },
    });
    // Unticked pj loses its salary entry; interest locations are de-duplicated.
    expect(saved.perfilUsuario.pretensao.tipo.pj).toEqual({ moeda: '-', valor: '-' });
    expect(saved.perfilUsuario.pretensao.tipo.clt).toEqual({ moeda: 'BRL', valor: '5k-7k' });
    expect(saved.perfilUsuario.interestLocations).toEqual([
      { place_id: porto.place_id, formatted_address: porto.formatted_address },
    ]);
    expect(saved.perfilUsuario.digomais.lista.map((s) => [s.nome, s.subclassif, s.level])).toEqual([
      ['Java', 'skills', 3],
      ['Java', 'languages', 2],
    ]);
    const [row] = await t.app.ctx.database.db.select().from(users).where(eq(users.id, bruno.id));
    expect(row?.tokenVersion).toBe(0);
    expect(row?.latitude).toBeCloseTo(lisboa.lat, 1);
    expect((row?.profile.interestLocations as Array<{ lat?: number }> | undefined)?.[0]?.lat).toBeCloseTo(
      porto.lat,
      1,
    );
    // The saved user's token still works: the e-mail and roles did not change.
    expect((await get(`/api/users/me/${bruno.id}`, brunoToken)).status).toBe(200);
  });

  it('saves the language alone (the shell language menu) and the next sign-in token carries it', async () => {
    const before = await profileOf(brunoToken, bruno.id);
    const { status, body } = await put(brunoToken, {
      firstName: before.firstName,
      lastName: before.lastName,
      dadosPessoais: { preferredLanguage: 'en-US' },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const after = await profileOf(brunoToken, bruno.id);
    expect(after.dadosPessoais.preferredLanguage).toBe('en-US');
    // Every field the body left out stays as it was.
    const withoutLanguage = (user: UserProfile) => ({
      ...user,
      updated: '',
      dadosPessoais: { ...user.dadosPessoais, preferredLanguage: '' },
    });
    expect(withoutLanguage(after)).toEqual(withoutLanguage(before));
    // The token of a later sign-in carries the saved choice, so the web applies it in any browser.
    const nextToken = await signIn(t, bruno.email, bruno.password);
    expect(decodeJwt(nextToken)).toMatchObject({ preferredLanguage: 'en-US' });
    const restored = await put(brunoToken, {
      firstName: before.firstName,
      lastName: before.lastName,
      dadosPessoais: { preferredLanguage: before.dadosPessoais.preferredLanguage },
    });
    expect(restored.status).toBe(200);
  });

  it('keeps provider-reported skills when the declared ones are replaced', async () => {
    const { status } = await putChanged(anaToken, ana.id, (user) => {
      user.perfilUsuario.digomais.lista = [
        { nome: 'Python', nomeCaption: 'Python', classif: 'digomais', subclassif: 'skills', level: 2 },
        // A provider row sent back (or forged) is ignored: the stored one stays as it is.
        {
          nome: 'Kotlin',
          nomeCaption: 'Kotlin',
          classif: 'digomais',
          subclassif: 'skills',
          level: 3,
          source: 'linkedin',
        },
      ];
    });
    expect(status).toBe(200);
    const rows = await t.app.ctx.database.db
      .select({ nome: userSkills.nome, level: userSkills.level, source: userSkills.source })
      .from(userSkills)
      .where(eq(userSkills.userId, ana.id));
    expect(rows.sort((a, b) => a.nome.localeCompare(b.nome))).toEqual([
      { nome: 'Kotlin', level: 2, source: 'linkedin' },
      { nome: 'Python', level: 2, source: 'declared' },
    ]);
    // Back to Java 1 for the engine test below.
    await putChanged(anaToken, ana.id, (user) => {
      user.perfilUsuario.digomais.lista = [
        { nome: 'Java', nomeCaption: 'Java', classif: 'digomais', subclassif: 'skills', level: 1 },
      ];
    });
  });

  const piece = (nome: string, classif: string, row: number, col: number) => ({
    detalhe: { nome, nomeCaption: nome, classif, subclassif: 'skills' },
    posicao: { row, col, sizex: 2, sizey: 1, color: '#ed961c' },
  });

  const refusals: Array<[string, string, (user: UserProfile) => void]> = [
    ['INVALID_NAME', 'a first name under 3 characters', (u) => Object.assign(u, { firstName: ' Al ' })],
    ['INVALID_SURNAME', 'a surname under 3 characters', (u) => Object.assign(u, { lastName: 'Li' })],
    [
      'INVALID_SALARY_EXPECTATION',
      'BRL without a range for a ticked model',
      (u) => {
        u.hiringModel.clt = true;
        u.perfilUsuario.pretensao.tipo.clt = { moeda: 'BRL', valor: '-' };
      },
    ],
    [
      'INVALID_SALARY_EXPECTATION',
      'a range without a currency',
      (u) => {
        u.hiringModel.clt = true;
        u.perfilUsuario.pretensao.tipo.clt = { moeda: '-', valor: '1k-3k' };
      },
    ],
    [
      'INVALID_BIRTH_DATE',
      'a birth date in the future',
      (u) => {
        u.dadosPessoais.dataNascimento = `01/01/${new Date().getFullYear() + 1}`;
      },
    ],
    [
      'INVALID_BIRTH_DATE',
      'a birth date that does not exist',
      (u) => {
        u.dadosPessoais.dataNascimento = '31/02/1990';
      },
    ],
    [
      'INVALID_PHONE',
      'a phone under 8 characters',
      (u) => (u.contato.lista = [{ tipo: 'Preferencial', contato: '1234', locale: 'pt-BR' }]),
    ],
    [
      'INVALID_SKILL_LEVEL',
      'a skill level of 0',
      (u) =>
        (u.perfilUsuario.digomais.lista = [
          { nome: 'Go', classif: 'digomais', subclassif: 'skills', level: 0 },
        ]),
    ],
    [
      'INVALID_SKILL_LEVEL',
      'a skill level of 4',
      (u) =>
        (u.perfilUsuario.digomais.lista = [
          { nome: 'Go', classif: 'digomais', subclassif: 'skills', level: 4 },
        ]),
    ],
    [
      'MOSAIC_TOO_MANY_PIECES',
      'eight placed pieces',
      (u) => {
        u.perfilUsuario.mosaico.escolhidas = [
          piece('Remoto', 'euquero', 0, 0),
          ...['A1', 'B2', 'C3', 'D4', 'E5', 'F6', 'G7'].map((n, i) =>
            piece(`Skill ${n}`, 'eusei', 1 + Math.floor(i / 3), (i % 3) * 2),
          ),
        ];
      },
    ],
    [
      'MOSAIC_INTERESTS_OUT_OF_RANGE',
      'no interest piece',
      (u) => (u.perfilUsuario.mosaico.escolhidas = [piece('Java', 'eusei', 0, 0)]),
    ],
    [
      'MOSAIC_INTERESTS_OUT_OF_RANGE',
      'four interest pieces',
      (u) =>
        (u.perfilUsuario.mosaico.escolhidas = ['Remoto', 'Startups', 'Viajar', 'Liderar'].map((n, i) =>
          piece(n, 'euquero', i, 0),
        )),
    ],
    [
      'MOSAIC_COMPETENCE_REQUIRED',
      'interests only',
      (u) => (u.perfilUsuario.mosaico.escolhidas = [piece('Remoto', 'euquero', 0, 0)]),
    ],
    [
      'MOSAIC_INVALID_PLACEMENT',
      'a piece outside the grid',
      (u) =>
        (u.perfilUsuario.mosaico.escolhidas = [
          piece('Remoto', 'euquero', 0, 0),
          piece('Java', 'eusei', 9, 9),
        ]),
    ],
    [
      'MOSAIC_INVALID_PLACEMENT',
      'a 32-character name one column wide',
      (u) => {
        const long = piece('Desenvolvimento de APIs e serviço', 'eusei', 1, 0);
        u.perfilUsuario.mosaico.escolhidas = [
          piece('Remoto', 'euquero', 0, 0),
          { ...long, posicao: { ...long.posicao, sizex: 1 } },
        ];
      },
    ],
    [
      'MOSAIC_INVALID_PLACEMENT',
      'two pieces on one cell',
      (u) =>
        (u.perfilUsuario.mosaico.escolhidas = [
          piece('Remoto', 'euquero', 0, 0),
          piece('Java', 'eusei', 0, 1),
        ]),
    ],
    [
      'INVALID_SALARY_RANGE',
      'a range that is not one of the options',
      (u) => {
        u.hiringModel.clt = true;
        u.perfilUsuario.pretensao.tipo.clt = { moeda: 'BRL', valor: 'banana' };
      },
    ],
    [
      'INVALID_PROFILE_PHOTO',
      'a photo url the user did not upload',
      (u) => (u.userImageUrl = '/api/documents/file/nope'),
    ],
    ['INVALID_LANGUAGE', 'an unsupported language', (u) => (u.dadosPessoais.preferredLanguage = 'fr-FR')],
    [
      'PLACE_NOT_FOUND',
      'an unknown place',
      (u) => (u.dadosPessoais.geolocation = { place_id: 'gn_unknown', formatted_address: 'Atlantis' }),
    ],
  ];

  it.each(refusals)('refuses %s: %s', async (code, _what, change) => {
    const before = await profileOf(brunoToken, bruno.id);
    const { status, body } = await putChanged(brunoToken, bruno.id, change);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, code });
    expect(typeof body.message).toBe('string');
    const after = await profileOf(brunoToken, bruno.id);
    expect({ ...after, updated: '' }).toEqual({ ...before, updated: '' });
  });

  it('translates the refusals', async () => {
    const refused = await putChanged(
      brunoToken,
      bruno.id,
      (u) => Object.assign(u, { firstName: 'Al' }),
      'pt-PT',
    );
    expect(refused.body.message).toBe('Nome inválido: deve ter pelo menos 3 caracteres.');
    const salary = await putChanged(
      brunoToken,
      bruno.id,
      (u) => {
        u.perfilUsuario.pretensao.tipo.clt = { moeda: 'BRL', valor: '-' };
      },
      'en-US',
    );
    expect(salary.body.message).toBe('Currency and range fields must be filled.');
  });

  it('accepts a valid mosaic, de-duplicated by caption, and a photo the user uploaded', async () => {
    const [photo] = await t.app.ctx.database.db
      .insert(files)
      .values({
        ownerId: bruno.id,
        kind: 'photo',
        storageKey: 'photo/x',
        fileName: 'me.png',
        mimeType: 'image/png',
        size: 3,
      })
      .returning({ id: files.id });
    const { status, body } = await putChanged(brunoToken, bruno.id, (u) => {
      u.userImageUrl = `/api/documents/file/${photo?.id}`;
      u.perfilUsuario.mosaico.escolhidas = [
        piece('Remoto', 'euquero', 0, 0),
        piece('remoto', 'euquero', 0, 2),
        piece('Java', 'eusei', 0, 4),
        { detalhe: { nome: 'Unplaced', classif: 'euquero' } },
      ];
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const saved = body as unknown as UserProfile;
    expect(saved.userImageUrl).toBe(`/api/documents/file/${photo?.id}`);
    expect(saved.perfilUsuario.mosaico.escolhidas.map((e) => e.detalhe.nome)).toEqual([
      'Remoto',
      'Java',
      'Unplaced',
    ]);
  });

  it('refuses to remove a stored location and checks the CPF only for people living in Brazil', async () => {
    const person = await createUser(t);
    const token = await signIn(t, person.email, person.password);
    const [saoPaulo] = searchPlaces('São Paulo', 1);
    const [lisboa] = searchPlaces('Lisbon', 1);
    if (!saoPaulo || !lisboa) throw new Error('gazetteer places missing');
    const at = (place: typeof lisboa) => ({
      place_id: place.place_id,
      formatted_address: place.formatted_address,
    });
    expect(
      (await putChanged(token, person.id, (u) => (u.dadosPessoais.geolocation = at(saoPaulo)))).status,
    ).toBe(200);

    const removed = await putChanged(token, person.id, (u) => (u.dadosPessoais.geolocation = null), 'pt-BR');
    expect(removed.status).toBe(400);
    expect(removed.body).toMatchObject({ code: 'LOCATION_REQUIRED' });

    const badCpf = await putChanged(token, person.id, (u) => (u.dadosPessoais.cpf = '123.456.789-00'));
    expect(badCpf.body).toMatchObject({ code: 'INVALID_TAX_ID' });
    expect((await putChanged(token, person.id, (u) => (u.dadosPessoais.cpf = '529.982.247-25'))).status).toBe(
      200,
    );
    // Moving to Lisbon: the same field holds a Portuguese NIF, which is not a CPF.
    const moved = await putChanged(token, person.id, (u) => {
      u.dadosPessoais.geolocation = at(lisboa);
      u.dadosPessoais.cpf = '123456789';
    });
    expect(moved.status).toBe(200);
    expect((moved.body as unknown as UserProfile).dadosPessoais.cpf).toBe('123456789');

    // Back in Brazil with a tax id stored before the rule: it does not block saving anything else.
    await putChanged(token, person.id, (u) => (u.dadosPessoais.geolocation = at(saoPaulo)));
    const renamed = await putChanged(token, person.id, (u) => Object.assign(u, { firstName: 'Renamed' }));
    expect(renamed.status).toBe(200);
    const changed = await putChanged(token, person.id, (u) => (u.dadosPessoais.cpf = '111.222.333-00'));
    expect(changed.body).toMatchObject({ code: 'INVALID_TAX_ID' });
  });

  it('refuses a body naming another user', async () => {
    const user = await profileOf(brunoToken, bruno.id);
    const { status } = await put(brunoToken, { ...user, _id: ana.id });
    expect(status).toBe(403);
  });

  it('raises the adherence once the match status turns completed after a higher skill level is saved', async () => {
    const status = `/api/users/${ana.id}/get-status-vagas`;
    const candidate = `/api/opportunity/${javaId}/candidate/${ana.id}`;
    const before = await get<OpportunityCandidate>(candidate, anaToken);
    expect(before.status).toBe(200);
    const required = before.body.requiredCriterias[0];
    expect(required).toMatchObject({ nome: 'Java', level: 1 });
    const beforeAdherence = before.body.nivelAderencia;

    // The status as a client would read it at the moment the job is handed to the queue (after the save
    // recorded the request, before any worker can take it): 'processing'.
    const queue = t.app.ctx.queue;
    const original = queue.send.bind(queue);
    let statusWhenQueued = '';
    queue.send = async (name, data, options) => {
      statusWhenQueued = (await get<{ status: string }>(status, anaToken)).body.status;
      return original(name, data, options);
    };
    // As the candidature details save: Java from 1 to 3 in digomais.lista.
    const saved = await putChanged(anaToken, ana.id, (user) => {
      user.perfilUsuario.digomais.lista = user.perfilUsuario.digomais.lista.map((skill) =>
        skill.nome === 'Java' ? { ...skill, level: 3 } : skill,
      );
    });
    queue.send = original;
    expect(saved.status).toBe(200);
    expect(statusWhenQueued).toBe('processing');
    await waitUntil(
      async () => (await get<{ status: string }>(status, anaToken)).body.status === 'completed',
      {
        what: status,
      },
    );

    const after = await get<OpportunityCandidate>(candidate, anaToken);
    // (3 × 100 + 1 × 0) / 4 = 75, up from (3 × 33) / 4 = 25.
    expect(beforeAdherence).toBe(25);
    expect(after.body.nivelAderencia).toBe(75);
    expect(after.body.requiredCriterias[0]).toMatchObject({ nome: 'Java', level: 3, caption: 'advanced' });
    // The stored adherence on the candidature (what my applications shows) follows once the job is done.
    expect(after.body.candidature?.nivelAderencia).toBe(75);
    const mine = await profileOf(anaToken, ana.id);
    expect(mine.opportunitiesRelated.allCandidatures.find((c) => c._id === javaId)?.nivelAderencia).toBe(75);
    const [row] = await t.app.ctx.database.db
      .select({ level: userSkills.level })
      .from(userSkills)
      .where(and(eq(userSkills.userId, ana.id), eq(userSkills.nome, 'Java')));
    expect(row?.level).toBe(3);
  });

  it('asks the engine only when skills, the address or the interest locations change', async () => {
    const queue = t.app.ctx.queue;
    const original = queue.send.bind(queue);
    const sent: unknown[] = [];
    queue.send = async (name, data, options) => {
      if (name === 'match-professional') sent.push(data);
      return original(name, data, options);
    };
    try {
      await putChanged(anaToken, ana.id, (user) => Object.assign(user, { description: 'Only text' }));
      expect(sent).toEqual([]);
      await putChanged(anaToken, ana.id, (user) => {
        user.perfilUsuario.digomais.lista.push({
          nome: 'React',
          classif: 'digomais',
          subclassif: 'skills',
          level: 2,
        });
      });
      expect(sent).toEqual([{ userId: ana.id }]);
      const faro = searchPlaces('Faro')[0];
      await putChanged(anaToken, ana.id, (user) => {
        user.perfilUsuario.interestLocations = [
          { place_id: faro?.place_id ?? '', formatted_address: 'Faro' },
        ];
      });
      expect(sent).toHaveLength(2);
    } finally {
      queue.send = original;
    }
    // Let the requested jobs finish before the app closes.
    await waitUntil(
      async () =>
        (await get<{ status: string }>(`/api/users/${ana.id}/get-status-vagas`, anaToken)).body.status ===
        'completed',
    );
  });
});
