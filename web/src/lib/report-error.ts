import type { WebErrorReport } from '@strongs/contracts';
import { ApiError, request } from './request';

/**
 * Sends a client crash to the ADMIN BOT (POST /api/errors), in the fields the endpoint accepts (it refuses
 * any other). Never throws; a missing endpoint (404) is ignored.
 */
export async function reportError(error: unknown, extra: { componentStack?: string } = {}): Promise<void> {
  const err = error instanceof Error ? error : new Error(String(error));
  const report: WebErrorReport = {
    message: `${err.name}: ${err.message}`.slice(0, 2000),
    stack: err.stack?.slice(0, 4000),
    componentStack: extra.componentStack?.slice(0, 4000),
    url: window.location.href.slice(0, 2000),
  };
  try {
    await request('/api/errors', { method: 'POST', body: report });
  } catch (reportFailure) {
    if (reportFailure instanceof ApiError && reportFailure.status === 404) return;
    console.warn('Could not report the error', reportFailure);
  }
}
