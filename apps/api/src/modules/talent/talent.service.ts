import {
  ALL_RESPONSIBLES_ID,
  CANDIDATE_STATUS,
  candidateStep,
  contactsForRecruiter,
  fileUrlOf,
  type HIRING_MODELS,
  isBehaviouralEvaluation,
  isSalaryExpectationValid,
  type Language,
  normalizeSalaryExpectation,
  TALENT_CODES,
  type TalentBoardQuery,
  type TalentBoardResponse,
  type TalentCandidatureFact,
  type TalentCard,
  type TalentDetail,
  type TalentEvaluation,
  type TalentGroup,
  type TalentInProgressOpportunity,
  type TalentRecord,
  type TalentRecordPatch,
  type TalentSaveBody,
  talentPhase,
  UNSET,
} from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { translateMessage } from '../../lib/messages';
import { badgesOf } from '../../lib/professional-badges';
import { type SerializedAnswer, serializeAnswer } from '../../lib/serialized-answer';
import { BoardOrders, PageReadAhead } from './board-order';
import * as repository from './talent.repository';
import type { TalentBoardKeys } from './talent-board-keys';

type Ctx = Pick<AppContext, 'database'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

/** The date a closing status was given: its own column, else the last history entry with that status. */
function endedAt(row: repository.CandidatureFactRow): Date | null {
  switch (row.status) {
    case CANDIDATE_STATUS.selected:
      return toDate(row.dateVictory) ?? historyDate(row);
    case CANDIDATE_STATUS.quit:
      return toDate(row.dateQuit) ?? historyDate(row);
    case CANDIDATE_STATUS.refused:
      return toDate(row.dateRefused) ?? historyDate(row);
    case CANDIDATE_STATUS.dismissed:
      return historyDate(row);
    default:
      return null;
  }
}

function historyDate(row: repository.CandidatureFactRow): Date | null {
  const entry = [...(row.statusHistory ?? [])].reverse().find((item) => item.status === row.status);
  const date = entry ? new Date(entry.date) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

function factOf(row: repository.CandidatureFactRow): TalentCandidatureFact {
  return {
    opportunityId: row.opportunityId,
    title: row.title,
    status: row.status,
    startedAt: new Date(row.startedAt),
    endedAt: endedAt(row),
    opportunityFinished: row.isFinished,
    opportunityFinishedAt: toDate(row.finishedAt),
  };
}

function processOf(row: repository.CandidatureFactRow): TalentInProgressOpportunity {
  return {
    id: row.opportunityId,
    idOpportunity: Number(row.idOpportunity),
    title: row.title,
    cliente: row.client,
    currentStatus: row.status,
    candidateStep: candidateStep(row.steps ?? []),
  };
}

function salaryOf(profile: Record<string, unknown>): TalentCard['perfilUsuario']['pretensao'] {
  const tipo = normalizeSalaryExpectation(
    profile.pretensao as Parameters<typeof normalizeSalaryExpectation>[0],
  );
  const entry = (model: (typeof HIRING_MODELS)[number]) => ({
    moeda: (tipo[model].moeda ?? UNSET) as TalentCard['perfilUsuario']['pretensao']['tipo']['clt']['moeda'],
    valor: (tipo[model].valor ?? UNSET) as TalentCard['perfilUsuario']['pretensao']['tipo']['clt']['valor'],
  });
  return { tipo: { clt: entry('clt'), pj: entry('pj'), others: entry('others') } };
}

function interestLocationsOf(profile: Record<string, unknown>): Array<{ formatted_address: string }> {
  const list = Array.isArray(profile.interestLocations) ? profile.interestLocations : [];
  return list
    .map((item) =>
      item && typeof item === 'object' ? (item as { formatted_address?: unknown }).formatted_address : null,
    )
    .filter((address): address is string => typeof address === 'string')
    .map((formatted_address) => ({ formatted_address }));
}

function evaluationOf(row: repository.TalentEvaluationRow): TalentEvaluation {
  return {
    _id: row.id,
    avaliacao: row.typeName,
    conteudo: row.conteudo,
    resultado: Number(row.resultado),
    created: new Date(row.created).toISOString(),
    user:
      row.evaluatorId !== null && row.evaluatorName !== null
        ? { _id: row.evaluatorId, displayName: row.evaluatorName }
        : null,
    opportunity: row.opportunityId === null ? null : { id: row.opportunityId },
    behavioural: isBehaviouralEvaluation(row.typeName, row.opportunityId),
  };
}

interface Period {
  start: Date;
  end: Date;
}

/** A card from a row: the phase by the domain rule, contacts masked (002 §6). */
function cardOf(row: repository.TalentRow, period: Period, now: Date): TalentCard {
  const facts = row.candidatures.map(factOf);
  const phase = talentPhase(
    {
      candidatures: facts,
      enteredAt: new Date(row.enteredAt),
      gaveUpAt: row.hiredOrQuit ? (toDate(row.hiredOrQuitAt) ?? new Date(row.enteredAt)) : null,
      period,
    },
    now,
  );
  const openIds = new Set(phase.open.map((fact) => fact.opportunityId));
  const evaluations = row.evaluations.map(evaluationOf);
  const contacts = contactsForRecruiter(
    { email: row.email, contacts: row.contacts },
    row.notificationsSettings,
  );
  return {
    _id: row.id,
    id: row.id,
    displayName: row.displayName,
    email: contacts.email,
    contato: { lista: contacts.contacts },
    huntingTime: phase.huntingDays,
    phase: phase.phase,
    outcome: phase.outcome ? { ...phase.outcome, at: phase.outcome.at.toISOString() } : null,
    talent: {
      category:
        row.groupId && row.groupName !== null
          ? { _id: row.groupId, name: row.groupName, description: row.groupDescription ?? '' }
          : null,
      recruiter: row.recruiterId
        ? {
            _id: row.recruiterId,
            displayName: row.recruiterName ?? '',
            userImageUrl: row.recruiterImageFileId ? fileUrlOf(row.recruiterImageFileId) : null,
          }
        : null,
      hiredOrQuit: row.hiredOrQuit,
      enteredAt: new Date(row.enteredAt).toISOString(),
    },
    perfilUsuario: {
      pretensao: salaryOf(row.profile),
      digomais: { lista: row.languages.map((item) => ({ ...item, level: Number(item.level) })) },
      interestLocations: interestLocationsOf(row.profile),
    },
    hiringModel: row.hiringModel,
    opportunityType: row.opportunityType,
    homeOffice: row.homeOffice,
    inProgressOpportunities: row.candidatures
      .filter((item) => openIds.has(item.opportunityId))
      .map(processOf),
    highCompatibleOpportunities: row.highCompatibles.map((item) => ({
      ...item,
      idOpportunity: Number(item.idOpportunity),
      nivelAderencia: Number(item.nivelAderencia),
    })),
    avaliacoesUsuario: evaluations,
    // The board lists live registrations only (IS_TALENT), so no card is a deleted one.
    badges: badgesOf(row, evaluations, now),
  };
}

async function recruiterFilter(db: Database, responsable: string): Promise<string | null> {
  if (responsable === ALL_RESPONSIBLES_ID) return null;
  if (!(await repository.findRecruiter(db, responsable))) {
    throw new AppError(400, TALENT_CODES.responsibleNotRecruiter);
  }
  return responsable;
}

interface BoardLoads {
  orders: BoardOrders;
  readAhead: PageReadAhead<TalentBoardPage>;
  /** The talents' order keys in memory, once the routes have made them (talent-board-keys.ts). */
  keys?: TalentBoardKeys;
}

/** One order store, one read-ahead and one set of keys per database (each test app has its own). */
const boardLoads = new WeakMap<object, BoardLoads>();

function loadsOf(ctx: Ctx): BoardLoads {
  let loads = boardLoads.get(ctx.database);
  if (!loads) {
    loads = { orders: new BoardOrders(), readAhead: new PageReadAhead<TalentBoardPage>() };
    boardLoads.set(ctx.database, loads);
  }
  return loads;
}

/**
 * The board of this database takes its orders from these keys (the routes make them at start); the function
 * returned stops it (as the app closes). Two apps on one embedded database (a test's second instance) share the
 * first one's keys: they follow the same data.
 */
export function useTalentBoardKeys(ctx: Ctx, keys: TalentBoardKeys): () => void {
  const loads = loadsOf(ctx);
  if (loads.keys) return () => {};
  loads.keys = keys;
  return () => {
    if (loads.keys === keys) delete loads.keys;
  };
}

/**
 * The board's order for one load (board-order.ts): page 1 takes it afresh, later pages reuse the one taken for the
 * same session and filters (the period only places cards, so it is not part of the key).
 */
async function boardOrder(
  ctx: Ctx,
  filter: repository.TalentFilter,
  page: number,
  sessionId: string,
): Promise<{ key: string; ids: readonly string[] }> {
  const { orders, keys } = loadsOf(ctx);
  const key = JSON.stringify([sessionId, filter.recruiterId, filter.group, filter.keywords, filter.sort]);
  const kept = page > 1 ? orders.get(key) : undefined;
  if (kept) return { key, ids: kept };
  const ids = (await keys?.order(filter)) ?? (await repository.talentOrder(ctx.database.db, filter));
  orders.set(key, ids);
  return { key, ids };
}

/** Resolves once the pages this process is reading ahead are read (benchmarks wait for it between samples). */
export function talentPagesReadAhead(ctx: Ctx): Promise<void> {
  return loadsOf(ctx).readAhead.settled();
}

/**
 * A page's cards are read in statements of at most CARDS_PER_STATEMENT, side by side on the pool's connections: a
 * statement runs on one core, and the board's pages come one after another, so a page read in parts
 * is drawn sooner on a server with cores to spare (on PGlite, a single backend, they simply run in turn).
 */
const CARDS_PER_STATEMENT = 125;

async function cardRows(db: Database, ids: readonly string[]): Promise<repository.TalentRow[]> {
  if (ids.length <= CARDS_PER_STATEMENT) return repository.talentCards(db, ids);
  const parts: Array<readonly string[]> = [];
  for (let at = 0; at < ids.length; at += CARDS_PER_STATEMENT) {
    parts.push(ids.slice(at, at + CARDS_PER_STATEMENT));
  }
  return (await Promise.all(parts.map((part) => repository.talentCards(db, part)))).flat();
}

/** A number per load's order (the array page 1 took), naming the load in its pages made ahead. */
const loadNumbers = new WeakMap<readonly string[], number>();
let loadsSeen = 0;
function loadNumberOf(order: readonly string[]): number {
  let number = loadNumbers.get(order);
  if (number === undefined) {
    loadsSeen += 1;
    number = loadsSeen;
    loadNumbers.set(order, number);
  }
  return number;
}

/**
 * Pages of a load made ahead of their requests. The browser asks the next page as soon as one arrives, so one page
 * ahead only overlaps the browser's reading; two let the database read one page while Node writes the other.
 */
const READ_AHEAD_PAGES = 2;

/**
 * A page of the board ready to send: its JSON, serialised once, and its counts. The cards themselves are not kept
 * beside their JSON: a page made ahead waits up to 10 s, and 500 cards as objects weigh several times their text.
 */
export interface TalentBoardPage {
  serialized: SerializedAnswer;
  /** Cards on this page. */
  cards: number;
  /** Talents the filters keep, all pages. */
  total: number;
}

/**
 * GET users/get-talents/{pageSize}/{page}: one page of talents placed by phase, and the filtered total.
 * Having answered page n of a load, the server makes the next READ_AHEAD_PAGES pages whole while this one travels
 * and is read by the client: their cards read, their JSON written and, through `compressAhead`, compressed as the
 * client takes them (docs/decisions/talent-board.md, fifth pass).
 */
export async function talentBoard(
  ctx: Ctx,
  params: { pageSize: number; page: number },
  query: TalentBoardQuery,
  viewer: { sessionId: string },
  options: { compressAhead?: (answer: SerializedAnswer) => void; now?: Date } = {},
): Promise<TalentBoardPage> {
  const db = ctx.database.db;
  const filter: repository.TalentFilter = {
    recruiterId: await recruiterFilter(db, query.responsable),
    group: query.group === 'all' ? null : query.group,
    keywords: query.keywords,
    sort: query.sort,
  };
  const { key, ids: order } = await boardOrder(ctx, filter, params.page, viewer.sessionId);
  const { readAhead } = loadsOf(ctx);
  // A page made ahead belongs to one load (its order, not only its filters: a reload takes a new order) and to the
  // period it placed its cards by.
  const pageKey = (page: number) =>
    [key, loadNumberOf(order), query.dateStart, query.dateEnd, params.pageSize, page].join('\u0000');
  const period = { start: utcDay(query.dateStart), end: utcDay(query.dateEnd) };
  const pageOf = async (page: number): Promise<TalentBoardPage> => {
    const from = (page - 1) * params.pageSize;
    const rows = await cardRows(db, order.slice(from, from + params.pageSize));
    const value: TalentBoardResponse = {
      waiting: [],
      participating: [],
      finished: [],
      total: order.length,
      page,
      pageSize: params.pageSize,
    };
    const now = options.now ?? new Date();
    for (const row of rows) {
      const card = cardOf(row, period, now);
      value[card.phase].push(card);
    }
    return { serialized: serializeAnswer(value), cards: rows.length, total: value.total };
  };
  const answer =
    (await readAhead.take(pageKey(params.page))?.catch(() => undefined)) ?? (await pageOf(params.page));
  const lastPage = Math.ceil(order.length / params.pageSize);
  for (let next = params.page + 1; next <= Math.min(lastPage, params.page + READ_AHEAD_PAGES); next++) {
    if (readAhead.has(pageKey(next))) continue;
    readAhead.put(pageKey(next), async () => {
      const made = await pageOf(next);
      options.compressAhead?.(made.serialized);
      return made;
    });
  }
  return answer;
}

/**
 * GET talent/{id}: the expanded card (002 §2.6). Without the board's period, a hire or withdrawal counts whenever
 * it happened (the phase is the talent's state today).
 */
export async function talentDetail(ctx: Ctx, id: string, now: Date = new Date()): Promise<TalentDetail> {
  const row = await repository.talentById(ctx.database.db, id);
  if (!row) throw new AppError(404, TALENT_CODES.notFound);
  const card = cardOf(row, { start: new Date(0), end: new Date(now.getTime() + DAY_MS) }, now);
  const open = new Set(card.inProgressOpportunities.map((item) => item.id));
  return {
    ...card,
    opportunitiesRelated: {
      inProgressOpportunities: card.inProgressOpportunities,
      finishedOpportunities: row.candidatures.filter((item) => !open.has(item.opportunityId)).map(processOf),
    },
  };
}

/** GET talent: the groups (H1–H3) with their descriptions. */
export async function talentGroupsList(ctx: Ctx): Promise<TalentGroup[]> {
  const groups = await repository.listGroups(ctx.database.db);
  return groups.map((group) => ({ _id: group.id, name: group.name, description: group.description }));
}

async function requireTalent(db: Database, id: string) {
  const professional = await repository.findProfessional(db, id);
  if (!professional?.isTalent) throw new AppError(404, TALENT_CODES.notFound);
  return professional;
}

async function checkedGroup(db: Database, groupId: string): Promise<string> {
  if (!(await repository.findGroup(db, groupId))) throw new AppError(400, TALENT_CODES.groupNotFound);
  return groupId;
}

async function checkedRecruiter(
  db: Database,
  recruiterId: string | null | undefined,
): Promise<string | null> {
  if (!recruiterId || recruiterId === ALL_RESPONSIBLES_ID) return null;
  if (!(await repository.findRecruiter(db, recruiterId))) {
    throw new AppError(400, TALENT_CODES.responsibleNotRecruiter);
  }
  return recruiterId;
}

/** 'Desistiu' keeps the instant it was ticked; unticking clears it. */
function gaveUpChange(
  record: { hiredOrQuit: boolean; hiredOrQuitAt: Date | null } | null,
  hiredOrQuit: boolean,
  now: Date,
) {
  if (!hiredOrQuit) return { hiredOrQuit: false, hiredOrQuitAt: null };
  return { hiredOrQuit: true, hiredOrQuitAt: record?.hiredOrQuit ? (record.hiredOrQuitAt ?? now) : now };
}

/**
 * PUT talent/{id} (002 §5 'Talent save'): group required ('Esse campo precisa ser preenchido'), responsible a
 * recruiter or none, and the salary expectation valid for every hiring model the professional ticked.
 */
export async function saveTalent(
  ctx: Ctx,
  actorId: string,
  id: string,
  body: TalentSaveBody,
  language: Language,
  now: Date = new Date(),
): Promise<{ message: string }> {
  const db = ctx.database.db;
  const professional = await requireTalent(db, id);
  if (!body.selectedGroup) throw new AppError(400, TALENT_CODES.groupRequired);
  const groupId = await checkedGroup(db, body.selectedGroup);
  const recruiterId = await checkedRecruiter(db, body.selectedResp);
  const sent = body.talent?.perfilUsuario?.pretensao?.tipo;
  let tipo: ReturnType<typeof normalizeSalaryExpectation> | null = null;
  if (sent) {
    const stored = normalizeSalaryExpectation(
      professional.profile.pretensao as Parameters<typeof normalizeSalaryExpectation>[0],
    );
    tipo = { clt: sent.clt ?? stored.clt, pj: sent.pj ?? stored.pj, others: sent.others ?? stored.others };
    if (!isSalaryExpectationValid(professional.hiringModel, { tipo })) {
      throw new AppError(400, TALENT_CODES.salaryRequired);
    }
  }
  const record = await repository.findRecord(db, id);
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await repository.upsertRecord(
      txDb,
      id,
      { groupId, recruiterId, ...gaveUpChange(record, body.hiredOrQuit, now) },
      actorId,
    );
    if (tipo) await repository.saveSalary(txDb, id, tipo);
  });
  return { message: translateMessage(TALENT_CODES.saved, language) };
}

function recordOf(
  userId: string,
  isTalent: boolean,
  record: Awaited<ReturnType<typeof repository.findRecord>>,
  groups: TalentGroup[],
  enteredFallback: string,
): TalentRecord {
  return {
    userId,
    isTalent,
    category: groups.find((group) => group._id === record?.groupId) ?? null,
    recruiterId: record?.recruiterId ?? null,
    hiredOrQuit: record?.hiredOrQuit ?? false,
    hiredOrQuitAt: record?.hiredOrQuitAt?.toISOString() ?? null,
    enteredAt: record?.enteredAt.toISOString() ?? enteredFallback,
  };
}

/** GET users/talent/{id}: the professional's talent record (the flag, group, responsible, 'Desistiu'). */
export async function talentRecord(ctx: Ctx, id: string, now: Date = new Date()): Promise<TalentRecord> {
  const db = ctx.database.db;
  const professional = await repository.findProfessional(db, id);
  if (!professional) throw new AppError(404, TALENT_CODES.notFound);
  const [record, groups] = await Promise.all([repository.findRecord(db, id), talentGroupsList(ctx)]);
  return recordOf(id, professional.isTalent, record, groups, now.toISOString());
}

/** PATCH users/talent/{id}: changes some of the record's fields (each checked like PUT's). */
export async function patchTalentRecord(
  ctx: Ctx,
  actorId: string,
  id: string,
  patch: TalentRecordPatch,
  now: Date = new Date(),
): Promise<TalentRecord> {
  const db = ctx.database.db;
  await requireTalent(db, id);
  const change: repository.RecordChange = {};
  if (patch.groupId !== undefined)
    change.groupId = patch.groupId === null ? null : await checkedGroup(db, patch.groupId);
  if (patch.recruiterId !== undefined) change.recruiterId = await checkedRecruiter(db, patch.recruiterId);
  if (patch.hiredOrQuit !== undefined) {
    Object.assign(change, gaveUpChange(await repository.findRecord(db, id), patch.hiredOrQuit, now));
  }
  await repository.upsertRecord(db, id, change, actorId);
  return talentRecord(ctx, id, now);
}
