import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { PlanProgress } from '../../../components/plans/plan-progress';
import { Spinner } from '../../../components/ui';
import { useSessionUser } from '../../../lib/api/get-user';
import { localToday, planQueryOptions, planTodayQueryOptions } from '../../../lib/plans/plans-api';
import { errorMessage, isNotFound } from '../../../lib/request';
import { CatchUpChoice } from '../components/catch-up-choice';
import { longDate } from '../components/plan-date';
import { PlanDaysList } from '../components/plan-days-list';
import { SignInFirst } from '../components/sign-in-first';
import { StopPlan } from '../components/stop-plan';
import { TodayReading } from '../components/today-reading';
import '../plans.css';

/** /plans/:id: a started plan: progress, today's reading on one page, catching up, and every day. */
export default function PlanPage() {
  const id = useId();
  const planId = Number(useParams().id);
  const session = useSessionUser();
  const today = localToday();
  const enabled = Boolean(session.data) && Number.isInteger(planId);
  const todayPage = useQuery({ ...planTodayQueryOptions(planId, today), enabled });
  const detail = useQuery({ ...planQueryOptions(planId, today), enabled });
  const plan = todayPage.data?.plan;
  const error = todayPage.error ?? detail.error;
  return (
    <Page title={plan?.title ?? 'Reading plan'} className="plans-page">
      <p>
        <Link to="/plans">← Reading plans</Link>
      </p>
      {!session.isPending && !session.data && (
        <>
          <h1>Reading plan</h1>
          <SignInFirst />
        </>
      )}
      {enabled && todayPage.isPending && <Spinner label="Loading the plan…" />}
      {error && (
        <>
          <h1>Reading plan</h1>
          <p className="form-failure">
            {isNotFound(error)
              ? 'You have no such reading plan.'
              : errorMessage(error, 'The plan could not be loaded.')}
          </p>
        </>
      )}
      {plan && todayPage.data && (
        <>
          <h1>{plan.title}</h1>
          <PlanProgress plan={plan} />
          <p className="muted">
            Day 1: {longDate(plan.progress.scheduleStart, true)}
            {plan.progress.scheduleStart !== plan.startDate && ' (moved there by a shift)'}; last day:{' '}
            {longDate(plan.progress.endDate, true)}.
          </p>
          {(plan.progress.behind > 0 || plan.catchUp !== null) && <CatchUpChoice plan={plan} />}
          <section className="card" aria-labelledby={`${id}-today`}>
            <h2 id={`${id}-today`} className="card-title">
              Today&rsquo;s reading
            </h2>
            <TodayReading today={todayPage.data} />
          </section>
          <section className="card" aria-labelledby={`${id}-days`}>
            <h2 id={`${id}-days`} className="card-title">
              Every day
            </h2>
            {detail.data ? <PlanDaysList plan={detail.data} /> : <Spinner label="Loading the days…" />}
          </section>
          <StopPlan plan={plan} />
        </>
      )}
    </Page>
  );
}
