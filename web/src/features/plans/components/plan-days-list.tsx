import type { PlanDetail, PlanDaySummary } from '@strongs/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/request';
import { usePlanAction } from '../../../lib/plans/plans-api';
import { monthOf, shortDate } from './plan-date';

function byMonth(days: PlanDaySummary[]): [string, PlanDaySummary[]][] {
  const months = new Map<string, PlanDaySummary[]>();
  for (const d of days) {
    const month = monthOf(d.date);
    months.set(month, [...(months.get(month) ?? []), d]);
  }
  return [...months];
}

/** Every day of the plan by month, each with its done mark (a checkbox) and a link to its reading. */
export function PlanDaysList({ plan }: { plan: PlanDetail }) {
  const action = usePlanAction();
  const current = plan.progress.currentDay;
  // A ticked box shows ticked in the click's own render and while it is saved (the mutation's state arrives a
  // tick later, and a controlled box would spring back meanwhile); the saved plan takes over once read again.
  const [ticked, setTicked] = useState<{ day: number; done: boolean } | null>(null);
  const isDone = (d: PlanDaySummary) => (ticked?.day === d.day ? ticked.done : d.done);
  return (
    <>
      {action.error && (
        <p className="form-failure" role="alert">
          {errorMessage(action.error, 'The day could not be saved.')}
        </p>
      )}
      {byMonth(plan.days).map(([month, days]) => {
        const done = days.filter((d) => d.done).length;
        const holdsToday = days.some((d) => d.day === current);
        return (
          <details key={month} className="plan-month" open={holdsToday || undefined}>
            <summary>
              {month}{' '}
              <span className="muted">
                ({done} of {days.length} read)
              </span>
            </summary>
            <ul className="plan-days">
              {days.map((d) => (
                <li key={d.day} className={d.day === current ? 'plan-today' : undefined}>
                  <label>
                    <input
                      type="checkbox"
                      checked={isDone(d)}
                      disabled={action.isPending}
                      onChange={(e) => {
                        setTicked({ day: d.day, done: e.target.checked });
                        action.mutate(
                          { type: 'mark', id: plan.id, day: d.day, done: e.target.checked },
                          { onSettled: () => setTicked(null) },
                        );
                      }}
                    />
                    <span>
                      Day {d.day} · {shortDate(d.date)}
                      {d.day === current && <strong> (today)</strong>}: {d.labels.join(' · ')}
                    </span>
                  </label>
                  <Link to={`/plans/${plan.id}/days/${d.day}`} aria-label={`Read day ${d.day}`}>
                    Read
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </>
  );
}
