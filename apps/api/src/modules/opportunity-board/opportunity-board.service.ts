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
  type OpportunityPeriod,
  opportunityPeriods,
  type PlacedBoardCard,
  priorityLabel,
  type StageRegistration,
} from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import type { SerializedAnswer } from '../../lib/serialized-answer';
import { type BoardAnswer, boardAnswerOf } from './board-answer';
import type { BoardEntry, BoardNames, BoardSnapshot } from './board-snapshot';
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

/** A row's days in its current step, by day: a squad's or responsible's rename makes its card again, not its periods. */
const daysOfRow = new WeakMap<repository.BoardRow, { day: string; days: number | null }>();

function daysInCurrentStepOf(row: repository.BoardRow, today: Date): number | null {
  const day = today.toISOString().slice(0, 10);
  const kept = daysOfRow.get(row);
  if (kept?.day === day) return kept.days;
  const timeline = timelineOfRow(row);
  const days = daysInCurrentStep(
    opportunityPeriods({
      publicationDate: row.publicationDay,
      registrations: timeline.registrations,
      victories: timeline.victories,
      until: today,
    }),
    row.fase,
  );
  daysOfRow.set(row, { day, days });
  return days;
}

/**
 * One open opportunity on the board: its card (002 §3 'Opportunity (kanban item)') with its days in the current step
 * (from its periods, open ones running to `today`), and the columns 002 §4 places it in (none: it is not on the board).
 */
export function boardEntryOf(row: repository.BoardRow, names: BoardNames, today: Date): BoardEntry {
  const responsible = row.responsibleId ? names.people.get(row.responsibleId) : undefined;
  const squadName = row.squadId ? names.squads.get(row.squadId) : undefined;
  const card: OpportunityBoardCard = {
    _id: row.id,
    idOpportunity: row.idOpportunity,
    titulo: row.titulo,
    cliente: row.client?.trim() ? row.client : null,
    user:
      row.responsibleId && responsible
        ? {
            _id: row.responsibleId,
            displayName: responsible.displayName,
            userImageUrl: responsible.imageFileId ? fileUrlOf(responsible.imageFileId) : null,
          }
        : null,
    quantidadeVagas: row.quantidadeVagas,
    fase: row.fase,
    label: row.label,
    squad: row.squadId && squadName !== undefined ? { _id: row.squadId, name: squadName } : null,
    victories: row.victories,
    defeats: row.defeats,
    periodInCurrentStep: daysInCurrentStepOf(row, today),
    selectedPriority: { label: priorityLabel(row.priority) ?? '', value: row.priority },
    created: row.created,
    victoryDates: row.victoryDays,
    datesDefeats: row.defeatDates.map((date) => ({ date })),
  };
  return {
    row,
    card,
    columns: kanbanColumnsOf(kanbanFeedOf(row), { ...card, showInKanban: row.showInKanban }),
  };
}

/**
 * GET opportunity/kanban (002 §2.3, §4): every open opportunity the filters keep, placed on the six columns by the
 * feed it comes from, each card once with its days in the current step (from its periods) and its wins and
 * defeats by day. The open opportunities are kept in memory and followed change by change (board-snapshot.ts); the
 * answer of each set of filters is packed by field (board-wire.ts in the domain), serialised once and compressed
 * on first demand per encoding, since the same answer goes to every recruiter until something on it changes; after
 * a change only the fields that changed are written and compressed again (board-answer.ts).
 */
export async function opportunityBoard(
  query: OpportunityBoardQuery,
  snapshot: BoardSnapshot,
  today = new Date(),
): Promise<SerializedAnswer> {
  const view = await snapshot.view(today);
  const key = [query.squad, query.responsible, query.priority].join('|');
  return view.answer<BoardAnswer>(key, (previous) => boardAnswerOf(placedOf(view.entries, query), previous));
}

/** The cards the filters keep, in the order the priority asks for, with their columns. */
function placedOf(entries: readonly BoardEntry[], query: OpportunityBoardQuery): PlacedBoardCard[] {
  const { only, byPriority } = boardPriorityFilter(query.priority);
  const squad = query.squad === KANBAN_ALL ? null : query.squad;
  const responsible = query.responsible === KANBAN_ALL ? null : query.responsible;
  const kept = entries.filter(
    (entry) =>
      entry.columns.length > 0 &&
      (squad === null || entry.row.squadId === squad) &&
      (responsible === null || entry.row.responsibleId === responsible) &&
      (only === null || entry.row.priority === only),
  );
  // Alta → Baixa, then the board's order (a stable sort keeps it within each priority).
  if (byPriority) kept.sort((a, b) => a.row.priority - b.row.priority);
  return kept;
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
