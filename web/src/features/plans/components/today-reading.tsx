import type { PlanTodayResponse } from '@strongs/contracts';
import { DayReading } from './day-reading';
import { longDate } from './plan-date';

/** What today's page holds: today's day, the missed ones first when doubling up, or why there is none. */
export function TodayReading({ today }: { today: PlanTodayResponse }) {
  const { plan, days } = today;
  const { progress } = plan;
  if (days.length)
    return (
      <>
        {days.length > 1 && (
          <p>
            Doubling up: the {days.length - 1} {days.length === 2 ? 'day' : 'days'} you missed, then
            today&rsquo;s.
          </p>
        )}
        {days.map((day) => (
          <DayReading key={day.day} planId={plan.id} reading={day} level={3} />
        ))}
      </>
    );
  if (progress.finished) return <p>You have read every day of this plan.</p>;
  if (progress.currentDay < 1) return <p>Day 1 is on {longDate(progress.scheduleStart)}.</p>;
  return <p>The plan&rsquo;s last day has passed: choose how to catch up with the days not read.</p>;
}
