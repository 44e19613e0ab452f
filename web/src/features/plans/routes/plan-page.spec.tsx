import type { ChapterResponse, PlanDayReading, PlanTodayResponse, UserPlan } from '@strongs/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { localToday } from '../../../lib/plans/plans-api';
import PlanPage from './plan-page';

const TODAY = localToday();
const SESSION = { authenticated: true, user: { id: 7, username: 'lydia', role: 'user', sessionId: 's' } };

const plan = (over: Partial<UserPlan['progress']> = {}, catchUp: UserPlan['catchUp'] = null): UserPlan => ({
  id: 3,
  plan: 'nt-90',
  title: 'The New Testament in 90 days',
  startDate: TODAY,
  catchUp,
  createdAt: '2026-01-01T00:00:00.000Z',
  progress: {
    totalDays: 90,
    daysDone: 0,
    percent: 0,
    behind: 0,
    currentDay: 1,
    scheduleStart: TODAY,
    endDate: '2099-01-01',
    todayDays: [1],
    finished: false,
    ...over,
  },
});

const day = (n: number, done = false): PlanDayReading => ({
  day: n,
  date: TODAY,
  done,
  readings: [
    {
      track: 'New Testament',
      label: 'Matthew 1:18–2:2',
      verses: 10,
      passages: [{ book: 40, chapter: 1, verse: 18, endChapter: 2, endVerse: 2, label: 'Matthew 1:18–2:2' }],
    },
  ],
});

const chapter = (n: number, verses: number): ChapterResponse => ({
  version: 'kjv',
  direction: 'ltr',
  book: { number: 40, name: 'Matthew', abbreviation: 'Matt', osis: 'Matt', testament: 'NT', chapters: 28 },
  chapter: n,
  reference: `Matthew ${n}`,
  verses: Array.from({ length: verses }, (_, i) => ({
    verse: i + 1,
    reference: `Matthew ${n}:${i + 1}`,
    text: `Text of Matthew ${n}:${i + 1}.`,
    tokens: [],
    heading: null,
    notes: [],
    paragraph: false,
  })),
  previous: null,
  next: null,
});

/** The API as this page meets it: GETs by URL, and every write recorded. */
function serve(today: PlanTodayResponse) {
  const writes: string[] = [];
  const answers: Record<string, unknown> = {
    '/api/session': SESSION,
    [`/api/me/plans/3/today?today=${TODAY}`]: today,
    [`/api/me/plans/3?today=${TODAY}`]: { ...today.plan, tracks: ['New Testament'], days: [] },
    '/api/bible/chapter/Matthew/1/kjv': chapter(1, 25),
    '/api/bible/chapter/Matthew/2/kjv': chapter(2, 23),
  };
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method !== 'GET') writes.push(`${method} ${url}`);
    const body = method === 'GET' ? answers[url] : today.plan;
    const ok = body !== undefined;
    return Promise.resolve({
      ok,
      status: ok ? 200 : 404,
      statusText: '',
      json: () => Promise.resolve(ok ? body : { statusCode: 404, message: 'Not found' }),
      text: () => Promise.resolve(JSON.stringify(ok ? body : { statusCode: 404, message: 'Not found' })),
    });
  }) as unknown as typeof fetch;
  return writes;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/plans/3']}>
        <Routes>
          <Route path="/plans/:id" element={<PlanPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/plans/:id', () => {
  it("shows today's reading as one page of text, only the verses of the day, and marks it done", async () => {
    const writes = serve({ today: TODAY, plan: plan(), days: [day(1)] });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'The New Testament in 90 days' });
    const reading = await screen.findByRole('region', { name: 'New Testament: Matthew 1:18–2:2' });
    await within(reading).findByText('Text of Matthew 1:18.');
    await within(reading).findByText('Text of Matthew 2:2.');
    expect(within(reading).queryByText('Text of Matthew 1:17.')).toBeNull();
    expect(within(reading).queryByText('Text of Matthew 2:3.')).toBeNull();
    expect(within(reading).getByRole('heading', { name: 'Matthew 2' })).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'The New Testament in 90 days: progress' }),
    ).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mark day 1 as done' }));
    await waitFor(() => expect(writes).toEqual([`PUT /api/me/plans/3/days/1?today=${TODAY}`]));
  });

  it('when the reader is behind, asks how to catch up and keeps the choice', async () => {
    const writes = serve({
      today: TODAY,
      plan: plan({ behind: 2, currentDay: 3, todayDays: [3] }),
      days: [day(3)],
    });
    renderPage();
    await screen.findByRole('heading', { name: 'You are 2 days behind' });
    expect(screen.getByText('0 of 90 days read, 2 days behind · 0%')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Double up/ }));
    await waitFor(() => expect(writes).toEqual([`PATCH /api/me/plans/3?today=${TODAY}`]));
  });

  it('doubling up shows the missed days before today, each with its own done mark', async () => {
    serve({
      today: TODAY,
      plan: plan({ behind: 1, currentDay: 2, todayDays: [1, 2] }, 'double'),
      days: [day(1), day(2, true)],
    });
    renderPage();
    await screen.findByText(/Doubling up: the 1 day you missed/);
    expect(screen.getByRole('radio', { name: /Double up/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Mark day 1 as done' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark day 2 as not done' })).toBeInTheDocument();
  });
});
