import { MAX_NAMED_STATEMENTS, planOutdated, StatementNames } from './statement-names';

describe('names for repeated read statements', () => {
  it('names a text on its second sighting and keeps that name', () => {
    const names = new StatementNames();
    expect(names.nameOf('SELECT 1')).toBeUndefined();
    const name = names.nameOf('SELECT 1');
    expect(name).toMatch(/^read_\d+$/);
    expect(names.nameOf('SELECT 1')).toBe(name);
    expect(names.nameOf('SELECT 2')).toBeUndefined();
    expect(names.nameOf('SELECT 2')).not.toBe(name);
  });

  it('names at most MAX_NAMED_STATEMENTS texts; the rest stay unnamed', () => {
    const names = new StatementNames();
    const texts = Array.from({ length: MAX_NAMED_STATEMENTS + 5 }, (_, i) => `SELECT ${i}`);
    for (const text of texts) names.nameOf(text);
    const given = texts.map((text) => names.nameOf(text));
    expect(new Set(given.slice(0, MAX_NAMED_STATEMENTS)).size).toBe(MAX_NAMED_STATEMENTS);
    expect(given.slice(MAX_NAMED_STATEMENTS)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('gives a forgotten text a name it never gave before', () => {
    const names = new StatementNames();
    names.nameOf('SELECT *');
    const first = names.nameOf('SELECT *');
    names.forget('SELECT *');
    expect(names.nameOf('SELECT *')).toBeUndefined();
    const second = names.nameOf('SELECT *');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it("knows Postgres's refusal of a plan whose columns changed, and only that", () => {
    const refusal = Object.assign(new Error('cached plan must not change result type'), { code: '0A000' });
    expect(planOutdated(refusal)).toBe(true);
    expect(planOutdated(Object.assign(new Error('feature not supported'), { code: '0A000' }))).toBe(false);
    expect(
      planOutdated(Object.assign(new Error('cached plan must not change result type'), { code: '42P01' })),
    ).toBe(false);
  });
});
