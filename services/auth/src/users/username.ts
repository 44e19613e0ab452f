import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '@strongs/contracts';

export const USERNAME_LENGTH = `Username must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters`;
export const USERNAME_CHARACTERS = 'Username may only contain letters, digits, dots, dashes and underscores';

/** Usernames are compared and stored lower-case: 'Ruth' signs in as 'ruth'. */
export function normalizeUsername(input: string): string {
  return input.trim().toLowerCase();
}

export function usernameProblem(username: string): string | undefined {
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH) return USERNAME_LENGTH;
  if (!USERNAME_PATTERN.test(username)) return USERNAME_CHARACTERS;
  return undefined;
}
