import { PASSWORD_RULES, passwordShapeProblem } from '@strongs/contracts';
import { COMMON_PASSWORDS } from './common-passwords';

/** What the user is told when a password is refused (the web shows the same words). */
export const PasswordRule = PASSWORD_RULES;

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
  return (
    passwordShapeProblem(password, username) ?? (isGuessable(password) ? PasswordRule.tooCommon : undefined)
  );
}
