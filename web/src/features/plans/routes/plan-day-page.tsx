import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/ui';
import { useSessionUser } from '../../../lib/api/get-user';
import { localToday, planDayQueryOptions, planQueryOptions } from '../../../lib/plans/plans-api';
import { errorMessage, isNotFound } from '../../../lib/request';
import { DayReading } from '../components/day-reading';
import { SignInFirst } from '../components/sign-in-first';
import '../plans.css';

/** /plans/:id/days/:day: any day of a plan as one page of text (ahead, or one missed). */
export default function PlanDayPage() {
  const params = useParams();
  const planId = Number(params.id);
  const day = Number(params.day);
  const session = useSessionUser();
  const today = localToday();
  const enabled = Boolean(session.data) && Number.isInteger(planId) && Number.isInteger(day);
  const reading = useQuery({ ...planDayQueryOptions(planId, day, today), enabled });
  const plan = useQuery({ ...planQueryOptions(planId, today), enabled });
  const title = plan.data ? `${plan.data.title}: day ${day}` : `Day ${day}`;
  const total = plan.data?.progress.totalDays;
  return (
    <Page title={title} className="plans-page">
      <p>
        <Link to={`/plans/${params.id}`}>← {plan.data?.title ?? 'The plan'}</Link>
      </p>
      <h1>{title}</h1>
      {!session.isPending && !session.data && <SignInFirst />}
      {enabled && reading.isPending && <Spinner label="Loading the day…" />}
      {reading.error && (
        <p className="form-failure">
          {isNotFound(reading.error)
            ? 'This plan has no such day.'
            : errorMessage(reading.error, 'The day could not be loaded.')}
        </p>
      )}
      {reading.data && <DayReading planId={planId} reading={reading.data} />}
      {reading.data && (
        <nav className="plan-day-nav" aria-label="Days">
          {day > 1 ? <Link to={`/plans/${planId}/days/${day - 1}`}>← Day {day - 1}</Link> : <span />}
          {total !== undefined && day < total && (
            <Link to={`/plans/${planId}/days/${day + 1}`}>Day {day + 1} →</Link>
          )}
        </nav>
      )}
    </Page>
  );
}
