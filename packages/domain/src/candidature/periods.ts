// DECISIONS "Numbers" / 001 §4: a same-day stage period counts as 0.25 day.
export const SAME_DAY_PERIOD_DAYS = 0.25;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

function calendarDay(date: Date | string | number, utcOffsetMinutes: number): number {
  return Math.floor((new Date(date).getTime() + utcOffsetMinutes * MINUTE_MS) / DAY_MS);
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
