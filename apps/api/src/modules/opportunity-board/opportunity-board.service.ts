import {
  type BoardResultsQuery,
  type BoardResultsResponse,
  boardPriorityFilter,
  boardResultsInPeriod,
  daysInCurrentStep,
  fileUrlOf,
  KANBAN_ALL,
  kanbanColumnsOf,
  kanbanFeedOf,
  type OpportunityBoardCard,
  type OpportunityBoardQuery,
  type OpportunityBoardResponse,
  type OpportunityPeriod,
  opportunityPeriods,
  priorityLabel,
  type StageRegistration,
} from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import type { NotifiedCache } from '../../lib/notified-cache';
import { type SerializedAnswer, serializeAnswer } from '../../lib/serialized-answer';
import * as repository from './opportunity-board.repository';

type Ctx = Pick<AppContext, 'database'>;

export interface PeriodSubject {
  id: string;
  publicationDate: Date | null;
  /** A finished opportunity's periods stop the day it was finished. */
  finishedAt?: Date | null;
}

interface Timeline {
  registrations: StageRegistration[];
  /** Days professionals became Selecionado, oldest first. */
  victories: string[];
}

/** Each opportunity's first positive registration per stage and its victory days, from one read. */
async function timelinesOf(db: Database, ids: readonly string[]): Promise<Map<string, Timeline>> {
  const timelines = new Map<string, Timeline>(ids.map((id) => [id, { registrations: [], victories: [] }]));
  for (const row of await repository.milestones(db, ids)) {
    const timeline = timelines.get(row.opportunityId);
    if (!timeline) continue;
    if (row.stage === 5) timeline.victories.push(row.day);
    else timeline.registrations.push({ stage: row.stage, date: row.day, met: true });
  }
  return timelines;
}

function periodsFrom(
  subject: PeriodSubject,
  timeline: Timeline | undefined,
  today: Date,
): OpportunityPeriod[] {
  return opportunityPeriods({
    publicationDate: subject.publicationDate,
    registrations: timeline?.registrations ?? [],
    victories: timeline?.victories ?? [],
    until: subject.finishedAt ?? today,
  });
}

/** A board row's milestones as a timeline (read with the row). */
function timelineOfRow(row: repository.BoardRow): Timeline {
  const registrations: StageRegistration[] = [];
  row.stageMetOn.forEach((day, index) => {
    if (day) registrations.push({ stage: (index + 1) as StageRegistration['stage'], date: day, met: true });
  });
  return { registrations, victories: row.victoryDays };
}

/**
 * The periods (002 §4) of many opportunities: open periods run to `today`, or to the day the opportunity was
 * finished. The board and the expanded card (GET opportunity/dates/{id}) share it.
 */
export async function periodsOf(
  db: Database,
  subjects: readonly PeriodSubject[],
  today = new Date(),
): Promise<Map<string, OpportunityPeriod[]>> {
  const timelines = await timelinesOf(
    db,
    subjects.map((subject) => subject.id),
  );
  return new Map(
    subjects.map((subject) => [subject.id, periodsFrom(subject, timelines.get(subject.id), today)]),
  );
}

/**
 * GET opportunity/kanban (002 §2.3, §4): every open opportunity the filters keep, placed on the six columns by the
 * feed it comes from, each card once with its days in the current step (from its periods) and its wins and
 * defeats by day. One read whatever the board's size, and none while the kept answer is still true (board-cache.ts):
 * the answer is kept serialised (and compressed on first demand), since the same 1 MB goes to every recruiter.
 */
export async function opportunityBoard(
  ctx: Ctx,
  query: OpportunityBoardQuery,
  cache: NotifiedCache<SerializedAnswer> | null,
  today = new Date(),
): Promise<SerializedAnswer> {
  const build = async () => serializeAnswer(await readBoard(ctx, query, today));
  if (!cache) return build();
  // The day is part of the key: open periods run to today.
  const key = [query.squad, query.responsible, query.priority, today.toISOString().slice(0, 10)].join('|');
  return cache.get(key, build);
}

async function readBoard(
  ctx: Ctx,
  query: OpportunityBoardQuery,
  today: Date,
): Promise<OpportunityBoardResponse> {
  const db = ctx.database.db;
  const { only, byPriority } = boardPriorityFilter(query.priority);
  const found = await repository.openOpportunities(db, {
    squadId: query.squad === KANBAN_ALL ? null : query.squad,
    responsibleId: query.responsible === KANBAN_ALL ? null : query.responsible,
    priority: only,
    byPriority,
  });
  const cards = found.map(
    (row): OpportunityBoardCard & { feed: ReturnType<typeof kanbanFeedOf>; showInKanban: boolean } => {
      const timeline = timelineOfRow(row);
      return {
        _id: row.id,
        idOpportunity: row.idOpportunity,
        titulo: row.titulo,
        cliente: row.client?.trim() ? row.client : null,
        user:
          row.responsibleId && row.responsibleName !== null
            ? {
                _id: row.responsibleId,
                displayName: row.responsibleName,
                userImageUrl: row.responsibleImageFileId ? fileUrlOf(row.responsibleImageFileId) : null,
              }
            : null,
        quantidadeVagas: row.quantidadeVagas,
        fase: row.fase,
        label: row.label,
        squad: row.squadId && row.squadName !== null ? { _id: row.squadId, name: row.squadName } : null,
        victories: row.victories,
        defeats: row.defeats,
        periodInCurrentStep: daysInCurrentStep(periodsFrom(row, timeline, today), row.fase),
        selectedPriority: { label: priorityLabel(row.priority) ?? '', value: row.priority },
        created: row.createdAt.toISOString(),
        victoryDates: timeline.victories,
        datesDefeats: row.defeatDates.map((date) => ({ date })),
        feed: kanbanFeedOf(row),
        showInKanban: row.showInKanban,
      };
    },
  );
  // One pass in the board's order, so every column keeps the sort (a card may land in two columns).
  const columns: OpportunityBoardResponse['columns'] = {
    review: [],
    recruitment: [],
    evaluation: [],
    selection: [],
    presentation: [],
    closed: [],
  };
  const onBoard: OpportunityBoardCard[] = [];
  for (const { feed, showInKanban, ...card } of cards) {
    const placed = kanbanColumnsOf(feed, { ...card, showInKanban });
    for (const column of placed) columns[column].push(card._id);
    if (placed.length > 0) onBoard.push(card);
  }
  return { cards: onBoard, columns };
}

/**
 * GET opportunity/kanban-results ('Vitórias e Derrotas', 002 §2.3): the wins and defeats dated in the period of
 * every opportunity the board's filters keep, finished ones included (issue 22: the board's cards alone lost the
 * wins of every opportunity finished since).
 */
export async function boardResultsOfPeriod(
  ctx: Ctx,
  query: BoardResultsQuery,
): Promise<BoardResultsResponse> {
  const found = await repository.opportunitiesWithResults(
    ctx.database.db,
    {
      squadId: query.squad === KANBAN_ALL ? null : query.squad,
      responsibleId: query.responsible === KANBAN_ALL ? null : query.responsible,
      priority: boardPriorityFilter(query.priority).only,
    },
    query.from,
    query.to,
  );
  const results = boardResultsInPeriod(
    found.map((row) => ({
      _id: row.id,
      titulo: row.titulo,
      squad: row.squadName === null ? null : { _id: '', name: row.squadName },
      victoryDates: row.victoryDays,
      datesDefeats: row.defeatDates.map((date) => ({ date })),
    })),
    query.from,
    query.to,
  );
  return { from: query.from, to: query.to, ...results };
}
