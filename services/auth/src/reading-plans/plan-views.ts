import type { PlanCatalogueEntry, PlanDayReading, PlanDetail, UserPlan } from '@strongs/contracts';
import {
  addDays,
  READING_PLANS,
  readingPlanFacts,
  scheduleState,
  type ReadingPlan,
} from '@strongs/scripture';
import type { PlanRow } from './reading-plans.repository';

/** What the API answers, computed from a stored row, the generated plan and the reader's today. */

export function catalogue(): PlanCatalogueEntry[] {
  return READING_PLANS.map(readingPlanFacts);
}

export function userPlan(row: PlanRow, plan: ReadingPlan, today: string): UserPlan {
  const state = scheduleState({
    totalDays: plan.days,
    startDate: row.startDate,
    catchUp: row.catchUp,
    done: row.done,
    today,
  });
  return {
    id: row.id,
    plan: row.plan,
    title: plan.title,
    startDate: row.startDate,
    catchUp: row.catchUp,
    createdAt: row.createdAt,
    progress: {
      totalDays: plan.days,
      daysDone: state.daysDone,
      percent: Math.floor((100 * state.daysDone) / plan.days),
      behind: state.behind,
      currentDay: state.currentDay,
      scheduleStart: state.scheduleStart,
      endDate: state.endDate,
      todayDays: state.todayDays,
      finished: state.finished,
    },
  };
}

export function planDetail(row: PlanRow, plan: ReadingPlan, today: string): PlanDetail {
  const view = userPlan(row, plan, today);
  const done = new Set(row.done);
  return {
    ...view,
    tracks: plan.tracks.map((t) => t.name),
    days: plan.schedule.map((d) => ({
      day: d.day,
      date: addDays(view.progress.scheduleStart, d.day - 1),
      done: done.has(d.day),
      labels: d.readings.map((r) => r.label),
    })),
  };
}

export function dayReading(row: PlanRow, plan: ReadingPlan, view: UserPlan, day: number): PlanDayReading {
  return {
    day,
    date: addDays(view.progress.scheduleStart, day - 1),
    done: row.done.includes(day),
    readings: plan.schedule[day - 1].readings,
  };
}
