import { Client } from 'pg';
import { TEST_SERVER_URL } from '@strongs/testing';
import { isInvalidInputValue } from './invalid-input-value';

/** Real driver errors from the test server: the codes the HTTP fuzz met as 500s (GET /api/pages/%00, id 99999999999999999999). */
describe('isInvalidInputValue', () => {
  const client = new Client({ connectionString: TEST_SERVER_URL });
  beforeAll(async () => {
    await client.connect();
    await client.query('CREATE TEMP TABLE short_text (c varchar(2))');
  });
  afterAll(() => client.end());

  const failureOf = async (sql: string, params: unknown[]): Promise<unknown> => {
    try {
      await client.query(sql, params);
    } catch (error) {
      return error;
    }
    throw new Error(`no error from ${sql}`);
  };

  it.each([
    ['a NUL character in a text parameter', 'SELECT $1::text', ['a\u0000b']],
    ['an integer out of range', 'SELECT $1::int', ['99999999999999999999']],
    ['text where a number belongs', 'SELECT $1::int', ['abc']],
    ['a string longer than its type', 'INSERT INTO short_text VALUES ($1)', ['abcd']],
  ])('takes %s for bad input', async (_name, sql, params) => {
    const error = (await failureOf(sql, params)) as Error;
    expect(isInvalidInputValue(error)).toBe(true);
    expect(isInvalidInputValue(Object.assign(new Error('query failed'), { driverError: error }))).toBe(true);
  });

  it('leaves query mistakes and other failures alone', async () => {
    expect(isInvalidInputValue(await failureOf('SELEC 1', []))).toBe(false);
    expect(isInvalidInputValue(await failureOf('SELECT 1/0', []))).toBe(false);
    expect(isInvalidInputValue(new TypeError('x is undefined'))).toBe(false);
  });
});
