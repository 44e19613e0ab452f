import { memoUntilSuccess } from './memo-until-success';

describe('memoUntilSuccess', () => {
  it('tries again after a failure, then keeps the first success', async () => {
    const outcomes = [new Error('Meilisearch is starting'), 'keys', 'other keys'];
    let calls = 0;
    const get = memoUntilSuccess(async () => {
      const outcome = outcomes[calls++];
      if (outcome instanceof Error) throw outcome;
      return outcome;
    });
    await expect(get()).rejects.toThrow('Meilisearch is starting');
    await expect(get()).resolves.toBe('keys');
    await expect(get()).resolves.toBe('keys');
    expect(calls).toBe(2);
  });

  it('shares one attempt between callers that ask at once', async () => {
    let calls = 0;
    const get = memoUntilSuccess(async () => ++calls);
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
  });
});
