import { BadRequestException, Injectable } from '@nestjs/common';
import { PLAN_LIMITS, type PlanExport } from '@strongs/contracts';
import { CATCH_UP_MODES, epochDay, readingPlan } from '@strongs/scripture';
import { ReadingPlansRepository, type Runner } from './reading-plans.repository';
import { overPlanLimit, unknownPlan } from './reading-plans.service';

/** The plans part of the study export and import (GET /api/me/export, POST /api/me/import). */
@Injectable()
export class PlanTransferService {
  constructor(private readonly repo: ReadingPlansRepository) {}

  async export(userId: number): Promise<PlanExport[]> {
    return (await this.repo.all(userId)).map((row) => ({
      plan: row.plan,
      startDate: row.startDate,
      catchUp: row.catchUp,
      daysDone: row.done,
    }));
  }

  /** Checked before anything is written: a bad plan refuses the whole import. */
  check(items: readonly Record<string, unknown>[]): PlanExport[] {
    return items.map((item, i) => {
      try {
        return checkPlan(item);
      } catch (error) {
        if (error instanceof BadRequestException)
          throw new BadRequestException(`plans[${i}]: ${error.message}`);
        throw error;
      }
    });
  }

  /** Inside the import's transaction (the user's row is locked): adds the plans not started yet. */
  async import(
    tx: Runner,
    userId: number,
    plans: PlanExport[],
  ): Promise<{ added: number; existing: number }> {
    const added = await this.repo.insertMissing(tx, userId, plans);
    const count = added > 0 ? await this.repo.count(tx, userId) : 0;
    if (count > PLAN_LIMITS.active) throw overPlanLimit(count);
    return { added, existing: plans.length - added };
  }
}

function checkPlan(item: Record<string, unknown>): PlanExport {
  const { plan: slug, startDate, catchUp = null, daysDone = [] } = item;
  const plan = typeof slug === 'string' ? readingPlan(slug) : undefined;
  if (!plan) throw unknownPlan(String(slug));
  if (typeof startDate !== 'string' || epochDay(startDate) === undefined)
    throw new BadRequestException('startDate must be a date, YYYY-MM-DD');
  if (catchUp !== null && !(CATCH_UP_MODES as readonly unknown[]).includes(catchUp))
    throw new BadRequestException(`catchUp must be one of ${CATCH_UP_MODES.join(', ')} or null`);
  if (
    !Array.isArray(daysDone) ||
    daysDone.length > plan.days ||
    !daysDone.every((d) => Number.isInteger(d) && d >= 1 && d <= plan.days)
  )
    throw new BadRequestException(`daysDone must be a list of days from 1 to ${plan.days}`);
  return {
    plan: plan.slug,
    startDate,
    catchUp: catchUp as PlanExport['catchUp'],
    daysDone: [...new Set(daysDone as number[])].sort((a, b) => a - b),
  };
}
