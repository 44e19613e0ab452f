/**
 * The shared request helper (spec §7): JSON with credentials. On failure it throws the server's
 * `message`, else the status text, else 'An unexpected error occurred'. No side effects: callers decide.
 */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    /** The error body's other fields (the import gate's `summary` on a 409). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

export function withParams(path: string, params?: RequestOptions['params']): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function errorOf(response: Response): Promise<ApiError> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body) {
      const { message, ...details } = body as { message: unknown } & Record<string, unknown>;
      if (typeof message === 'string' && message) return new ApiError(message, response.status, details);
      if (Array.isArray(message) && message.length)
        return new ApiError(message.join(', '), response.status, details);
    }
  } catch {
    // Not JSON: fall through to the status text.
  }
  return new ApiError(response.statusText || UNEXPECTED_ERROR, response.status);
}

declare global {
  interface Window {
    /** The first answer of the opened page, asked for by the head script (web/vite-plugins/route-preload.ts). */
    __strongsEarlyAnswer?: { url: string; response: Promise<Response> };
  }
}

/** The head script's answer for this address, taken once: the page's own first GET of it uses it. */
function earlyAnswer(url: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__strongsEarlyAnswer;
  if (!early || early.url !== url) return undefined;
  delete window.__strongsEarlyAnswer;
  return early.response;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, params, signal } = options;
  const url = withParams(path, params);
  const early = method === 'GET' && body === undefined ? earlyAnswer(url) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(url, {
        method,
        credentials: 'include',
        headers:
          body === undefined
            ? { Accept: 'application/json' }
            : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(UNEXPECTED_ERROR, 0);
  }
  if (!response.ok) throw await errorOf(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The server refused the request as asked (a 400): its message says what to change. */
/** A refusal the server explained (a bad query, an unknown reference, too many requests), not a failure. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
