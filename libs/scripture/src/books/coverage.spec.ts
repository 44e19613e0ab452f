import { describeCoverage } from './coverage';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('describeCoverage', () => {
  it('says nothing of a text with all 66 books', () => {
    expect(describeCoverage(range(1, 66), 31102)).toBeNull();
  });

  it('names a book or a few', () => {
    expect(describeCoverage([8, 8, 8], 85)).toBe('Ruth only, 85 verses');
    expect(describeCoverage([17, 8], 252)).toBe('Ruth, Esther only, 252 verses');
  });

  it('names a whole testament', () => {
    expect(describeCoverage(range(40, 66), 7957)).toBe('New Testament only, 7,957 verses');
    expect(describeCoverage(range(1, 39), 23145)).toBe('Old Testament only, 23,145 verses');
  });

  it('counts books beyond three', () => {
    expect(describeCoverage(range(1, 5), 5852)).toBe('5 books, 5,852 verses');
    expect(describeCoverage(range(1, 65), 31000)).toBe('65 books, 31,000 verses');
  });
});
