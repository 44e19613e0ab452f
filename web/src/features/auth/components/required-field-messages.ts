/** The spec's texts for empty sign-in fields (the auth service answers with the same words). */
export const USERNAME_REQUIRED = 'Username is required';
export const PASSWORD_REQUIRED = 'Password is required';
