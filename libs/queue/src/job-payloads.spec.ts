import { importJobId } from './job-payloads';

describe('importJobId', () => {
  it('derives the same id from the same work, without characters BullMQ refuses', () => {
    const id = importJobId('kjv', 'a'.repeat(64));
    expect(id).toBe('import-kjv-aaaaaaaaaaaaaaaa');
    expect(importJobId('kjv', 'a'.repeat(64))).toBe(id);
    expect(importJobId('a:b', 'c:d')).not.toContain(':');
  });
});
