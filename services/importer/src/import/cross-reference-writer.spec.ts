import { CrossReferenceFormatError, parseCrossReferenceLine } from './cross-reference-writer';

describe('parseCrossReferenceLine', () => {
  it('reads a single-verse reference with its votes', () => {
    expect(parseCrossReferenceLine('Gen.1.1\tHeb.1.10\t46', 2)).toEqual({
      from_ord: 1_001_001,
      to_start_ord: 58_001_010,
      to_end_ord: 58_001_010,
      votes: 46,
    });
  });

  it('reads a range target and negative votes', () => {
    expect(parseCrossReferenceLine('John.3.16\t1Tim.1.15-1Tim.1.16\t-3', 9)).toEqual({
      from_ord: 43_003_016,
      to_start_ord: 54_001_015,
      to_end_ord: 54_001_016,
      votes: -3,
    });
  });

  it('names the line of a malformed row', () => {
    expect(() => parseCrossReferenceLine('Gen.1.1\tNowhere.1.1\t3', 7)).toThrow(
      new CrossReferenceFormatError('Line 7: not an OSIS verse id: Nowhere.1.1'),
    );
    expect(() => parseCrossReferenceLine('Gen.1.1', 8)).toThrow(CrossReferenceFormatError);
  });
});
