import type { UserPlan } from '@strongs/contracts';
import './plans.css';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** What a reader wants to know of a plan at a glance: how far, and whether they are behind. */
export function planStatus({ progress }: UserPlan): string {
  if (progress.finished) return 'Finished: every day read';
  const behind = progress.behind > 0 ? `, ${days(progress.behind)} behind` : '';
  const starts = progress.currentDay < 1 ? `, starts in ${days(1 - progress.currentDay)}` : '';
  return `${progress.daysDone} of ${days(progress.totalDays)} read${behind}${starts}`;
}

/** A started plan's progress bar and status line. */
export function PlanProgress({ plan }: { plan: UserPlan }) {
  const { percent, behind } = plan.progress;
  return (
    <div className="plan-progress">
      <div
        className="plan-progress-track"
        role="progressbar"
        aria-label={`${plan.title}: progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${planStatus(plan)}`}
      >
        <div className="plan-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className={`plan-status${behind > 0 ? ' plan-behind' : ' muted'}`}>
        {planStatus(plan)} · {percent}%
      </p>
    </div>
  );
}
