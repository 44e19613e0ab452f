import { bookNumberByRestoredName, restoredBookName } from './name-restorations';
import { restoreNames } from './restore-names';

const t = (text: string, ...strongs: string[]) => (strongs.length ? { text, strongs } : { text });
const join = (tokens: { text: string }[]) => tokens.map((x) => x.text).join('');

describe('restoreNames', () => {
  it('turns "the LORD God" into "YHWH Elohim" by the Strong\u2019s tags', () => {
    const tokens = [
      t('And the '),
      t('LORD', 'H3068'),
      t(' '),
      t('God', 'H430'),
      t(' '),
      t('formed', 'H3335'),
      t(' man'),
    ];
    expect(join(restoreNames(tokens))).toBe('And YHWH Elohim formed man');
  });

  it('keeps a word whose tag is in the table but whose English is not a name', () => {
    expect(join(restoreNames([t('the '), t('mighty', 'H410'), t(' one')]))).toBe('the mighty one');
  });

  it('restores possessives and plural common nouns', () => {
    expect(join(restoreNames([t('God\u2019s', 'H430'), t(' house')]))).toBe('Elohim\u2019s house');
    expect(join(restoreNames([t('other '), t('gods', 'H430')]))).toBe('other elohim');
  });

  it('restores New Testament names', () => {
    expect(join(restoreNames([t('Jesus', 'G2424'), t(' '), t('Christ', 'G5547')]))).toBe('Yahshua Messiah');
  });

  it('leaves untagged words alone and does not mutate its input', () => {
    const tokens = [t('The Lord')];
    expect(join(restoreNames(tokens))).toBe('The Lord');
    const tagged = [t('God', 'H430')];
    restoreNames(tagged);
    expect(tagged[0].text).toBe('God');
  });

  it('drops the article before a proper name, in any case ("HOLINESS TO THE LORD")', () => {
    expect(join(restoreNames([t('Therefore the '), t('Lord', 'H136'), t(' himself')]))).toBe(
      'Therefore Adonai himself',
    );
    expect(
      join(
        restoreNames([
          t('HOLINESS', 'H6944'),
          t(' TO THE '),
          { text: 'LORD', strongs: ['H3068'], divine: true },
          t('.'),
        ]),
      ),
    ).toBe('HOLINESS TO YHWH.');
    expect(join(restoreNames([t('The'), t(' '), t('LORD', 'H3068'), t(' said')]))).toBe('YHWH said');
  });

  it('keeps the article before Elohim and agrees "a"/"an" with the restored name', () => {
    expect(
      join(
        restoreNames([
          t('I will be to you a '),
          t('God', 'H430'),
          t(': the '),
          t('God', 'H430'),
          t(' of Israel'),
        ]),
      ),
    ).toBe('I will be to you an Elohim: the Elohim of Israel');
    expect(join(restoreNames([t('a God', 'H410')]))).toBe('an El');
  });

  it('restores a name inside a multi-word tag, one word per name number', () => {
    expect(join(restoreNames([t('the kingdom', 'G932'), t(' '), t('of God', 'G2316'), t(',')]))).toBe(
      'the kingdom of Elohim,',
    );
    expect(join(restoreNames([t('O '), t('LORD God', 'H3068', 'H430')]))).toBe('O YHWH Elohim');
    expect(join(restoreNames([t('for '), t('Jesus’ sake', 'G2424')]))).toBe('for Yahshua’s sake');
    expect(join(restoreNames([t('to '), t('God-ward', 'G2316')]))).toBe('to Elohim-ward');
  });

  it('restores an untagged divine name and leaves hyphenated names alone', () => {
    expect(join(restoreNames([t('called, The '), { text: 'LORD', divine: true }, t(' our')]))).toBe(
      'called, YHWH our',
    );
    expect(join(restoreNames([t('Beth-el', 'H1008'), t(' '), t('El-elohe-Israel', 'H415')]))).toBe(
      'Beth-el El-elohe-Israel',
    );
  });

  it('names the books in Hebrew both ways', () => {
    expect(restoredBookName(1)).toBe('Bereshith');
    expect(restoredBookName(66)).toBe('Hazon');
    expect(bookNumberByRestoredName('1 shemuel')).toBe(9);
    expect(bookNumberByRestoredName('Genesis')).toBeUndefined();
  });
});
