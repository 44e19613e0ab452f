import { ApiError, request } from './request';

/** Sends a client crash to the ADMIN BOT (POST /api/errors). Never throws; a missing endpoint (404) is ignored. */
export async function reportError(error: unknown, extra: { componentStack?: string } = {}): Promise<void> {
  const err = error instanceof Error ? error : new Error(String(error));
  try {
    await request('/api/errors', {
      method: 'POST',
      body: {
        message: err.message,
        name: err.name,
        stack: err.stack?.slice(0, 4000),
        componentStack: extra.componentStack?.slice(0, 4000),
        url: window.location.href,
        userAgent: navigator.userAgent,
        occurredAt: new Date().toISOString(),
      },
    });
  } catch (reportFailure) {
    if (reportFailure instanceof ApiError && reportFailure.status === 404) return;
    console.warn('Could not report the error', reportFailure);
  }
}
