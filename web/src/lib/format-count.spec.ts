import { formatCount } from './format-count';

describe('formatCount', () => {
  it('writes counts as en-US does, for every size and sign', () => {
    const samples = [0, 7, 42, 999, 1000, 2941, 31102, 349308, 1234567, 1000000000, -1, -1234, 12.5, 1234.25];
    for (const n of samples)
      expect(formatCount(n)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 20 }));
  });
});
