import type { CandidateEntry, ParticipantsResponse } from '@mosaico/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildTestApp,
  createUser,
  lastMailTo,
  signIn,
  type TestApp,
  type TestUser,
} from '../../../test/helpers';
import { insertOpportunity } from '../../../test/search-fixtures';
import { candidatures, opportunities, users } from '../../db/schema';
import { translateMessage } from '../../lib/messages';
import { selectionToday } from './selection.service';

const EMAIL_ON = {
  isActive: true,
  channels: [
    { name: 'E-mail', isActive: true },
    { name: 'Telefone', isActive: false },
  ],
};

/** Days relative to the server's "today" (selectionToday), as YYYY-MM-DD. */
function day(offset: number): string {
  const base = new Date(`${selectionToday()}T12:00:00Z`);
  return new Date(base.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

describe('selection workflow', () => {
  let t: TestApp;
  let recruiter: TestUser;
  let token: string;
  let otherRecruiterToken: string;
  let proToken: string;

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, language = 'pt-BR', as = token) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { 'accept-language': language, ...authHeader(as) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function professional(
    name: string,
    extra: Partial<typeof users.$inferInsert> = {},
  ): Promise<TestUser> {
    const person = await createUser(t, { firstName: name, lastName: 'Silva', preferredLanguage: 'pt-PT' });
    await t.app.ctx.database.db
      .update(users)
      .set({ notificationsSettings: EMAIL_ON, ...extra })
      .where(eq(users.id, person.id));
    return person;
  }

  const triage = (date = day(-20)) => ({
    capture: 'Busca',
    source: 'LinkedIn',
    date,
    details: '<p>Perfil</p>',
  });

  async function enrol(opportunityId: string, userId: string, conversionType: 'inscribe' | 'candidate') {
    const response = await call('POST', `/opportunity/${opportunityId}/becomeCandidate`, {
      activeLanguage: 'pt-BR',
      _usuario: { _id: userId },
      conversionType,
      triageRecruitmentOptions: triage(),
      byRH: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  const entry = async (opportunityId: string, userId: string) =>
    (await call('GET', `/opportunity/${opportunityId}/candidature/${userId}`)).json() as CandidateEntry;

  const stages = (n: number, met: 0 | 1 = 0, offsets = [-15, -10, -5, -2]) =>
    offsets.slice(0, n).map((offset, index) => ({
      key: index + 1,
      meetsTheRequirements: met,
      date: day(offset),
      details: `<p>Etapa ${index + 1}</p>`,
    }));

  const saveStages = (
    opportunityId: string,
    userId: string,
    steps: unknown[],
    version: number,
    language = 'pt-BR',
  ) =>
    call(
      'POST',
      `/opportunity/${opportunityId}/change-step-candidate`,
      { candidate: userId, steps, version },
      language,
    );

  const setStatus = (
    opportunityId: string,
    userId: string,
    body: Record<string, unknown>,
    language = 'pt-BR',
  ) =>
    call(
      'POST',
      `/opportunity/${opportunityId}/change-info-candidate`,
      { candidate: userId, ...body },
      language,
    );

  beforeAll(async () => {
    t = await buildTestApp();
    recruiter = await createUser(t, { roles: ['rh'] });
    token = await signIn(t, recruiter.email, recruiter.password);
    const other = await createUser(t, { roles: ['rh'] });
    otherRecruiterToken = await signIn(t, other.email, other.password);
    const pro = await createUser(t);
    proToken = await signIn(t, pro.email, pro.password);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('enrols, makes candidates and lists each tab with its filters, orders and counters', async () => {
    const opp = await insertOpportunity(t.app, { titulo: 'Tabs' });
    const ana = await professional('Ana');
    const bia = await professional('Bia', { flags: { talent: { status: true } } });
    const caio = await professional('Caio');
    expect((await enrol(opp.id, ana.id, 'inscribe')).code).toBe('ENROLLED_BY_RH');
    await enrol(opp.id, bia.id, 'inscribe');
    expect((await enrol(opp.id, caio.id, 'candidate')).code).toBe('MADE_CANDIDATE_BY_RH');
    // An enrolled professional made a candidate keeps the row and its history.
    await enrol(opp.id, bia.id, 'candidate');
    const again = await call('POST', `/opportunity/${opp.id}/becomeCandidate`, {
      _usuario: { _id: ana.id },
      conversionType: 'inscribe',
      triageRecruitmentOptions: triage(),
      byRH: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este profissional já está inscrito nesta oportunidade.');

    const enrolled = (
      await call('GET', `/opportunity/${opp.id}/enrolled/12/1/99/0`)
    ).json() as ParticipantsResponse;
    expect(enrolled.usersList.map((card) => card._usuario._id)).toEqual([ana.id]);
    expect(enrolled).toMatchObject({ total: 1, triadosTotal: 1, candidatosTotal: 2, title: 'Tabs' });
    expect(enrolled.usersList[0]).toMatchObject({
      byRH: true,
      candidatureKind: 'enrolled',
      status: { current: 0 },
    });
    const own = (
      await call('GET', `/opportunity/${opp.id}/enrolled/12/1/1/0`)
    ).json() as ParticipantsResponse;
    expect(own.total).toBe(0);

    const byTalent = (await call('GET', `/opportunity/${opp.id}/candidates/12/1/99/99/99/4/-1`)).json();
    expect(byTalent.usersList.map((card: { _usuario: { _id: string } }) => card._usuario._id)).toEqual([
      bia.id,
      caio.id,
    ]);
    const bia0 = byTalent.usersList[0];
    expect(bia0.status.current).toBe(1);
    const biaEntry = await entry(opp.id, bia.id);
    expect(biaEntry.status.history.map((h) => h.status)).toEqual([0, 1]);
    const mine = (
      await call('GET', `/opportunity/${opp.id}/candidates/12/1/99/99/99/0/${recruiter.id}`)
    ).json();
    expect(mine.total).toBe(2);
    const someoneElse = (
      await call('GET', `/opportunity/${opp.id}/candidates/12/1/99/99/99/0/nobody`)
    ).json();
    expect(someoneElse.total).toBe(0);
    const stage2 = (await call('GET', `/opportunity/${opp.id}/candidates/12/1/2/99/99/0/-1`)).json();
    expect(stage2.total).toBe(0);
    const paged = (await call('GET', `/opportunity/${opp.id}/candidates/1/2/99/99/99/4/-1`)).json();
    expect(paged.usersList.map((card: { _usuario: { _id: string } }) => card._usuario._id)).toEqual([
      caio.id,
    ]);

    const kanban = (await call('GET', `/opportunity/${opp.id}/all-candidates`)).json();
    expect(kanban.candidates.map((c: { stage: number }) => c.stage)).toEqual([1, 1]);

    const bad = await call('GET', `/opportunity/${opp.id}/candidates/12/1/7/99/99/0/-1`);
    expect(bad.statusCode).toBe(400);
    expect(
      (await call('GET', `/opportunity/${opp.id}/enrolled/12/1/99/0`, undefined, 'pt-BR', proToken))
        .statusCode,
    ).toBe(403);
  });

  it('registers stages with every rule, in order, and moves the candidate on the kanban', async () => {
    const inactive = await insertOpportunity(t.app, { titulo: 'Inativa', label: '2' });
    const opp = await insertOpportunity(t.app, { titulo: 'Etapas' });
    const dora = await professional('Dora');
    await enrol(inactive.id, dora.id, 'candidate');
    await enrol(opp.id, dora.id, 'candidate');

    const refused = await saveStages(inactive.id, dora.id, stages(1), 0);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'OPPORTUNITY_INACTIVE_IN_KANBAN',
      message:
        'Esta oportunidade está inativa no Kanban. Ative-a no Kanban antes de alterar uma candidatura.',
    });

    const noDate = await saveStages(opp.id, dora.id, [{ ...stages(1)[0], date: null }], 0);
    expect(noDate.json()).toMatchObject({
      code: 'STEP_DATE_REQUIRED',
      message: 'Necessário o preenchimento da data.',
    });
    const disorder = await saveStages(opp.id, dora.id, stages(2, 0, [-5, -10]), 0, 'en-US');
    expect(disorder.json()).toMatchObject({
      code: 'STEP_DATES_OUT_OF_ORDER',
      message: 'Dates out of chronological order.',
    });
    const beforeEntry = await saveStages(opp.id, dora.id, stages(1, 0, [-30]), 0);
    expect(beforeEntry.json().message).toBe('Datas fora da ordem cronologica.');

    const saved = await saveStages(
      opp.id,
      dora.id,
      [
        ...stages(2),
        { key: 3, meetsTheRequirements: 0, date: day(-3), details: '<p>ok</p><script>x()</script>' },
      ],
      0,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json() as CandidateEntry;
    expect(after.version).toBe(1);
    expect(after.steps.map((s) => s.key)).toEqual([1, 2, 3]);
    expect(after.steps[2]?.details).toBe('<p>ok</p>');
    const kanban = (await call('GET', `/opportunity/${opp.id}/all-candidates`)).json();
    expect(kanban.candidates[0].stage).toBe(4);

    // Clearing stage 2 wipes 2 and 3.
    const cleared = await saveStages(
      opp.id,
      dora.id,
      [stages(1)[0], { key: 2, meetsTheRequirements: null, date: null, details: '' }, stages(3)[2]],
      1,
    );
    expect((cleared.json() as CandidateEntry).steps.map((s) => s.key)).toEqual([1]);
  });

  it('refuses a change made on a stale version and answers the fresh candidature (two recruiters at once)', async () => {
    const opp = await insertOpportunity(t.app, { titulo: 'Corrida' });
    const eva = await professional('Eva');
    await enrol(opp.id, eva.id, 'candidate');
    const [first, second] = await Promise.all([
      saveStages(opp.id, eva.id, stages(1), 0),
      call(
        'POST',
        `/opportunity/${opp.id}/change-step-candidate`,
        { candidate: eva.id, steps: stages(2), version: 0 },
        'pt-BR',
        otherRecruiterToken,
      ),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    const winner = first.statusCode === 200 ? first : second;
    expect(loser.json()).toMatchObject({
      code: 'CANDIDATURE_CHANGED',
      candidate: { version: 1, steps: (winner.json() as CandidateEntry).steps },
    });
    // The status call checks the version too.
    const staleStatus = await setStatus(opp.id, eva.id, { status: 2, version: 0 });
    expect(staleStatus.statusCode).toBe(409);
    expect((await entry(opp.id, eva.id)).version).toBe(1);
  });

  it('selects only with four stages met, none in the future, dated within the window; then locks', async () => {
    const opp = await insertOpportunity(t.app, { titulo: 'Seleção', quantidadeVagas: 2 });
    const fabio = await professional('Fabio');
    await enrol(opp.id, fabio.id, 'candidate');

    const early = await setStatus(opp.id, fabio.id, { status: 6, dateVictory: day(0), version: 0 });
    expect(early.json()).toMatchObject({
      code: 'SELECT_STEPS_MISSING',
      message: 'Preencha todas as etapas para selecionar o candidato..',
    });
    await saveStages(opp.id, fabio.id, stages(4, 0, [-15, -10, -5, 3]), 0);
    const future = await setStatus(opp.id, fabio.id, { status: 6, dateVictory: day(0), version: 1 });
    expect(future.json()).toMatchObject({
      code: 'SELECT_FUTURE_STEP',
      message: 'Não é permitido selecionar o candidato com uma etapa registrada em data futura.',
    });
    await saveStages(opp.id, fabio.id, stages(4), 1);
    const outside = await setStatus(
      opp.id,
      fabio.id,
      { status: 6, dateVictory: day(-3), version: 2 },
      'pt-PT',
    );
    const [y, m, d] = day(-2).split('-');
    const [ty, tm, td] = selectionToday().split('-');
    expect(outside.json()).toMatchObject({
      code: 'STATUS_DATE_OUT_OF_RANGE',
      message: `Verifique a data ou se a etapa do candidato está preenchida. Deve escolher uma data entre ${d}/${m}/${y} e ${td}/${tm}/${ty}`,
    });
    const missingDate = await setStatus(opp.id, fabio.id, { status: 6, version: 2 });
    expect(missingDate.json().code).toBe('STEP_DATE_REQUIRED');

    const selected = await setStatus(opp.id, fabio.id, { status: 6, dateVictory: day(-1), version: 2 });
    expect(selected.statusCode, selected.body).toBe(200);
    const chosen = selected.json() as CandidateEntry;
    expect(chosen).toMatchObject({ status: { current: 6 }, dateVictory: day(-1) });
    expect(chosen.status.history.at(-1)).toEqual({ status: 6, date: day(-1) });
    const [person] = await t.app.ctx.database.db.select().from(users).where(eq(users.id, fabio.id));
    expect(person?.flags.eluminer?.status).toBe(true);
    const [row] = await t.app.ctx.database.db
      .select()
      .from(opportunities)
      .where(eq(opportunities.id, opp.id));
    expect(row).toMatchObject({ victories: 1, quantidadeVagas: 1 });

    const locked = await setStatus(opp.id, fabio.id, { status: 1, version: chosen.version });
    expect(locked.json().code).toBe('CANDIDATE_STATUS_LOCKED');
    const lockedStages = await saveStages(opp.id, fabio.id, stages(1), chosen.version);
    expect(lockedStages.json().code).toBe('CANDIDATE_STATUS_LOCKED');
  });

  it('refuses only with four stages filled and counts a defeat; Desistiu dates from the last stage', async () => {
    const opp = await insertOpportunity(t.app, { titulo: 'Recusa' });
    const gil = await professional('Gil');
    const hana = await professional('Hana');
    await enrol(opp.id, gil.id, 'candidate');
    await enrol(opp.id, hana.id, 'candidate');
    await saveStages(opp.id, gil.id, stages(3), 0);
    const partial = await setStatus(opp.id, gil.id, { status: 4, dateRefused: day(0), version: 1 });
    expect(partial.json().message).toBe(
      'Todas as Etapas devem ser preenchidas para selecionar o status Recusou',
    );
    await saveStages(opp.id, gil.id, [...stages(3), { ...stages(4)[3], meetsTheRequirements: 1 }], 1);
    const refusedOk = await setStatus(opp.id, gil.id, { status: 4, dateRefused: day(0), version: 2 });
    expect(refusedOk.statusCode, refusedOk.body).toBe(200);
    const [row] = await t.app.ctx.database.db
      .select()
      .from(opportunities)
      .where(eq(opportunities.id, opp.id));
    expect(row?.defeats).toBe(1);
    expect(row?.defeatDates).toEqual([day(0)]);

    await saveStages(opp.id, hana.id, stages(2), 0);
    const early = await setStatus(opp.id, hana.id, { status: 5, dateQuit: day(-12), version: 1 }, 'en-US');
    expect(early.json().code).toBe('STATUS_DATE_OUT_OF_RANGE');
    const quit = await setStatus(opp.id, hana.id, { status: 5, dateQuit: day(-10), version: 1 });
    expect(quit.statusCode).toBe(200);
    expect((quit.json() as CandidateEntry).dateQuit).toBe(day(-10));
  });

  it('invites only professionals whose e-mail notifications are on, in their language', async () => {
    const opp = await insertOpportunity(t.app, { titulo: 'Convite' });
    const ivo = await professional('Ivo');
    const quiet = await professional('Quieto', {
      notificationsSettings: { isActive: true, channels: [{ name: 'E-mail', isActive: false }] },
    });
    const refused = await call('POST', `/opportunity/${opp.id}/sendInvite`, { profissionalId: quiet.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Sistema sem permissao para convite.');
    const sent = await call('POST', `/opportunity/${opp.id}/sendInvite`, { profissionalId: ivo.id });
    expect(sent.json()).toMatchObject({ message: 'Convite enviado com sucesso!' });
    const mail = await lastMailTo(t, ivo.email);
    expect(mail).toMatchObject({ template: 'invitation', language: 'pt-PT' });
    expect(mail?.text).toContain(`/opportunity/${opp.id}`);
  });

  it('dismisses one with e-mail, all enrolled, and candidates without a victory', async () => {
    const opp = await insertOpportunity(t.app, { titulo: 'Dispensa', quantidadeVagas: 3 });
    const [joao, kiko, lia, mel] = await Promise.all(
      ['Joao', 'Kiko', 'Lia', 'Mel'].map((name) => professional(name)),
    );
    if (!joao || !kiko || !lia || !mel) throw new Error('people');
    await enrol(opp.id, joao.id, 'inscribe');
    await enrol(opp.id, kiko.id, 'inscribe');
    await enrol(opp.id, lia.id, 'candidate');
    await enrol(opp.id, mel.id, 'candidate');

    const wrongType = await call('POST', `/opportunity/${opp.id}/dispenseTriaged`, {
      _usuario: { _id: joao.id },
      type: 'dispensar-candidato',
    });
    expect(wrongType.statusCode).toBe(404);
    const one = await call('POST', `/opportunity/${opp.id}/dispenseTriaged`, {
      _usuario: { _id: joao.id },
      type: 'dispensar-trido',
      sendDispensedMail: true,
    });
    expect(one.json()).toMatchObject({ message: 'Email enviado com sucesso' });
    expect(await lastMailTo(t, joao.email)).toMatchObject({ template: 'dismissed', language: 'pt-PT' });
    const twice = await call('POST', `/opportunity/${opp.id}/dispenseTriaged`, {
      _usuario: { _id: joao.id },
      type: 'dispensar-triado',
    });
    expect(twice.statusCode).toBe(409);

    const all = await call('POST', `/opportunity/${opp.id}/dispenseAllTriaged`, { sendDispensedMail: false });
    expect(all.json()).toMatchObject({ message: 'Todos os inscritos foram dispensados!', count: 1 });
    expect((await entry(opp.id, kiko.id)).status.current).toBe(3);

    // Lia is selected first; the final dismissal leaves her alone.
    await saveStages(opp.id, lia.id, stages(4), 0);
    await setStatus(opp.id, lia.id, { status: 6, dateVictory: day(0), version: 1 });
    const final = await call('POST', `/opportunity/${opp.id}/final-dispense`, { users: [lia.id, mel.id] });
    expect(final.json()).toMatchObject({ message: 'Candidatos dispensados com sucesso.', count: 1 });
    expect((await entry(opp.id, lia.id)).status.current).toBe(6);
    const melEntry = await entry(opp.id, mel.id);
    expect(melEntry.status.current).toBe(3);
    expect(melEntry.status.history.at(-1)?.status).toBe(3);
    const changeDismissed = await saveStages(opp.id, mel.id, stages(1), melEntry.version);
    expect(changeDismissed.json().code).toBe('CANDIDATE_DISMISSED');
  });

  it('counts the dismissed and those a final dismissal would dismiss (get-statistics-dismissed-professionals)', async () => {
    const opp = await insertOpportunity(t.app, { titulo: 'Estatísticas', quantidadeVagas: 3 });
    const [nina, otto, pia, rui] = await Promise.all(
      ['Nina', 'Otto', 'Pia', 'Rui'].map((name) => professional(name)),
    );
    if (!nina || !otto || !pia || !rui) throw new Error('people');
    await enrol(opp.id, nina.id, 'inscribe');
    await enrol(opp.id, otto.id, 'candidate');
    await enrol(opp.id, pia.id, 'candidate');
    await enrol(opp.id, rui.id, 'candidate');
    const url = `/opportunity/${opp.id}/get-statistics-dismissed-professionals`;
    expect((await call('GET', url)).json()).toEqual({
      dismissed: 0,
      dismissedEnrolled: 0,
      dismissedCandidates: 0,
      candidatesWithoutVictory: 3,
    });

    await call('POST', `/opportunity/${opp.id}/dispenseTriaged`, {
      _usuario: { _id: nina.id },
      type: 'dispensar-triado',
    });
    // Pia is selected (a victory date): the final dismissal leaves her alone, so she is not counted as pending.
    await saveStages(opp.id, pia.id, stages(4), 0);
    await setStatus(opp.id, pia.id, { status: 6, dateVictory: day(0), version: 1 });
    await call('POST', `/opportunity/${opp.id}/final-dispense`, { users: [otto.id] });
    expect((await call('GET', url)).json()).toEqual({
      dismissed: 2,
      dismissedEnrolled: 1,
      dismissedCandidates: 1,
      candidatesWithoutVictory: 1,
    });

    expect((await call('GET', url, undefined, 'pt-BR', proToken)).statusCode).toBe(403);
    expect(
      (await call('GET', '/opportunity/unknown/get-statistics-dismissed-professionals')).statusCode,
    ).toBe(404);
  });

  it('enrols or makes a candidate of a pre-registered professional, and only of one', async () => {
    const opp = await insertOpportunity(t.app, { titulo: 'Pré-cadastro' });
    const other = await insertOpportunity(t.app, { titulo: 'Outra' });
    const pre = await professional('Pre', { preRegister: true, validRegistration: false });
    const regular = await professional('Regular');
    const refused = await call('POST', '/opportunity/addProfessionalPreRegisterToRegisteredInOpportunity', {
      user: { _id: regular.id },
      opportunity: { _id: opp.id },
      password: 'ignored',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Este profissional não tem pré-cadastro.');
    const enrolled = await call('POST', '/opportunity/addProfessionalPreRegisterToRegisteredInOpportunity', {
      user: pre.id,
      opportunity: opp.id,
    });
    expect(enrolled.json()).toMatchObject({ code: 'ENROLLED_BY_RH' });
    const candidate = await call('POST', '/opportunity/addProfessionalPreRegisterToCandidateInOpportunity', {
      user: { _id: pre.id },
      opportunity: { _id: other.id },
    });
    expect(candidate.json()).toMatchObject({ code: 'MADE_CANDIDATE_BY_RH' });
    const row = await entry(other.id, pre.id);
    expect(row).toMatchObject({ kind: 'candidate', capture: 'Busca', source: 'Outros', byRH: true });
    expect(row.entry.date).toBe(selectionToday());
  });

  it("leaves out of the finishing e-mail a candidate marked 'Não comunicar encerramento'", async () => {
    const opp = await insertOpportunity(t.app, { titulo: 'Encerramento' });
    const told = await professional('Told');
    const quiet = await professional('Quiet');
    await enrol(opp.id, told.id, 'candidate');
    await enrol(opp.id, quiet.id, 'candidate');
    const set = await call('POST', `/opportunity/${opp.id}/change-finish-notice`, {
      candidate: quiet.id,
      notifyOnFinish: false,
    });
    expect(set.json()).toEqual({ notifyOnFinish: false });
    const cards = (
      await call('GET', `/opportunity/${opp.id}/candidates/12/1/99/99/99/0/-1`)
    ).json() as ParticipantsResponse;
    expect(
      Object.fromEntries(cards.usersList.map((card) => [card._usuario._id, card.notifyOnFinish])),
    ).toEqual({
      [told.id]: true,
      [quiet.id]: false,
    });
    const finish = await call('POST', `/opportunity/${opp.id}/finalizar-processo-seletivo`, {
      sendMailToProfessionals: true,
      selectedReason: { label: 'others' },
      description: 'Encerrada',
    });
    expect(finish.statusCode, finish.body).toBe(200);
    expect(await lastMailTo(t, told.email)).toMatchObject({ template: 'notSelected' });
    expect((await lastMailTo(t, quiet.email))?.template).not.toBe('notSelected');
    const unknown = await call('POST', `/opportunity/${opp.id}/change-finish-notice`, {
      candidate: 'nobody',
      notifyOnFinish: false,
    });
    expect(unknown.statusCode).toBe(404);
  });
  it('refuses a future entry day and a channel outside the list when enrolling (001 §3), today and the list pass', async () => {
    const opp = await insertOpportunity(t.app, { titulo: 'Entrada' });
    const nina = await professional('Nina');
    const become = (options: Record<string, unknown>, language = 'pt-BR') =>
      call(
        'POST',
        `/opportunity/${opp.id}/becomeCandidate`,
        {
          _usuario: { _id: nina.id },
          conversionType: 'candidate',
          triageRecruitmentOptions: options,
          byRH: true,
        },
        language,
      );
    const future = await become({ ...triage(day(1)) });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      code: 'ENTRY_DATE_IN_FUTURE',
      message: 'A data não pode ser futura.',
    });
    const channel = await become({ ...triage(day(-1)), source: 'Orkut' }, 'en-US');
    expect(channel.statusCode).toBe(400);
    expect(channel.json()).toMatchObject({
      code: 'INVALID_CHANNEL',
      message: 'Choose a channel from the list.',
    });
    expect((await call('GET', `/opportunity/${opp.id}/candidature/${nina.id}`)).statusCode).toBe(404);
    const ok = await become({ ...triage(selectionToday()), source: 'Eluminer' });
    expect(ok.statusCode, ok.body).toBe(200);
    // The entry day is today, so stage 1 may be dated today too.
    const saved = await saveStages(opp.id, nina.id, stages(1, 0, [0]), 0);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('enforces on the server what the progress screen locks: dated final status, enrolled rows, deleted users', async () => {
    const opp = await insertOpportunity(t.app, { titulo: 'Travas', quantidadeVagas: 2 });
    const otto = await professional('Otto');
    const paula = await professional('Paula');
    const rui = await professional('Rui');
    await enrol(opp.id, otto.id, 'candidate');
    await enrol(opp.id, paula.id, 'inscribe');
    await enrol(opp.id, rui.id, 'candidate');

    // Selected and dated: resending Selecionado to change capture or channel is refused too.
    await saveStages(opp.id, otto.id, stages(4), 0);
    const selected = (
      await setStatus(opp.id, otto.id, { status: 6, dateVictory: day(-1), version: 1 })
    ).json();
    const recapture = await setStatus(opp.id, otto.id, {
      status: 6,
      dateVictory: day(-1),
      capture: 'Indicação',
      source: 'Catho',
      version: selected.version,
    });
    expect(recapture.statusCode).toBe(400);
    expect(recapture.json().code).toBe('CANDIDATE_STATUS_LOCKED');
    expect(await entry(opp.id, otto.id)).toMatchObject({ capture: 'Busca', source: 'LinkedIn' });

    // An enrolled professional has no stages nor status until made a candidate; reading stays open.
    const enrolledEntry = await entry(opp.id, paula.id);
    expect(enrolledEntry.kind).toBe('enrolled');
    const enrolledStages = await saveStages(opp.id, paula.id, stages(1), enrolledEntry.version);
    expect(enrolledStages.statusCode).toBe(400);
    expect(enrolledStages.json()).toMatchObject({
      code: 'CANDIDATURE_NOT_CANDIDATE',
      message:
        'Este profissional está inscrito, não é candidato: torne-o candidato antes de registrar etapas ou status.',
    });
    const enrolledStatus = await setStatus(opp.id, paula.id, { status: 2, version: enrolledEntry.version });
    expect(enrolledStatus.json().code).toBe('CANDIDATURE_NOT_CANDIDATE');
    expect((await entry(opp.id, paula.id)).version).toBe(enrolledEntry.version);

    // A new channel must be on the list; a stored one outside it (older data) may be resent unchanged.
    const badChannel = await setStatus(opp.id, rui.id, { status: 1, source: 'Orkut', version: 0 });
    expect(badChannel.json()).toMatchObject({
      code: 'INVALID_CHANNEL',
      message: 'Escolha um canal da lista.',
    });
    await t.app.ctx.database.db
      .update(candidatures)
      .set({ source: 'Feira' })
      .where(eq(candidatures.userId, rui.id));
    const legacy = await setStatus(opp.id, rui.id, { status: 2, source: 'Feira', version: 0 });
    expect(legacy.statusCode, legacy.body).toBe(200);
    expect(legacy.json()).toMatchObject({ source: 'Feira', status: { current: 2 } });

    // A deleted user's candidacy reads, but never changes (the card shows 'Cadastro excluído' with no actions).
    await t.app.ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, rui.id));
    const gone = await entry(opp.id, rui.id);
    expect(gone.deleted).toBe(true);
    for (const response of [
      await saveStages(opp.id, rui.id, stages(1), gone.version, 'en-US'),
      await setStatus(opp.id, rui.id, { status: 1, version: gone.version }, 'en-US'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'CANDIDATE_ACCOUNT_DELETED',
        message: 'Registration deleted: this candidacy can no longer be changed.',
      });
    }
    const quiet = await call('POST', `/opportunity/${opp.id}/escolher-profissional`, {
      professionalId: rui.id,
      professionalStatus: true,
    });
    expect(quiet.json().code).toBe('CANDIDATE_ACCOUNT_DELETED');
  });

  it("escolher-profissional ticks and unticks 'Não comunicar encerramento' for enrolled and candidates", async () => {
    const opp = await insertOpportunity(t.app, { titulo: 'Escolher' });
    const sara = await professional('Sara');
    const teo = await professional('Teo');
    await enrol(opp.id, sara.id, 'candidate');
    await enrol(opp.id, teo.id, 'inscribe');
    const choose = (professionalId: string, professionalStatus: unknown, as = token) =>
      call(
        'POST',
        `/opportunity/${opp.id}/escolher-profissional`,
        { professionalId, professionalStatus },
        'pt-BR',
        as,
      );
    const ticked = await choose(sara.id, true);
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json()).toEqual({
      professionalId: sara.id,
      professionalStatus: true,
      notifyOnFinish: false,
    });
    expect((await choose(teo.id, true)).json().notifyOnFinish).toBe(false);
    const cards = (await call('GET', `/opportunity/${opp.id}/candidates/12/1/99/99/99/0/-1`)).json();
    expect(cards.usersList[0].notifyOnFinish).toBe(false);
    expect((await choose(sara.id, false)).json()).toMatchObject({ notifyOnFinish: true });
    const again = (await call('GET', `/opportunity/${opp.id}/candidates/12/1/99/99/99/0/-1`)).json();
    expect(again.usersList[0].notifyOnFinish).toBe(true);
    // Not a stage or status change: the version is left alone.
    expect((await entry(opp.id, sara.id)).version).toBe(0);
    expect((await choose('nobody', true)).statusCode).toBe(404);
    expect((await choose(sara.id, 'yes')).statusCode).toBe(400);
    expect((await choose(sara.id, true, proToken)).statusCode).toBe(403);
  });

  it('changeStatusPreRegister enrols a pre-registered professional or makes them a candidate, keeping their entry', async () => {
    const opp = await insertOpportunity(t.app, { titulo: 'Status pré-cadastro' });
    const uma = await professional('Uma', { preRegister: true, validRegistration: false });
    const vera = await professional('Vera', { preRegister: true, validRegistration: false });
    const regular = await professional('Comum');
    const change = (body: Record<string, unknown>) =>
      call('POST', `/opportunity/${opp.id}/changeStatusPreRegister`, body);

    const notPre = await change({ user: regular.id, type: 'candidate' });
    expect(notPre.statusCode).toBe(409);
    expect(notPre.json().code).toBe('NOT_PRE_REGISTERED');
    expect((await change({ user: uma.id, type: 'enrolled' })).statusCode).toBe(400);

    const enrolled = await change({
      user: { _id: uma.id },
      type: 'registered',
      triageRecruitmentOptions: triage(),
    });
    expect(enrolled.json()).toMatchObject({ code: 'ENROLLED_BY_RH' });
    expect((await change({ user: uma.id, type: 'registered' })).json().code).toBe(
      'PROFESSIONAL_ALREADY_ENROLLED',
    );
    const promoted = await change({ user: uma.id, type: 'candidate' });
    expect(promoted.json()).toMatchObject({ code: 'MADE_CANDIDATE_BY_RH' });
    const row = await entry(opp.id, uma.id);
    expect(row).toMatchObject({
      kind: 'candidate',
      capture: 'Busca',
      source: 'LinkedIn',
      status: { current: 1 },
    });
    expect(row.entry).toEqual({ date: day(-20), details: '<p>Perfil</p>' });
    expect(row.status.history.map((h) => h.status)).toEqual([0, 1]);
    const back = await change({ user: uma.id, type: 'registered' });
    expect(back.statusCode).toBe(409);
    expect(back.json().code).toBe('PROFESSIONAL_ALREADY_CANDIDATE');

    const future = await change({
      user: vera.id,
      type: 'candidate',
      triageRecruitmentOptions: triage(day(2)),
    });
    expect(future.json().code).toBe('ENTRY_DATE_IN_FUTURE');
    const plain = await change({ user: vera.id, type: 'candidate' });
    expect(plain.json()).toMatchObject({ code: 'MADE_CANDIDATE_BY_RH' });
    expect(await entry(opp.id, vera.id)).toMatchObject({ capture: 'Busca', source: 'Outros' });
    expect(
      (
        await call('POST', '/opportunity/nowhere/changeStatusPreRegister', {
          user: vera.id,
          type: 'candidate',
        })
      ).statusCode,
    ).toBe(404);
  });

  it("has 001 §8's info change failure in the three languages (INFO_CHANGE_FAILED, shown by the web)", () => {
    expect(translateMessage('INFO_CHANGE_FAILED', 'pt-BR')).toBe('Não foi possível alterar as informações');
    expect(translateMessage('INFO_CHANGE_FAILED', 'pt-PT')).toBe('Não foi possível alterar as informações.');
    expect(translateMessage('INFO_CHANGE_FAILED', 'en-US')).toBe('The information could not be changed.');
  });
});
