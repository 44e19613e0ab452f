import { isDependencyUnavailable } from './dependency-unavailable';

const withCode = (message: string, code: string): Error => Object.assign(new Error(message), { code });

describe('isDependencyUnavailable', () => {
  it('recognises a refused connection, a Postgres shutdown and a dropped connection', () => {
    expect(isDependencyUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(
      true,
    );
    expect(
      isDependencyUnavailable(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isDependencyUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDependencyUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it("looks through TypeORM's driverError and an error's cause", () => {
    const queryFailed = Object.assign(new Error('query failed'), {
      driverError: withCode('the database system is shutting down', '57P03'),
    });
    expect(isDependencyUnavailable(queryFailed)).toBe(true);
    expect(
      isDependencyUnavailable(
        new Error('cache read', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') }),
      ),
    ).toBe(true);
  });

  it('leaves query mistakes and programming errors alone', () => {
    expect(isDependencyUnavailable(withCode('syntax error at or near "SELEC"', '42601'))).toBe(false);
    expect(isDependencyUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isDependencyUnavailable('ECONNREFUSED')).toBe(false);
  });
});
