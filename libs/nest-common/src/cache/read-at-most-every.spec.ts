import { readAtMostEvery } from './read-at-most-every';

describe('readAtMostEvery', () => {
  afterEach(() => jest.useRealTimers());

  it('reads once per interval, the calls in between sharing that read', async () => {
    jest.useFakeTimers({ now: 0 });
    let reads = 0;
    const current = readAtMostEvery(5_000, async () => ++reads);
    expect(await Promise.all([current(), current(), current()])).toEqual([1, 1, 1]);
    jest.setSystemTime(5_000);
    expect(await current()).toBe(1);
    jest.setSystemTime(5_001);
    expect(await current()).toBe(2);
    expect(reads).toBe(2);
  });

  it('keeps no failed read: the next call reads again', async () => {
    let reads = 0;
    const current = readAtMostEvery(60_000, async () => {
      reads += 1;
      if (reads === 1) throw new Error('database away');
      return reads;
    });
    await expect(current()).rejects.toThrow('database away');
    expect(await current()).toBe(2);
    expect(await current()).toBe(2);
  });
});
