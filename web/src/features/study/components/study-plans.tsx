import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PlanProgress } from '../../../components/plans/plan-progress';
import { usePlans } from '../../../lib/plans/plans-api';
import { errorMessage } from '../../../lib/request';

/** My study's view of the reading plans: each started plan's progress, or where to start one. */
export function StudyPlans() {
  const id = useId();
  const plans = usePlans(true);
  const started = plans.data?.plans ?? [];
  return (
    <section className="card" aria-labelledby={`${id}-plans`}>
      <h2 id={`${id}-plans`}>Reading plans ({started.length})</h2>
      {plans.error && (
        <p className="form-failure">{errorMessage(plans.error, 'Your plans could not be loaded.')}</p>
      )}
      {plans.data && started.length === 0 && (
        <p className="muted">
          No reading plan yet: <Link to="/plans">choose one</Link>.
        </p>
      )}
      <ul className="study-list">
        {started.map((plan) => (
          <li key={plan.id}>
            <Link to={`/plans/${plan.id}`}>{plan.title}</Link>
            <PlanProgress plan={plan} />
          </li>
        ))}
      </ul>
      {started.length > 0 && (
        <p>
          <Link to="/plans">All reading plans</Link>
        </p>
      )}
    </section>
  );
}
