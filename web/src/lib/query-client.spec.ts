import { ApiError } from './request';
import { shouldRetry } from './query-client';

describe('the query retry policy', () => {
  it('retries network and server failures three times', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new ApiError('Bad gateway', 502))).toBe(true);
    expect(shouldRetry(3, new ApiError('Bad gateway', 502))).toBe(false);
  });

  it('does not retry an answer that will not change, but does retry "too many searches at once"', () => {
    expect(shouldRetry(0, new ApiError('Reference not found', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('Unknown book', 400))).toBe(false);
    expect(shouldRetry(0, new ApiError('Too many searches at once from your address', 429))).toBe(true);
  });
});
