import { INVALID_EMAIL, validateRegistration } from './register-form';

describe('validateRegistration', () => {
  const password = 'whither thou goest';

  it('accepts a registration without an e-mail address, or with a plausible one', () => {
    expect(validateRegistration('ruth', password, password)).toEqual({});
    expect(validateRegistration('ruth', password, password, '  ruth@example.org ')).toEqual({});
  });

  it('names a malformed e-mail address with the server text', () => {
    expect(validateRegistration('ruth', password, password, 'ruth@')).toEqual({ email: INVALID_EMAIL });
    expect(validateRegistration('ruth', password, password, 'ruth example.org')).toEqual({
      email: INVALID_EMAIL,
    });
  });

  it('refuses a password containing the user name, as the server does', () => {
    expect(validateRegistration('Ruth', 'ruth of moab, gleaning', 'ruth of moab, gleaning')).toEqual({
      password: 'Password must not contain the username',
    });
  });

  it('still reports the other fields first in their own words', () => {
    expect(validateRegistration('', '', 'x', 'bad')).toMatchObject({
      username: expect.any(String),
      password: expect.any(String),
      email: INVALID_EMAIL,
    });
  });
});
