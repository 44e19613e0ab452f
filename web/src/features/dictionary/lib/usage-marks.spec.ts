import { usagePieces } from './usage-marks';

describe('usagePieces', () => {
  it('reads the Hebrew dictionary’s spelled-out marks as Strong’s X and + (H1)', () => {
    expect(usagePieces('chief, (fore-) father(-less), [idiom] patrimony, principal.')).toEqual([
      { text: 'chief, (fore-) father(-less), ' },
      { mark: 'idiom' },
      { text: ' patrimony, principal.' },
    ]);
    expect(usagePieces('[idiom] another, [phrase] hypocrite')).toEqual([
      { mark: 'idiom' },
      { text: ' another, ' },
      { mark: 'phrase' },
      { text: ' hypocrite' },
    ]);
  });

  it('reads the Greek dictionary’s own signs, also after a parenthesis, and leaves words with an X alone', () => {
    expect(usagePieces('true, X truly, truth, verity.')).toEqual([
      { text: 'true, ' },
      { mark: 'idiom' },
      { text: ' truly, truth, verity.' },
    ]);
    expect(usagePieces('smite (+ with the hand)')).toEqual([
      { text: 'smite (' },
      { mark: 'phrase' },
      { text: ' with the hand)' },
    ]);
    expect(usagePieces('Xerxes, X-ray, 1+1')).toEqual([{ text: 'Xerxes, X-ray, 1+1' }]);
  });
});
