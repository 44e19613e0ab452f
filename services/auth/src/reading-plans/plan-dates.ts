import { BadRequestException } from '@nestjs/common';
import { epochDay } from '@strongs/scripture';

/** How far a start date may be from today: a plan is started for this year, not for another. */
const START_WITHIN_DAYS = 366;

const serverToday = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The reader's own date, which the web sends (their time zone decides when a day's reading is due); it can
 * be a day either side of the server's UTC date and no more. Without one, the server's date.
 */
export function readerToday(given: string | undefined, now = new Date()): string {
  const server = serverToday(now);
  if (given === undefined) return server;
  const day = epochDay(given);
  if (day === undefined || Math.abs(day - (epochDay(server) as number)) > 1)
    throw new BadRequestException("today must be the reader's date, YYYY-MM-DD");
  return given;
}

export function checkStartDate(startDate: string, today: string): string {
  const day = epochDay(startDate);
  if (day === undefined) throw new BadRequestException('startDate must be a date, YYYY-MM-DD');
  if (Math.abs(day - (epochDay(today) as number)) > START_WITHIN_DAYS)
    throw new BadRequestException('startDate must be within a year of today');
  return startDate;
}
