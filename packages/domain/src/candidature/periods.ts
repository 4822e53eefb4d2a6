// DECISIONS "Numbers" / 001 §4: a same-day stage period counts as 0.25 day.
export const SAME_DAY_PERIOD_DAYS = 0.25;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

// The recruitment report measures tens of thousands of periods over a few hundred distinct days: each day's text is
// parsed once (parsing was most of the report's own time). Bounded: a flood of distinct texts only empties it.
const parsedTimes = new Map<string, number>();
const PARSED_TIMES_KEPT = 4096;

function timeOf(date: Date | string | number): number {
  if (typeof date !== 'string') return new Date(date).getTime();
  let time = parsedTimes.get(date);
  if (time === undefined) {
    time = new Date(date).getTime();
    if (parsedTimes.size >= PARSED_TIMES_KEPT) parsedTimes.clear();
    parsedTimes.set(date, time);
  }
  return time;
}

function calendarDay(date: Date | string | number, utcOffsetMinutes: number): number {
  return Math.floor((timeOf(date) + utcOffsetMinutes * MINUTE_MS) / DAY_MS);
}

/**
 * Days of a stage period: the difference of calendar dates (in the given UTC offset, default UTC),
 * with a same-day period counted as 0.25. An end before the start gives a negative number, which
 * reports flag as an invalid end date (002 §2.12).
 */
export function periodDays(
  start: Date | string | number,
  end: Date | string | number,
  utcOffsetMinutes = 0,
): number {
  const days = calendarDay(end, utcOffsetMinutes) - calendarDay(start, utcOffsetMinutes);
  return days === 0 ? SAME_DAY_PERIOD_DAYS : days;
}
