import type { PlanCatchUp, UserPlan } from '@strongs/contracts';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/request';
import { usePlanAction } from '../../../lib/plans/plans-api';

const CHOICES: { value: PlanCatchUp; label: string; hint: string }[] = [
  {
    value: 'shift',
    label: 'Shift the schedule',
    hint: 'Today becomes the first day you have not read; the plan ends later.',
  },
  {
    value: 'double',
    label: 'Double up',
    hint: "Today's reading includes the days you missed; the plan ends on time.",
  },
];

/** How to catch up after a missed day: asked when the reader is behind, kept for the next time. */
export function CatchUpChoice({ plan }: { plan: UserPlan }) {
  const id = useId();
  const action = usePlanAction();
  const { behind } = plan.progress;
  // The choice shows at once, in the click's own render (the mutation's state arrives a tick later, and a
  // controlled radio would spring back meanwhile); the saved plan takes over once it has been read again.
  const [chosen, setChosen] = useState<PlanCatchUp | null>(null);
  const shown = chosen ?? plan.catchUp;
  return (
    <section className="card plan-catch-up" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card-title">
        {behind > 0 ? `You are ${behind} ${behind === 1 ? 'day' : 'days'} behind` : 'When you miss a day'}
      </h2>
      {behind > 0 && plan.catchUp === null && (
        <p>Choose how to catch up; the choice is kept for this plan.</p>
      )}
      <fieldset disabled={action.isPending}>
        <legend className="visually-hidden">When you miss a day</legend>
        {CHOICES.map((choice) => (
          <label key={choice.value}>
            <input
              type="radio"
              name={`${id}-catch-up`}
              value={choice.value}
              checked={shown === choice.value}
              onChange={() => {
                setChosen(choice.value);
                action.mutate(
                  { type: 'catch-up', id: plan.id, catchUp: choice.value },
                  { onSettled: () => setChosen(null) },
                );
              }}
            />
            <span>
              <strong>{choice.label}</strong>: <span className="muted">{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {action.error && (
        <p className="form-failure" role="alert">
          {errorMessage(action.error, 'The choice could not be saved.')}
        </p>
      )}
    </section>
  );
}
