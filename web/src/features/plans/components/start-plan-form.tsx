import type { PlanCatalogueEntry } from '@strongs/contracts';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/request';
import { localToday, usePlanAction } from '../../../lib/plans/plans-api';

/** Start a plan on a date (today unless the reader picks another). */
export function StartPlanForm({ entry }: { entry: PlanCatalogueEntry }) {
  const id = useId();
  const navigate = useNavigate();
  const action = usePlanAction();
  const [startDate, setStartDate] = useState(localToday());
  return (
    <form
      className="plan-start"
      aria-label={`Start ${entry.title}`}
      onSubmit={(e) => {
        e.preventDefault();
        action.mutate(
          { type: 'start', plan: entry.slug, startDate },
          {
            onSuccess: (plan) => {
              if (plan) void navigate(`/plans/${plan.id}`);
            },
          },
        );
      }}
    >
      <label htmlFor={`${id}-date`}>
        Day 1 on
        <input
          id={`${id}-date`}
          className="input"
          type="date"
          required
          value={startDate}
          onChange={(e) => setStartDate(e.target.value)}
        />
      </label>
      <button type="submit" className="button button-primary" disabled={action.isPending}>
        Start this plan
      </button>
      {action.error && (
        <p className="form-failure" role="alert">
          {errorMessage(action.error, 'The plan could not be started.')}
        </p>
      )}
    </form>
  );
}
