import { COMMON_PASSWORDS } from './common-passwords';
import { passwordProblem, PasswordRule } from './password-policy';

describe('the password policy', () => {
  it('ships a list of about a thousand common passwords', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(1000);
    expect(COMMON_PASSWORDS.has('123456')).toBe(true);
    expect(COMMON_PASSWORDS.has('iloveyou')).toBe(true);
  });

  it('asks for at least 12 characters and at most 256', () => {
    expect(passwordProblem('Tr0ub4dor&3')).toBe(PasswordRule.tooShort);
    expect(passwordProblem('x'.repeat(257))).toBe(PasswordRule.tooLong);
  });

  it.each([
    'password1234',
    'Password123!',
    'qwerty123456',
    '123456789012',
    'iloveyou2024!',
    '2024Summer!!!',
    'passwordpassword',
    'aaaaaaaaaaaa',
    'abababababab',
    'abcdefghijkl',
    'qwertyuiopas',
    '1qaz2wsx3edc',
    'Monkey123456',
  ])('refuses the common or guessable %s', (password) => {
    expect(passwordProblem(password)).toBe(PasswordRule.tooCommon);
  });

  it('refuses a password that contains the username', () => {
    expect(passwordProblem('ruth-likes-boaz', 'boaz')).toBe(PasswordRule.hasUsername);
  });

  it.each(['correct horse battery staple', 'Ruth 1:16 whither thou goest', 'mustard-seed-faith-moves'])(
    'accepts %s',
    (password) => {
      expect(passwordProblem(password, 'naomi')).toBeUndefined();
    },
  );
});
