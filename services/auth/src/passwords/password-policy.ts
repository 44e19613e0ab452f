import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@strongs/contracts';
import { COMMON_PASSWORDS } from './common-passwords';

/** What the user is told when a password is refused. */
export const PasswordRule = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  tooCommon: 'This password is too common or too easy to guess; choose another',
  hasUsername: 'Password must not contain the username',
} as const;

const RUNS = [
  '01234567890',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiopasdfghjklzxcvbnm',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
];
const PADDING = /^[\d\W_]+|[\d\W_]+$/g;

function isRun(text: string): boolean {
  return RUNS.some((run) => run.includes(text) || [...run].reverse().join('').includes(text));
}

/** 'passwordpassword', 'abcabcabcabc': one short or common unit repeated. */
function isRepetition(text: string): boolean {
  const unit = /^(.+?)\1+$/.exec(text)?.[1];
  return unit !== undefined && (unit.length <= 4 || COMMON_PASSWORDS.has(unit));
}

function isGuessable(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(PADDING, '');
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(core)) return true;
  if (new Set(lower).size < 5) return true;
  return isRun(lower) || isRun(core) || isRepetition(lower) || isRepetition(core);
}

/** Why a password may not be used, or undefined when it may. */
export function passwordProblem(password: string, username?: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return PasswordRule.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PasswordRule.tooLong;
  if (username && password.toLowerCase().includes(username.toLowerCase())) return PasswordRule.hasUsername;
  if (isGuessable(password)) return PasswordRule.tooCommon;
  return undefined;
}
