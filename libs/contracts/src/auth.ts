/** Accounts and sessions (services/auth), shared by the services and the web. */

export type UserRole = 'admin' | 'user';

/** Usernames are stored lower-case; input is trimmed and lower-cased before these rules apply. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
export const USERNAME_PATTERN = /^[a-z0-9_.-]+$/;
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** What a refused password is told: the auth service and the web's forms use the same words. */
export const PASSWORD_RULES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  tooCommon: 'This password is too common or too easy to guess; choose another',
  hasUsername: 'Password must not contain the username',
} as const;

/**
 * The password rules a browser can check before sending: length, and not containing the username.
 * Whether it is too common is the auth service's call alone (its list stays on the server).
 */
export function passwordShapeProblem(password: string, username?: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_RULES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_RULES.tooLong;
  if (username && password.toLowerCase().includes(username.toLowerCase())) return PASSWORD_RULES.hasUsername;
  return undefined;
}

/** The cookie that carries the (signed) session id; HttpOnly, so the web never reads it. */
export const SESSION_COOKIE_NAME = 'sd.sid';

export interface LoginRequest {
  username: string;
  password: string;
}

export interface RegisterRequest extends LoginRequest {
  /** Optional; stored unverified, and a link to verify it is e-mailed (the welcome follows verification). */
  email?: string;
}

/** What register answers (201): the new account, already signed in. */
export interface AccountUser {
  id: number;
  username: string;
  role: UserRole;
}

/**
 * What login, GET /api/user and refresh-session answer. `sessionId` is the bare id: without the
 * server's signature it cannot be turned into a cookie, so showing it to scripts is harmless.
 */
export interface SessionUserResponse extends AccountUser {
  sessionId: string;
}

/**
 * GET /api/session: whether the request carries a confirmed session, answered 200 either way so a
 * visitor's page load logs no error. `user` is present exactly when `authenticated` is true.
 */
export type SessionStateResponse =
  { authenticated: false } | { authenticated: true; user: SessionUserResponse };

export interface LogoutResponse {
  message: string;
}

/** POST /api/dev-session (development only). */
export interface DevSessionResponse {
  authenticated: true;
  testUser: true;
  createdAt: string;
  user: SessionUserResponse;
}

/** POST /api/user/password: the signed-in user's new password; every other session of the account ends. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** One account in GET /api/admin/users (administrators only). */
export interface AdminUserItem {
  id: number;
  username: string;
  role: UserRole;
  email: string | null;
  createdAt: string;
  /** When an administrator disabled it; null while it may sign in. */
  disabledAt: string | null;
}

export interface AdminUserListResponse {
  users: AdminUserItem[];
  total: number;
  page: number;
  perPage: number;
}

/** What disable, enable and unlock answer. */
export interface AdminUserActionResponse {
  message: string;
}

/** GET /api/user/email: the signed-in user's address and whether a link sent to it was followed. */
export interface EmailStatusResponse {
  email: string | null;
  verified: boolean;
}

/** PUT /api/user/email: a new address, stored unverified; a link to confirm it is e-mailed. */
export interface ChangeEmailRequest {
  email: string;
  currentPassword: string;
}

/** POST /api/verify-email: the token of the link in the e-mail. */
export interface VerifyEmailRequest {
  token: string;
}

/** What verify, resend and change answer: words to show. */
export interface EmailVerificationResponse extends EmailStatusResponse {
  message: string;
}

/** How long a verification link works, and how often a reader may ask for one. */
export const EMAIL_VERIFICATION = {
  linkHours: 24,
  resendAfterSeconds: 60,
  linksPerDay: 5,
} as const;
