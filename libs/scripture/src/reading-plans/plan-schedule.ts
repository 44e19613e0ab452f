/**
 * Where a reader is in a plan on a given date. Dates are calendar dates ('2026-01-31'), counted in
 * whole days with no time zone: the reader's own "today" is what decides which day's reading is due.
 */
export type CatchUp = 'shift' | 'double';

export const CATCH_UP_MODES: readonly CatchUp[] = ['shift', 'double'];

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date, or undefined for anything else (2026-02-30 included). */
export function epochDay(date: string): number | undefined {
  const m = ISO_DATE.exec(date);
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === date ? ms / DAY_MS : undefined;
}

export function dateOfEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const day = epochDay(date);
  if (day === undefined) throw new RangeError(`Not a date: ${date}`);
  return dateOfEpochDay(day + days);
}

export interface ScheduleInput {
  totalDays: number;
  startDate: string;
  /** Null until the reader first chooses how to catch up. */
  catchUp: CatchUp | null;
  /** Day numbers marked done. */
  done: readonly number[];
  today: string;
}

export interface ScheduleState {
  daysDone: number;
  /** The schedule's day for today (0 or less before the start, more than totalDays after the end). */
  currentDay: number;
  /** Days before today's that are not done. */
  behind: number;
  /** Where day 1 falls once a shift has moved the schedule (the start date otherwise). */
  scheduleStart: string;
  endDate: string;
  /** What today's page holds: today's day, and with "double up" the missed days before it. */
  todayDays: number[];
  finished: boolean;
}

/**
 * "shift" moves the whole schedule so that today is the first day not done (the plan ends later);
 * "double" keeps the dates and puts every missed day on today's page; with no choice yet, today's page
 * is today's day and the reader is told how far behind they are.
 */
export function scheduleState(input: ScheduleInput): ScheduleState {
  const { totalDays, catchUp } = input;
  const start = epochDay(input.startDate);
  const today = epochDay(input.today);
  if (start === undefined || today === undefined) throw new RangeError('Dates must be YYYY-MM-DD');
  const done = new Set(input.done.filter((d) => d >= 1 && d <= totalDays));
  let firstUndone = 0;
  for (let d = 1; d <= totalDays && !firstUndone; d++) if (!done.has(d)) firstUndone = d;
  const onDate = today - start + 1;
  const shifted = catchUp === 'shift' && firstUndone > 0 && firstUndone < onDate;
  const scheduleStart = shifted ? today - firstUndone + 1 : start;
  const currentDay = today - scheduleStart + 1;
  const missed: number[] = [];
  for (let d = 1; d < Math.min(currentDay, totalDays + 1); d++) if (!done.has(d)) missed.push(d);
  const current = currentDay >= 1 && currentDay <= totalDays ? [currentDay] : [];
  return {
    daysDone: done.size,
    currentDay,
    behind: missed.length,
    scheduleStart: dateOfEpochDay(scheduleStart),
    endDate: dateOfEpochDay(scheduleStart + totalDays - 1),
    todayDays: catchUp === 'double' ? [...missed, ...current] : current,
    finished: done.size === totalDays,
  };
}
