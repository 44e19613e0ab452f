import { useId } from 'react';
import { READING_PLANS, readingPlanFacts } from '@strongs/scripture/reading-plans';
import { Link } from 'react-router-dom';
import { Page } from '../../../components/page';
import { PlanProgress } from '../../../components/plans/plan-progress';
import { Spinner } from '../../../components/ui';
import { useSessionUser } from '../../../lib/api/get-user';
import { usePlans } from '../../../lib/plans/plans-api';
import { errorMessage } from '../../../lib/request';
import { SignInFirst } from '../components/sign-in-first';
import { StartPlanForm } from '../components/start-plan-form';
import '../../../styles/forms.css';
import '../plans.css';

/** What a visitor may weigh before signing in to start one: the same facts the API gives a reader. */
const VISITOR_CATALOGUE = READING_PLANS.map(readingPlanFacts);

/** /plans: the reader's plans with their progress, and the plans one can start. */
export default function PlansPage() {
  const id = useId();
  const session = useSessionUser();
  const plans = usePlans(Boolean(session.data));
  const started = new Map((plans.data?.plans ?? []).map((p) => [p.plan, p]));
  const visitor = !session.isPending && !session.data;
  return (
    <Page title="Reading plans" className="plans-page">
      <h1>Reading plans</h1>
      <p className="muted">
        Plans made from the KJV&rsquo;s own verse counts: whole chapters where they can be, the days as even
        as the chapters allow. <Link to="/study">My study</Link> shows your progress too.
      </p>
      {session.isPending && <Spinner label="Loading…" />}
      {visitor && <SignInFirst />}
      {plans.isPending && session.data && <Spinner label="Loading your plans…" />}
      {plans.error && (
        <p className="form-failure">{errorMessage(plans.error, 'Your plans could not be loaded.')}</p>
      )}
      {plans.data && plans.data.plans.length > 0 && (
        <section className="card" aria-labelledby={`${id}-yours`}>
          <h2 id={`${id}-yours`} className="card-title">
            Your plans
          </h2>
          <ul className="plans-list">
            {plans.data.plans.map((plan) => (
              <li key={plan.id}>
                <h3>
                  <Link to={`/plans/${plan.id}`}>{plan.title}</Link>
                </h3>
                <PlanProgress plan={plan} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {(plans.data || visitor) && (
        <section className="card" aria-labelledby={`${id}-start`}>
          <h2 id={`${id}-start`} className="card-title">
            {plans.data ? 'Start a plan' : 'The plans'}
          </h2>
          <ul className="plans-list">
            {(plans.data?.catalogue ?? VISITOR_CATALOGUE).map((entry) => {
              const mine = started.get(entry.slug);
              return (
                <li key={entry.slug}>
                  <h3>{entry.title}</h3>
                  <p className="plan-facts">
                    {entry.description}{' '}
                    <span className="muted">
                      {entry.days} days ·{' '}
                      {entry.tracks.length > 1 ? `${entry.tracks.length} readings a day · ` : ''}about{' '}
                      {entry.versesPerDay} verses a day
                    </span>
                  </p>
                  {plans.data &&
                    (mine ? (
                      <p>
                        You are following this plan:{' '}
                        <Link to={`/plans/${mine.id}`}>today&rsquo;s reading</Link>
                      </p>
                    ) : (
                      <StartPlanForm entry={entry} />
                    ))}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </Page>
  );
}
