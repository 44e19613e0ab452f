import type { UserPlan } from '@strongs/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/request';
import { usePlanAction } from '../../../lib/plans/plans-api';

/** Stopping a plan deletes its days done: asked twice. */
export function StopPlan({ plan }: { plan: UserPlan }) {
  const navigate = useNavigate();
  const action = usePlanAction();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="button" onClick={() => setAsking(true)}>
        Stop this plan
      </button>
    );
  return (
    <div className="plan-day-actions" role="group" aria-label="Stop this plan">
      <span>Stop {plan.title}? The days you marked go with it.</span>
      <button
        type="button"
        className="button button-primary"
        disabled={action.isPending}
        onClick={() =>
          action.mutate({ type: 'stop', id: plan.id }, { onSuccess: () => void navigate('/plans') })
        }
      >
        Yes, stop it
      </button>
      <button type="button" className="button" onClick={() => setAsking(false)}>
        Keep it
      </button>
      {action.error && (
        <p className="form-failure" role="alert">
          {errorMessage(action.error, 'The plan could not be stopped.')}
        </p>
      )}
    </div>
  );
}
