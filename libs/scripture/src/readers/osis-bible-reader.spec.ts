import { ReaderError } from '../errors';
import { collect, fixture } from './__fixtures__/load-fixture';
import { oshbLemmaStrongs } from './oshb-lemma';
import { readOsisBible } from './osis-bible-reader';

describe('readOsisBible (OSHB Westminster Leningrad Codex)', () => {
  it('reads Genesis 1:1 as 7 pointed words and a sof pasuq, with their Strong’s numbers in order', async () => {
    const [g1] = await collect(readOsisBible([fixture('wlc-gen-excerpt.xml')]));
    expect(g1).toMatchObject({ book: 1, chapter: 1, verse: 1 });
    const words = g1.tokens.filter((t) => t.lemma);
    expect(words).toHaveLength(7);
    expect(words.flatMap((t) => t.strongs)).toEqual(['H7225', 'H1254', 'H430', 'H853', 'H8064', 'H853', 'H776']);
    // The Hebrew is kept exactly as written (not NFC-normalised): compare with the source bytes.
    const source = (id: string) => new RegExp(`id="${id}">([^<]+)<`).exec(fixture('wlc-gen-excerpt.xml'))![1].replace(/\//g, '');
    expect(words[0]).toEqual({ text: source('01xeN'), strongs: ['H7225'], morph: 'HR/Ncfsa', lemma: 'b/7225' });
    expect(words[1].lemma).toBe('1254 a');
    const ids = ['01xeN', '01Nvk', '01TyA', '01vuQ', '01TSc', '01k5P', '01nPh'];
    expect(g1.text).toBe(`${ids.map(source).join(' ')}׃`);
    expect(g1.text.normalize('NFC')).toBe('בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים אֵ֥ת הַשָּׁמַ֖יִם וְאֵ֥ת הָאָֽרֶץ׃'.normalize('NFC'));
    expect(g1.tokens[g1.tokens.length - 1]).toEqual({ text: '׃' });
  });

  it('joins maqaf-linked words without a space and keeps the ketiv, with the qere in the notes', async () => {
    const verses = await collect(readOsisBible(fixture('wlc-gen-excerpt.xml').match(/[\s\S]{1,64}/g)!));
    expect(verses.map((v) => `${v.chapter}:${v.verse}`)).toEqual(['1:1', '1:2', '8:17']);
    const g817 = verses[2];
    expect(g817.text.normalize('NFC')).toContain('עַל־הָאָ֖רֶץ'.normalize('NFC'));
    expect(g817.text).toContain('הוצא');
    expect(g817.notes?.map((n) => n.normalize('NFC'))).toContain('Qere: הַיְצֵ֣א'.normalize('NFC'));
    expect(g817.tokens.map((t) => t.text).join('')).toBe(g817.text);
  });

  it('prints a note\u2019s "\\u05c4" escape as the mark itself, with no backslash left', async () => {
    const xml = '<osis><div type="book" osisID="Gen"><chapter osisID="Gen.16"><verse osisID="Gen.16.5"><w lemma="559" morph="HVqw3fs" id="01a">וַתֹּאמֶר</w>'
      + '<note n="4">Puncta extraordinaria -- a \\u05c4 is used</note></verse></chapter></div></osis>';
    const [verse] = await collect(readOsisBible([xml]));
    expect(verse.notes).toEqual(['Puncta extraordinaria -- a \u25cc\u05c4 is used']);
  });

  it('reads the numbers of OSHB lemmas: prefixes skipped, augments and "+" dropped', () => {
    expect(oshbLemmaStrongs('b/7225')).toEqual(['H7225']);
    expect(oshbLemmaStrongs('c/1254 a')).toEqual(['H1254']);
    expect(oshbLemmaStrongs('1008+')).toEqual(['H1008']);
    expect(oshbLemmaStrongs('c/d/776')).toEqual(['H776']);
    expect(oshbLemmaStrongs('b')).toEqual([]);
  });

  it('reports a bad verse id and malformed XML as ReaderErrors', async () => {
    await expect(collect(readOsisBible(['<osis><verse osisID="Tob.1.1"></verse></osis>']))).rejects.toEqual(
      new ReaderError(1, 'Bad verse osisID: Tob.1.1'),
    );
    await expect(collect(readOsisBible(['<osis><verse osisID="Gen.1.1">', '</osis>']))).rejects.toBeInstanceOf(ReaderError);
  });
});
