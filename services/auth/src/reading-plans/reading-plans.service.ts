import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  PLAN_LIMITS,
  type PlanCatchUp,
  type PlanDayReading,
  type PlanDetail,
  type PlansResponse,
  type PlanTodayResponse,
  type UserPlan,
} from '@strongs/contracts';
import { READING_PLAN_SLUGS, readingPlan, type ReadingPlan } from '@strongs/scripture';
import { checkStartDate, readerToday } from './plan-dates';
import { catalogue, dayReading, planDetail, userPlan } from './plan-views';
import { ReadingPlansRepository, type PlanRow } from './reading-plans.repository';

/** Another user's plan id and an id that never existed answer alike. */
const noSuchPlan = () => new NotFoundException('No such reading plan');

export function unknownPlan(slug: string): BadRequestException {
  return new BadRequestException(
    `There is no reading plan '${slug}': the plans are ${READING_PLAN_SLUGS.join(', ')}`,
  );
}

export function overPlanLimit(count: number): BadRequestException {
  return new BadRequestException(
    `You can follow at most ${PLAN_LIMITS.active} reading plans at once (this would make ${count}): stop one to start another`,
  );
}

/** The reading plans of the signed-in user: start, read day by day, mark done, catch up, stop. */
@Injectable()
export class ReadingPlansService {
  constructor(private readonly repo: ReadingPlansRepository) {}

  async list(userId: number, todayParam?: string): Promise<PlansResponse> {
    const today = readerToday(todayParam);
    const rows = await this.repo.all(userId);
    return {
      today,
      catalogue: catalogue(),
      plans: rows.flatMap((row) => {
        const plan = readingPlan(row.plan);
        return plan ? [userPlan(row, plan, today)] : [];
      }),
    };
  }

  /** Starting a plan already started answers that plan, as it was. */
  async start(userId: number, slug: string, startDate: string, todayParam?: string): Promise<UserPlan> {
    const today = readerToday(todayParam);
    const plan = readingPlan(slug);
    if (!plan) throw unknownPlan(slug);
    checkStartDate(startDate, today);
    return this.repo.forUser(userId, async (tx) => {
      const { id, inserted } = await this.repo.start(tx, userId, slug, startDate);
      const count = inserted ? await this.repo.count(tx, userId) : 0;
      if (count > PLAN_LIMITS.active) throw overPlanLimit(count);
      return userPlan((await this.repo.find(userId, id, tx)) as PlanRow, plan, today);
    });
  }

  async detail(userId: number, id: number, todayParam?: string): Promise<PlanDetail> {
    const today = readerToday(todayParam);
    const { row, plan } = await this.owned(userId, id);
    return planDetail(row, plan, today);
  }

  async day(userId: number, id: number, day: number, todayParam?: string): Promise<PlanDayReading> {
    const today = readerToday(todayParam);
    const { row, plan } = await this.owned(userId, id);
    checkDay(plan, day);
    return dayReading(row, plan, userPlan(row, plan, today), day);
  }

  async today(userId: number, id: number, todayParam?: string): Promise<PlanTodayResponse> {
    const today = readerToday(todayParam);
    const { row, plan } = await this.owned(userId, id);
    const view = userPlan(row, plan, today);
    return { today, plan: view, days: view.progress.todayDays.map((d) => dayReading(row, plan, view, d)) };
  }

  /**
   * The reader's choice of how to catch up. Leaving "shift" keeps where the shift has moved the schedule
   * to: the days it moved do not come back as missed.
   */
  async setCatchUp(userId: number, id: number, catchUp: PlanCatchUp, todayParam?: string): Promise<UserPlan> {
    const today = readerToday(todayParam);
    const { row, plan } = await this.owned(userId, id);
    const startDate = userPlan(row, plan, today).progress.scheduleStart;
    if (!(await this.repo.setCatchUp(userId, id, catchUp, startDate))) throw noSuchPlan();
    return this.view(userId, id, today);
  }

  async mark(userId: number, id: number, day: number, done: boolean, todayParam?: string): Promise<UserPlan> {
    const today = readerToday(todayParam);
    const { plan } = await this.owned(userId, id);
    checkDay(plan, day);
    if (done) await this.repo.markDone(userId, id, day);
    else await this.repo.markUndone(userId, id, day);
    return this.view(userId, id, today);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.repo.remove(userId, id))) throw noSuchPlan();
  }

  private async view(userId: number, id: number, today: string): Promise<UserPlan> {
    const { row, plan } = await this.owned(userId, id);
    return userPlan(row, plan, today);
  }

  private async owned(userId: number, id: number): Promise<{ row: PlanRow; plan: ReadingPlan }> {
    const row = await this.repo.find(userId, id);
    const plan = row && readingPlan(row.plan);
    if (!row || !plan) throw noSuchPlan();
    return { row, plan };
  }
}

function checkDay(plan: ReadingPlan, day: number): void {
  if (day < 1 || day > plan.days) throw new NotFoundException(`This plan has days 1 to ${plan.days}`);
}
