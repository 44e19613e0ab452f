import { deleteQueueKeys } from '@strongs/testing';

/**
 * The stack Jest's global setup starts once for the whole run, as the specs see it: its public URL, each
 * service's own URL and the administrator it was started with. Global setup writes these to the env its
 * workers inherit; a run against a stack already running (E2E_BASE_URL) passes them the same way.
 */
export interface SharedStack {
  baseUrl: string;
  /** Each service's own base URL, by name (the gateway's is baseUrl). */
  services: Record<string, string>;
  admin: { username: string; password: string };
  /** Where the auth service keeps login failures (Redis keys under `<prefix>:`), so a spec can forget them. */
  loginThrottlePrefix: string;
}

/**
 * The shared stack's upload limit: small, so that a spec proves the 413 with a few megabytes instead of
 * streaming past the production default. The browser specs' own uploads are a few kilobytes.
 */
export const SHARED_UPLOAD_MAX_BYTES = 1024 * 1024;

export const SHARED_STACK_ENV = {
  baseUrl: 'E2E_BASE_URL',
  services: 'E2E_SERVICE_URLS',
  adminUsername: 'E2E_ADMIN_USERNAME',
  adminPassword: 'E2E_ADMIN_PASSWORD',
  loginThrottlePrefix: 'E2E_LOGIN_THROTTLE_PREFIX',
} as const;

export function sharedStack(): SharedStack {
  const missing = Object.values(SHARED_STACK_ENV).filter((name) => !process.env[name]);
  if (missing.length)
    throw new Error(
      `the shared e2e stack is not described: ${missing.join(', ')} unset (e2e global setup sets them)`,
    );
  return {
    baseUrl: process.env[SHARED_STACK_ENV.baseUrl]!.replace(/\/$/, ''),
    services: JSON.parse(process.env[SHARED_STACK_ENV.services]!) as Record<string, string>,
    admin: {
      username: process.env[SHARED_STACK_ENV.adminUsername]!,
      password: process.env[SHARED_STACK_ENV.adminPassword]!,
    },
    loginThrottlePrefix: process.env[SHARED_STACK_ENV.loginThrottlePrefix]!,
  };
}

/**
 * Forgets every failed login the shared stack has counted: a spec that provokes the throttle (every
 * request comes from 127.0.0.1) clears it before and after, so no other spec's sign-in meets a 429.
 */
export async function forgetLoginFailures(stack: SharedStack = sharedStack()): Promise<void> {
  await deleteQueueKeys(process.env.REDIS_URL || 'redis://127.0.0.1:6379', stack.loginThrottlePrefix);
}

/** Signs the shared stack's administrator in through the gateway and returns the session cookie. */
export async function adminSession(stack: SharedStack = sharedStack()): Promise<string> {
  const res = await fetch(`${stack.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.baseUrl },
    body: JSON.stringify(stack.admin),
  });
  if (res.status !== 200)
    throw new Error(`the shared stack's administrator could not sign in: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie')!.split(';')[0];
}
