import { passwordShapeProblem } from '@strongs/contracts';

export const CURRENT_PASSWORD_REQUIRED = 'The current password is required';
export const NEW_PASSWORD_REQUIRED = 'The new password is required';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export interface PasswordChangeErrors {
  current?: string;
  next?: string;
  confirm?: string;
}

/**
 * The auth service's rules for a new password (with its words), checked before anything is sent.
 * Whether the password is too common only the server knows: its 400 message is shown as it comes.
 */
export function validatePasswordChange(
  username: string,
  current: string,
  next: string,
  confirm: string,
): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (!current) errors.current = CURRENT_PASSWORD_REQUIRED;
  if (!next) errors.next = NEW_PASSWORD_REQUIRED;
  else {
    const problem = passwordShapeProblem(next, username);
    if (problem) errors.next = problem;
  }
  if (!errors.next && confirm !== next) errors.confirm = PASSWORDS_DO_NOT_MATCH;
  return errors;
}
