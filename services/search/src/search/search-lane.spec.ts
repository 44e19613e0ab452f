import { SearchBusyError, SearchLane } from './search-lane';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('SearchLane', () => {
  it('runs at most `concurrency` calls at once and starts the queued ones as others finish', async () => {
    const lane = new SearchLane(2, 10, 60_000);
    let running = 0;
    let most = 0;
    const gates = Array.from({ length: 5 }, deferred);
    const calls = gates.map((gate) =>
      lane.run(async () => {
        running++;
        most = Math.max(most, running);
        await gate.promise;
        running--;
      }),
    );
    for (const gate of gates) {
      await new Promise((r) => setImmediate(r));
      gate.resolve();
    }
    await Promise.all(calls);
    expect(most).toBe(2);
  });

  it('refuses at once with 503 when the queue is full, and keeps serving afterwards', async () => {
    const lane = new SearchLane(1, 1, 60_000);
    const gate = deferred();
    const first = lane.run(() => gate.promise);
    const queued = lane.run(async () => 'queued');
    await expect(lane.run(async () => 'third')).rejects.toBeInstanceOf(SearchBusyError);
    gate.resolve();
    await first;
    expect(await queued).toBe('queued');
    expect(await lane.run(async () => 'later')).toBe('later');
  });

  it('gives up on a call that waited longer than maxWaitMs', async () => {
    const lane = new SearchLane(1, 5, 20);
    const gate = deferred();
    const first = lane.run(() => gate.promise);
    await expect(lane.run(async () => 'late')).rejects.toThrow('Search is busy');
    gate.resolve();
    await first;
    expect(await lane.run(async () => 'next')).toBe('next');
  });
});
