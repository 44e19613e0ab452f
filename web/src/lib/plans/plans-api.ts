import type {
  PlanCatchUp,
  PlanDayReading,
  PlanDetail,
  PlansResponse,
  PlanTodayResponse,
  UserPlan,
} from '@strongs/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../request';

/** The reader's calendar date: it decides which day of a plan is due, in their own time zone. */
export function localToday(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

export const PLANS_KEY = ['plans'] as const;

export const plansQueryOptions = (today: string) =>
  queryOptions({
    queryKey: [...PLANS_KEY, 'list', today],
    queryFn: ({ signal }) => request<PlansResponse>('/api/me/plans', { params: { today }, signal }),
  });

export const planQueryOptions = (id: number, today: string) =>
  queryOptions({
    queryKey: [...PLANS_KEY, id, 'detail', today],
    queryFn: ({ signal }) => request<PlanDetail>(`/api/me/plans/${id}`, { params: { today }, signal }),
  });

export const planTodayQueryOptions = (id: number, today: string) =>
  queryOptions({
    queryKey: [...PLANS_KEY, id, 'today', today],
    queryFn: ({ signal }) =>
      request<PlanTodayResponse>(`/api/me/plans/${id}/today`, { params: { today }, signal }),
  });

export const planDayQueryOptions = (id: number, day: number, today: string) =>
  queryOptions({
    queryKey: [...PLANS_KEY, id, 'day', day, today],
    queryFn: ({ signal }) =>
      request<PlanDayReading>(`/api/me/plans/${id}/days/${day}`, { params: { today }, signal }),
  });

export function usePlans(enabled: boolean) {
  return useQuery({ ...plansQueryOptions(localToday()), enabled });
}

export type PlanAction =
  | { type: 'start'; plan: string; startDate: string }
  | { type: 'mark'; id: number; day: number; done: boolean }
  | { type: 'catch-up'; id: number; catchUp: PlanCatchUp }
  | { type: 'stop'; id: number };

function runPlanAction(action: PlanAction): Promise<UserPlan | void> {
  const today = localToday();
  switch (action.type) {
    case 'start':
      return request<UserPlan>('/api/me/plans', {
        method: 'POST',
        params: { today },
        body: { plan: action.plan, startDate: action.startDate },
      });
    case 'mark':
      return request<UserPlan>(`/api/me/plans/${action.id}/days/${action.day}`, {
        method: action.done ? 'PUT' : 'DELETE',
        params: { today },
      });
    case 'catch-up':
      return request<UserPlan>(`/api/me/plans/${action.id}`, {
        method: 'PATCH',
        params: { today },
        body: { catchUp: action.catchUp },
      });
    case 'stop':
      return request<void>(`/api/me/plans/${action.id}`, { method: 'DELETE' });
  }
}

/** Every change to a plan; what any plan page shows is asked again afterwards. */
export function usePlanAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runPlanAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLANS_KEY }),
  });
}
