import { inVersification } from './versification';

describe('inVersification', () => {
  it('refuses chapters and verses a book does not have (Genesis 51:1, Jude 2:1, John 3:37)', () => {
    expect(inVersification('kjv', 1, 50, 26)).toBe(true);
    expect(inVersification('kjv', 1, 51, 1)).toBe(false);
    expect(inVersification('kjv', 65, 1, 25)).toBe(true);
    expect(inVersification('kjv', 65, 2, 1)).toBe(false);
    expect(inVersification('kjv', 43, 3, 37)).toBe(false);
  });

  it('has the NRSV-type extra verses only in that numbering, and Joel 4 in the Hebrew one', () => {
    expect(inVersification('kjv', 64, 1, 15)).toBe(false);
    expect(inVersification('nrsv', 64, 1, 15)).toBe(true);
    expect(inVersification('nrsv', 66, 12, 18)).toBe(true);
    expect(inVersification('nrsv', 1, 51, 1)).toBe(false);
    expect(inVersification('mt', 29, 4, 21)).toBe(true);
    expect(inVersification('kjv', 29, 4, 1)).toBe(false);
    expect(inVersification('mt', 39, 3, 24)).toBe(true);
    expect(inVersification('mt', 1, 51, 1)).toBe(false);
  });
});
