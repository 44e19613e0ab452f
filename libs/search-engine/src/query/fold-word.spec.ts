import { foldText, foldWords } from './fold-word';

describe('foldText', () => {
  it('drops Spanish accents and the diaeresis: amó is amo, corazón corazon, vergüenza verguenza', () => {
    expect(foldText('amó')).toBe('amo');
    expect(foldText('Corazón')).toBe('corazon');
    expect(foldText('VERGÜENZA')).toBe('verguenza');
    expect(foldText('Jehová, Jesús, vió, á, ó')).toBe('jehova jesus vio a o');
  });

  it('keeps ñ as ñ, in either case and whether composed or written n + combining tilde', () => {
    expect(foldText('año')).toBe('año');
    expect(foldText('AÑO')).toBe('año');
    expect(foldText('Señor')).toBe('señor');
    expect(foldText('an\u0303o')).toBe('año');
    expect(foldText('A\u004E\u0303O')).toBe('año');
    expect(foldText('año')).not.toBe(foldText('ano'));
    expect(foldWords('¿Señor, enséñanos?')).toEqual(['señor', 'enseñanos']);
  });

  it('still removes a tilde from any other letter, and every other mark from ñ', () => {
    expect(foldText('São João õ')).toBe('sao joao o');
    expect(foldText('n\u0303\u0301')).toBe('ñ');
    expect(foldText('ñ\u0301')).toBe('ñ');
  });

  it('folds the rest as before: Greek, Hebrew, ligatures, apostrophes', () => {
    expect(foldText('Ἀγάπη ὁ Θεὸς')).toBe('αγαπη ο θεοσ');
    expect(foldText('בְּרֵאשִׁ֖ית')).toBe('בראשית');
    expect(foldText('Æsop naïve')).toBe('aesop naive');
    expect(foldText("God’s fathers'")).toBe("god's fathers");
  });
});
