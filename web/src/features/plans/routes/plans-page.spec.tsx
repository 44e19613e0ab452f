import type { PlansResponse } from '@strongs/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { serveJson } from '../../../test/serve-json';
import { localToday } from '../../../lib/plans/plans-api';
import PlansPage from './plans-page';

const TODAY = localToday();

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/plans']}>
        <PlansPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const RESPONSE: PlansResponse = {
  today: TODAY,
  catalogue: [
    {
      slug: 'nt-90',
      title: 'The New Testament in 90 days',
      description: 'Matthew to Revelation in 90 days.',
      days: 90,
      tracks: ['New Testament'],
      versesPerDay: 88,
    },
    {
      slug: 'mcheyne-year',
      title: "Four readings a day for a year, in M'Cheyne's manner",
      description: 'Two Old and two New Testament readings a day.',
      days: 365,
      tracks: ['Old Testament I', 'New Testament I', 'Old Testament II', 'New Testament II'],
      versesPerDay: 124,
    },
  ],
  plans: [
    {
      id: 3,
      plan: 'nt-90',
      title: 'The New Testament in 90 days',
      startDate: TODAY,
      catchUp: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      progress: {
        totalDays: 90,
        daysDone: 9,
        percent: 10,
        behind: 1,
        currentDay: 11,
        scheduleStart: TODAY,
        endDate: TODAY,
        todayDays: [11],
        finished: false,
      },
    },
  ],
};

describe('/plans', () => {
  it('asks a visitor to sign in', async () => {
    serveJson({ '/api/session': { authenticated: false } });
    renderPage();
    await screen.findByRole('link', { name: 'Sign in or create an account' });
    expect(screen.queryByRole('button', { name: 'Start this plan' })).toBeNull();
  });

  it('shows a visitor every plan with its length and daily share before they sign in', async () => {
    serveJson({ '/api/session': { authenticated: false } });
    renderPage();
    await screen.findByRole('heading', { name: 'The plans' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'The Bible in a year',
      'The New Testament in 90 days',
      'Psalms and Proverbs in a month',
      "Four readings a day for a year, in M'Cheyne's manner",
    ]);
    // 31,102 verses in 365 days; the Psalms' 2,461 and Proverbs' 915 verses in 31.
    expect(screen.getByText('The Bible in a year').parentElement).toHaveTextContent(
      '365 days · about 85 verses a day',
    );
    expect(screen.getByText('Psalms and Proverbs in a month').parentElement).toHaveTextContent(
      '31 days · 2 readings a day · about 109 verses a day',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("shows the reader's plans with progress, and a start form for the others", async () => {
    serveJson({
      '/api/session': {
        authenticated: true,
        user: { id: 1, username: 'lois', role: 'user', sessionId: 's' },
      },
      [`/api/me/plans?today=${TODAY}`]: RESPONSE,
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Your plans' });
    expect(
      screen.getByRole('progressbar', { name: 'The New Testament in 90 days: progress' }),
    ).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByText('9 of 90 days read, 1 day behind · 10%')).toBeInTheDocument();
    expect(screen.getByText(/You are following this plan/)).toBeInTheDocument();
    const form = screen.getByRole('form', {
      name: "Start Four readings a day for a year, in M'Cheyne's manner",
    });
    expect(form.parentElement).toHaveTextContent('365 days · 4 readings a day · about 124 verses a day');
    expect(screen.getByLabelText('Day 1 on')).toHaveValue(TODAY);
  });
});
