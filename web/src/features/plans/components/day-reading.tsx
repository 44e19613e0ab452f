import type { PlanDayReading } from '@strongs/contracts';
import { useId } from 'react';
import { errorMessage } from '../../../lib/request';
import { usePlanAction } from '../../../lib/plans/plans-api';
import { longDate } from './plan-date';
import { PassageText } from './passage-text';

/**
 * One day of a plan on one page: every track's passages with their text, and the day's done mark at the
 * end, where the reader finishes.
 */
export function DayReading({
  planId,
  reading,
  level = 2,
}: {
  planId: number;
  reading: PlanDayReading;
  /** The day's heading level: 2 on a day's own page, 3 under "Today's reading". */
  level?: 2 | 3;
}) {
  const DayHeading = `h${level}` as const;
  const TrackHeading = `h${level + 1}` as 'h3' | 'h4';
  const id = useId();
  const action = usePlanAction();
  const { day, done } = reading;
  const several = reading.readings.length > 1;
  return (
    <section className="plan-day" aria-labelledby={`${id}-day`}>
      <DayHeading id={`${id}-day`}>
        Day {day} · {longDate(reading.date)}
        {done && <span className="plan-done"> · done</span>}
      </DayHeading>
      {several && <p className="muted">{reading.readings.map((r) => r.label).join(' · ')}</p>}
      {reading.readings.map((track) => (
        <section key={track.track} className="plan-track" aria-label={`${track.track}: ${track.label}`}>
          <TrackHeading>{several ? `${track.track}: ${track.label}` : track.label}</TrackHeading>
          {track.passages.map((p) => (
            <PassageText key={`${p.book}.${p.chapter}.${p.verse}`} passage={p} level={(level + 2) as 4 | 5} />
          ))}
        </section>
      ))}
      <div className="plan-day-actions">
        {done ? (
          <>
            <span className="plan-done" role="status">
              ✓ Day {day} is done
            </span>
            <button
              type="button"
              className="button button-small"
              disabled={action.isPending}
              onClick={() => action.mutate({ type: 'mark', id: planId, day, done: false })}
            >
              Mark day {day} as not done
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button-primary"
            disabled={action.isPending}
            onClick={() => action.mutate({ type: 'mark', id: planId, day, done: true })}
          >
            Mark day {day} as done
          </button>
        )}
        {action.error && (
          <p className="form-failure" role="alert">
            {errorMessage(action.error, 'The day could not be saved.')}
          </p>
        )}
      </div>
    </section>
  );
}
