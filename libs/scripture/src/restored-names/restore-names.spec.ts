import { bookNumberByRestoredName, restoredBookName } from './name-restorations';
import { restoreNames } from './restore-names';

const t = (text: string, ...strongs: string[]) => (strongs.length ? { text, strongs } : { text });
const join = (tokens: { text: string }[]) => tokens.map((x) => x.text).join('');

describe('restoreNames', () => {
  it('turns "the LORD God" into "YHWH Elohim" by the Strong\u2019s tags', () => {
    const tokens = [t('And the '), t('LORD', 'H3068'), t(' '), t('God', 'H430'), t(' '), t('formed', 'H3335'), t(' man')];
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

  it('names the books in Hebrew both ways', () => {
    expect(restoredBookName(1)).toBe('Bereshith');
    expect(restoredBookName(66)).toBe('Hazon');
    expect(bookNumberByRestoredName('1 shemuel')).toBe(9);
    expect(bookNumberByRestoredName('Genesis')).toBeUndefined();
  });
});
