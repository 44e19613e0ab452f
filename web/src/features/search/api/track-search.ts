import { request } from '../../../lib/request';

export type SearchEvent =
  { query: string; database: string } | { searchTerm: string; resultCount: number; searchType: 'strongs' };

/** POST /api/analytics/search. Failures are only logged (spec §8). */
export async function trackSearch(event: SearchEvent): Promise<void> {
  try {
    await request('/api/analytics/search', { method: 'POST', body: event });
  } catch (error) {
    console.warn('Search tracking failed', error);
  }
}
