import { JOB_GROUPS } from '../profile/job-groups';

// No zod in this module (its schemas are in talent-contract.ts): the web shell builds the board's first call from
// these constants and functions without loading the schema library (apps/web features/talent-board/prefetch.ts).

// 002 §9: talent board sort options 0–6.
export const TALENT_SORT = {
  kanbanInclusionDate: 0,
  alphabeticalAsc: 1,
  alphabeticalDesc: 2,
  higherOpinionScore: 3,
  lowerOpinionScore: 4,
  recentBehaviouralOpinion: 5,
  oldBehaviouralOpinion: 6,
} as const;
export type TalentSort = (typeof TALENT_SORT)[keyof typeof TALENT_SORT];
export const DEFAULT_TALENT_SORT: TalentSort = TALENT_SORT.kanbanInclusionDate;

// 002 §9: group filter = all groups, the three categories, or 'Sem categoria' (none of them).
export const TALENT_GROUP_FILTERS = ['all', ...JOB_GROUPS, 'none'] as const;
export type TalentGroupFilter = (typeof TALENT_GROUP_FILTERS)[number];

// 002 §3: a pseudo responsible with id '-1' means all responsibles.
export const ALL_RESPONSIBLES_ID = '-1';

// 002 §2.5 / §4: talent board phases.
export const TALENT_PHASES = ['waiting', 'participating', 'finished'] as const;
export type TalentPhase = (typeof TALENT_PHASES)[number];

/**
 * The board fetches pages of 500, one after another (002 §9 says 10: docs/decisions/talent-board.md, "Loading the
 * whole board" and its later passes, say why); the API accepts up to 500 per page, so a client asking 10 works as
 * the contract says.
 */
export const TALENT_BOARD_PAGE_SIZE = 500;
export const TALENT_BOARD_MAX_PAGE_SIZE = 500;

// 002 §9: the board's controls unlock once loading reaches about 99 %.
export const TALENT_BOARD_UNLOCK_PERCENT = 99;
// 002 §9: default period today to today + 7 days.
export const TALENT_BOARD_DEFAULT_RANGE_DAYS = 7;

/** 002 §5: the board's end date is sent as end plus one day (inclusive end). */
export function talentBoardEndParam(end: Date): Date {
  return new Date(end.getTime() + 24 * 60 * 60 * 1000);
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar day as YYYY-MM-DD. */
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** 002 §9: the board's default period, today to today + 7 (local calendar days, YYYY-MM-DD). */
export function defaultTalentPeriod(today = new Date()): { start: string; end: string } {
  const end = new Date(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() + TALENT_BOARD_DEFAULT_RANGE_DAYS,
  );
  return { start: localDay(today), end: localDay(end) };
}

/** 002 §5: the day sent as dateEnd for a period whose last day is `end` (YYYY-MM-DD): the day after it. */
export function talentBoardEndDay(end: string): string {
  const [year, month, day] = end.split('-').map(Number);
  return localDay(new Date(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + 1));
}
