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
    expect(words.flatMap((t) => t.strongs)).toEqual([
      'H7225',
      'H1254',
      'H430',
      'H853',
      'H8064',
      'H853',
      'H776',
    ]);
    // The Hebrew is kept exactly as written (not NFC-normalised): compare with the source bytes.
    const source = (id: string) =>
      new RegExp(`id="${id}">([^<]+)<`).exec(fixture('wlc-gen-excerpt.xml'))![1].replace(/\//g, '');
    expect(words[0]).toEqual({
      text: source('01xeN'),
      strongs: ['H7225'],
      morph: 'HR/Ncfsa',
      lemma: 'b/7225',
    });
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
    expect(g817.readings?.map((r) => ({ ketiv: r.ketiv, qere: r.qere.normalize('NFC') }))).toEqual([
      { ketiv: 'הוצא', qere: 'הַיְצֵ֣א'.normalize('NFC') },
    ]);
  });

  it('prints a note\u2019s "\\u05c4" escape as the mark itself, with no backslash left', async () => {
    const xml =
      '<osis><div type="book" osisID="Gen"><chapter osisID="Gen.16"><verse osisID="Gen.16.5"><w lemma="559" morph="HVqw3fs" id="01a">וַתֹּאמֶר</w>' +
      '<note n="4">Puncta extraordinaria -- a \\u05c4 is used</note></verse></chapter></div></osis>';
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
    await expect(collect(readOsisBible(['<osis><verse osisID="Xyz.1.1"></verse></osis>']))).rejects.toEqual(
      new ReaderError(1, 'Bad verse osisID: Xyz.1.1'),
    );
    await expect(
      collect(readOsisBible(['<osis><verse osisID="Gen.1.1">', '</osis>'])),
    ).rejects.toBeInstanceOf(ReaderError);
  });
});

describe('readOsisBible (published OSIS Bibles: milestone verses, SWORD markup)', () => {
  const bible = (body: string): string[] => [
    `<?xml version="1.0"?><osis xmlns="http://www.bibletechnologies.net/2003/OSIS/namespace"><osisText osisIDWork="KJV">${body}</osisText></osis>`,
  ];

  it('reads milestone verses with their words, Strong’s numbers, morphology, added words and notes', async () => {
    const verses = await collect(
      readOsisBible(
        bible(
          '<div type="book" osisID="Ruth"><title type="main">Ruth</title><chapter sID="Ruth.1" osisID="Ruth.1"/>' +
            '<verse sID="Ruth.1.1" osisID="Ruth.1.1"/>Now it <w lemma="strong:H1961" morph="strongMorph:TH8799">came to pass</w> in the days<note placement="foot">Heb. judged</note> when the <w lemma="strong:H8199">judges</w> <transChange type="added">ruled</transChange>.<verse eID="Ruth.1.1"/>\n' +
            '<verse sID="Ruth.1.2" osisID="Ruth.1.2"/>And the <divineName><w lemma="strong:H3068">LORD</w></divineName> spake.<verse eID="Ruth.1.2"/><chapter eID="Ruth.1"/></div>',
        ),
      ),
    );
    expect(verses.map((v) => `${v.book} ${v.chapter}:${v.verse} ${v.text}`)).toEqual([
      '8 1:1 Now it came to pass in the days when the judges ruled.',
      '8 1:2 And the LORD spake.',
    ]);
    expect(verses[0].tokens).toContainEqual({
      text: 'came to pass',
      strongs: ['H1961'],
      morph: 'strongMorph:TH8799',
    });
    expect(verses[0].tokens).toContainEqual({ text: 'ruled', added: true });
    expect(verses[0].notes).toEqual(['Heb. judged']);
    expect(verses[1].tokens).toContainEqual({ text: 'LORD', strongs: ['H3068'], divine: true });
  });

  it('gives a canonical title before a verse to that verse, red letters across milestones, and skips the deuterocanon', async () => {
    const verses = await collect(
      readOsisBible(
        bible(
          '<chapter sID="Ps.3"/><title type="chapter">Psalm 3</title><title type="psalm" canonical="true">A Psalm of <w lemma="strong:H1732">David</w>.</title>' +
            '<verse sID="Ps.3.1" osisID="Ps.3.1"/>LORD, how are they increased!<verse eID="Ps.3.1"/>' +
            '<verse sID="Tob.1.1" osisID="Tob.1.1"/>The book of the words of Tobit.<verse eID="Tob.1.1"/>' +
            '<verse sID="John.11.35" osisID="John.11.35"/>Jesus wept.<verse eID="John.11.35"/><q who="Jesus" sID="q1"/>' +
            '<verse sID="John.11.39" osisID="John.11.39"/>Take ye away the stone.<q eID="q1"/> Martha said<verse eID="John.11.39"/>',
        ),
      ),
    );
    expect(verses.map((v) => `${v.book} ${v.chapter}:${v.verse}`)).toEqual([
      '19 3:1',
      '43 11:35',
      '43 11:39',
    ]);
    expect(verses[0]).toMatchObject({ heading: 'A Psalm of David.', text: 'LORD, how are they increased!' });
    expect(verses[0].headingTokens).toContainEqual({ text: 'David', strongs: ['H1732'] });
    expect(verses[1].tokens.some((t) => t.red)).toBe(false);
    expect(verses[2].tokens.filter((t) => t.red).map((t) => t.text.trim())).toEqual([
      'Take ye away the stone.',
    ]);
    expect(verses[2].text).toBe('Take ye away the stone. Martha said');
  });

  it('reads a container verse of SWORD markup the same way', async () => {
    const [verse] = await collect(
      readOsisBible(
        bible('<verse osisID="Gen.1.1">In the <w lemma="strong:H07225">beginning</w>\nGod</verse>'),
      ),
    );
    expect(verse).toMatchObject({ book: 1, chapter: 1, verse: 1, text: 'In the beginning God' });
    expect(verse.tokens).toContainEqual({ text: 'beginning', strongs: ['H7225'] });
  });
});
