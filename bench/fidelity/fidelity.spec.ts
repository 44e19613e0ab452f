import { resolveCorpusDir } from '@strongs/nest-common';
import { createTestDatabase, type TestDatabase } from '@strongs/testing';
import { FIDELITY_CHECKS } from './checks';
import type { FidelityContext } from './fidelity-check';
import { openFidelityContext } from './fidelity-context';

// The fidelity report as a test: every check over the whole seeded corpus, no disagreement allowed.
describe('what readers see agrees with an independent parse of the corpus', () => {
  let database: TestDatabase;
  let context: FidelityContext & { close(): Promise<void> };

  beforeAll(async () => {
    database = await createTestDatabase('corpus');
    context = await openFidelityContext(database.url, resolveCorpusDir());
  });
  afterAll(async () => {
    await context?.close();
    await database?.drop();
  });

  it('has checks to run', () => {
    expect(FIDELITY_CHECKS.length).toBeGreaterThan(0);
  });

  it.each(FIDELITY_CHECKS.map((check) => [check.name, check] as const))('%s', async (_name, check) => {
    const { checked, disagreements } = await check.run(context);
    expect(checked).toBeGreaterThan(0);
    expect(disagreements.slice(0, 20)).toEqual([]);
  });
});
