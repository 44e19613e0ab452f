import type { ReferenceLookupRow } from '@strongs/contracts';
import { NOT_IN_RSTNE, NOT_IN_TRANSLATION, pairRows, RSTNE_LOOKUP_UNAVAILABLE } from './row-pairs';

const left = [
  { reference: 'John 3:16', text: 'For God so loved the world' },
  { reference: 'John 3:17', text: 'For God sent not his Son' },
  { reference: 'John 3:18', text: 'He that believeth on him' },
];
const row = (reference: string, text: string, found = true): ReferenceLookupRow => ({
  reference,
  text,
  found,
});

describe('pairRows', () => {
  it('pairs each verse with the rstne text of the same reference', () => {
    const rows = pairRows(left, [
      row('John 3:16', 'For Elohim so loved'),
      row('John 3:17', 'For Elohim sent not'),
      row('John 3:18', 'He that believeth'),
    ]);
    expect(rows.map((r) => [r.reference, r.left, r.right])).toEqual([
      ['John 3:16', 'For God so loved the world', 'For Elohim so loved'],
      ['John 3:17', 'For God sent not his Son', 'For Elohim sent not'],
      ['John 3:18', 'He that believeth on him', 'He that believeth'],
    ]);
  });

  it('pairs by reference, not by position, when the answer is reordered or short', () => {
    const rows = pairRows(left, [
      row('John 3:18', 'He that believeth'),
      row('john  3:16', 'For Elohim so loved'),
    ]);
    expect(rows.map((r) => r.right)).toEqual(['For Elohim so loved', NOT_IN_RSTNE, 'He that believeth']);
    expect(rows.map((r) => r.rightMissing)).toEqual([false, true, false]);
  });

  it('says a verse is missing from the rstne slot when the lookup did not find it or it is empty', () => {
    const rows = pairRows(left.slice(0, 2), [row('John 3:16', '', false), row('John 3:17', '   ')]);
    expect(rows.map((r) => r.right)).toEqual([NOT_IN_RSTNE, NOT_IN_RSTNE]);
  });

  it('marks every row when the batch lookup failed', () => {
    expect(pairRows(left, null).map((r) => r.right)).toEqual([
      RSTNE_LOOKUP_UNAVAILABLE,
      RSTNE_LOOKUP_UNAVAILABLE,
      RSTNE_LOOKUP_UNAVAILABLE,
    ]);
  });

  it('says a verse is missing from the chosen translation when its text is empty', () => {
    const [pair] = pairRows([{ reference: 'Acts 8:37', text: '' }], [row('Acts 8:37', 'And Philip said')]);
    expect(pair.left).toBe(NOT_IN_TRANSLATION);
    expect(pair.leftMissing).toBe(true);
    expect(pair.right).toBe('And Philip said');
  });

  it('gives repeated references distinct keys', () => {
    const rows = pairRows([left[0], left[0]], [row('John 3:16', 'x')]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
  });
});
