/**
 * Reading plans under /api/me/plans (issue #30). A plan's days are generated from the KJV verse counts
 * by libs/scripture (reading-plans); a started plan keeps its start date, the days done and the reader's
 * choice of how to catch up after a missed day. Dates are the reader's calendar dates, 'YYYY-MM-DD'.
 */

/** 'shift' moves the schedule so that today is the first day not done; 'double' puts missed days on today's page. */
export type PlanCatchUp = 'shift' | 'double';

export const PLAN_LIMITS = {
  /** Plans a reader may have started at once. */
  active: 10,
} as const;

export interface PlanPassageView {
  book: number;
  chapter: number;
  verse: number;
  endChapter: number;
  endVerse: number;
  /** 'Genesis 1–3', 'Psalms 119:1–88'. */
  label: string;
}

export interface PlanTrackReadingView {
  track: string;
  label: string;
  verses: number;
  passages: PlanPassageView[];
}

export interface PlanCatalogueEntry {
  slug: string;
  title: string;
  description: string;
  days: number;
  tracks: string[];
  /** All tracks together, rounded. */
  versesPerDay: number;
}

export interface PlanProgress {
  totalDays: number;
  daysDone: number;
  /** 0–100, rounded down (100 only when every day is done). */
  percent: number;
  /** Days before today's that are not done. */
  behind: number;
  /** The schedule's day for today (0 or less before the start, past totalDays after the end). */
  currentDay: number;
  /** Where day 1 falls once a shift has moved the schedule. */
  scheduleStart: string;
  endDate: string;
  /** The days today's page holds. */
  todayDays: number[];
  finished: boolean;
}

/** A plan the reader has started. */
export interface UserPlan {
  id: number;
  plan: string;
  title: string;
  startDate: string;
  catchUp: PlanCatchUp | null;
  createdAt: string;
  progress: PlanProgress;
}

/** GET /api/me/plans */
export interface PlansResponse {
  today: string;
  catalogue: PlanCatalogueEntry[];
  plans: UserPlan[];
}

export interface PlanDaySummary {
  day: number;
  /** The date the schedule gives the day. */
  date: string;
  done: boolean;
  /** One per track. */
  labels: string[];
}

/** GET /api/me/plans/{id}: the plan with every day. */
export interface PlanDetail extends UserPlan {
  tracks: string[];
  days: PlanDaySummary[];
}

/** GET /api/me/plans/{id}/days/{day}: one day's reading. */
export interface PlanDayReading {
  day: number;
  date: string;
  done: boolean;
  readings: PlanTrackReadingView[];
}

/** GET /api/me/plans/{id}/today: the plan and what today's page holds (several days when doubling up). */
export interface PlanTodayResponse {
  today: string;
  plan: UserPlan;
  days: PlanDayReading[];
}

export interface StartPlanRequest {
  plan: string;
  startDate: string;
}

/** A started plan in the study export (no ids). */
export interface PlanExport {
  plan: string;
  startDate: string;
  catchUp: PlanCatchUp | null;
  daysDone: number[];
}
