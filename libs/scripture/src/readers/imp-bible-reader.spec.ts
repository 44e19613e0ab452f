import { ReaderError } from '../errors';
import { collect, fixtureLines } from './__fixtures__/load-fixture';
import { readImpBible } from './imp-bible-reader';

describe('readImpBible', () => {
  it('reads Genesis 1:1-5 from the KJV with its Strong’s tags and skips the heading keys', async () => {
    const verses = await collect(readImpBible(fixtureLines('kjv-excerpt.imp')));
    const genesis = verses.filter((v) => v.book === 1);
    expect(genesis.map((v) => v.verse)).toEqual([1, 2, 3, 4, 5]);
    const [g1] = genesis;
    expect(g1.text).toBe('In the beginning God created the heaven and the earth.');
    expect(g1.tokens.map((t) => t.text).join('')).toBe(g1.text);
    expect(g1.tokens.filter((t) => t.strongs).map((t) => [t.text, t.strongs])).toEqual([
      ['beginning', ['H7225']],
      ['God', ['H430']],
      ['created', ['H1254']],
      ['heaven', ['H8064']],
      ['and', ['H853']],
      ['earth', ['H776']],
    ]);
    expect(g1.tokens[0]).toEqual({ text: 'In the ' });
  });

  it('marks added words and keeps footnotes out of the text', async () => {
    const verses = await collect(readImpBible(fixtureLines('kjv-excerpt.imp')));
    const g4 = verses.find((v) => v.book === 1 && v.verse === 4)!;
    expect(g4.text).toBe(
      'And God saw the light, that it was good: and God divided the light from the darkness.',
    );
    expect(g4.tokens.find((t) => t.added)?.text).toBe('it was');
    expect(g4.notes).toEqual(['the light from…: Heb. between the light and between the darkness']);
  });

  it('reads John 3:16 in red letters, with the pilcrow turned into a paragraph mark', async () => {
    const verses = await collect(readImpBible(fixtureLines('kjv-excerpt.imp')));
    const john = verses.find((v) => v.book === 43 && v.chapter === 3 && v.verse === 16)!;
    expect(john.text).toBe(
      'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
    );
    expect(john.paragraph).toBe(true);
    expect(john.tokens.every((t) => t.red)).toBe(true);
    expect(john.tokens.find((t) => t.text === 'loved')?.strongs).toEqual(['G25']);
    expect(john.tokens.find((t) => t.text === 'the world')?.strongs).toEqual(['G2889']);
  });

  it('reads Matthew 5:3 in red letters with its added word', async () => {
    const verses = await collect(readImpBible(fixtureLines('kjv-excerpt.imp')));
    const matt = verses.find((v) => v.book === 40)!;
    expect(matt.text).toBe('Blessed are the poor in spirit: for theirs is the kingdom of heaven.');
    expect(matt.tokens.filter((t) => !t.red)).toEqual([]);
    expect(matt.tokens.find((t) => t.added)).toEqual({ text: 'are', added: true, red: true });
  });

  it('puts a Psalm title in the heading, with its tagged words', async () => {
    const verses = await collect(readImpBible(fixtureLines('kjv-excerpt.imp')));
    const psalm = verses.find((v) => v.book === 19)!;
    expect(psalm.heading).toBe('A Prayer of Moses the man of God.');
    expect(psalm.headingTokens?.find((t) => t.text === 'God')?.strongs).toEqual(['H430']);
    expect(psalm.text.startsWith('Lord, thou hast been our dwelling place')).toBe(true);
  });

  it('prints an epistle’s subscription after its last verse, not as a heading before it', async () => {
    const lines = [
      '$$$Romans 16:27',
      'To <w lemma="strong:G2316">God</w> only wise, <transChange type="added">be</transChange> glory through Jesus Christ for ever. Amen.  ' +
        '<div eID="gen9005" type="x-p"/> <chapter eID="Rom.16"/> <title>Written to the Romans from Corinthus, ' +
        '<transChange type="added">and sent</transChange> by Phebe servant of the church at Cenchrea.</title> ' +
        '<div canonical="true" eID="gen8965" osisID="Rom" type="book"/>',
    ];
    const [romans] = await collect(readImpBible(lines));
    expect(romans.text).toBe('To God only wise, be glory through Jesus Christ for ever. Amen.');
    expect(romans.heading).toBeUndefined();
    expect(romans.subscription).toBe(
      'Written to the Romans from Corinthus, and sent by Phebe servant of the church at Cenchrea.',
    );
  });

  it('takes no book title after a last verse for a subscription (the WEB’s glossary)', async () => {
    const lines = [
      '$$$Revelation of John 22:21',
      'The grace of the Lord Jesus Christ be with all the saints. Amen. <chapter eID="Rev.22"/> ' +
        '<title level="1" type="main">World English Bible Glossary</title>',
    ];
    const [last] = await collect(readImpBible(lines));
    expect(last.subscription).toBeUndefined();
  });

  it('skips the WEB’s deuterocanon and separates a word glued to a footnote', async () => {
    const verses = await collect(readImpBible(fixtureLines('web-excerpt.imp')));
    expect(verses.map((v) => `${v.book} ${v.chapter}:${v.verse}`)).toEqual(['1 1:1', '43 3:16']);
    expect(verses[0].text).toBe('In the beginning, God created the heavens and the earth.');
    expect(verses[0].notes?.[0]).toContain('Elohim');
    expect(verses[1].text).toContain('his only born Son, that whoever believes');
  });

  it('follows red-letter milestones across verses', async () => {
    const lines = [
      '$$$John 3:16',
      'He said, <q sID="q1" who="Jesus" marker=""/>For God',
      '$$$John 3:17',
      'so loved<q eID="q1" marker=""/> the world.',
    ];
    const [a, b] = await collect(readImpBible(lines));
    expect(a.tokens).toEqual([{ text: 'He said, ' }, { text: 'For God', red: true }]);
    expect(b.tokens).toEqual([{ text: 'so loved ', red: true }, { text: 'the world.' }]);
  });

  describe('the Reina-Valera 1909 (spaRV1909eb)', () => {
    const read = () => collect(readImpBible(fixtureLines('rv1909-excerpt.imp')));

    it('reads verses only: the book title, milestones and `:0` headings are no verses, an empty verse stays', async () => {
      const verses = await read();
      expect(verses.map((v) => `${v.book} ${v.chapter}:${v.verse}`)).toEqual([
        '1 1:1',
        '1 1:9',
        '1 1:30',
        '1 2:7',
        '1 2:16',
        '18 38:38',
        '18 38:39',
        '18 39:1',
        '43 3:16',
        '66 22:21',
      ]);
      expect(verses[0].heading).toBeUndefined();
      expect(verses[0].text).toBe('EN el principio crió Dios los cielos y la tierra.');
      expect(verses.find((v) => v.chapter === 38 && v.verse === 39)?.text).toBe('');
      expect(verses.at(-1)?.text).toBe('La gracia de nuestro Señor Jesucristo sea con todos vosotros. Amén.');
      expect(verses.every((v) => !v.notes && !v.subscription)).toBe(true);
    });

    it('gives each tagged phrase one token with its numbers, the accents kept', async () => {
      const verses = await read();
      const john = verses.find((v) => v.book === 43)!;
      expect(john.text).toBe(
        'Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.',
      );
      expect(john.tokens.map((t) => t.text).join('')).toBe(john.text);
      expect(john.tokens.find((t) => t.text === 'amó')?.strongs).toEqual(['G25']);
      expect(john.tokens.find((t) => t.text === 'de tal manera')?.strongs).toEqual(['G3779']);
      expect(john.tokens.filter((t) => t.strongs?.length)).toHaveLength(24);
    });

    it('reads every number of a word, the bare ones after the first too (strong:H5315 H2416)', async () => {
      const verses = await read();
      const g130 = verses.find((v) => v.book === 1 && v.chapter === 1 && v.verse === 30)!;
      const life = g130.tokens.find((t) => t.text === 'hay vida')!;
      expect(life.strongs).toEqual(['H5315', 'H2416']);
      expect(life.lemma).toBeUndefined();
      const g216 = verses.find((v) => v.book === 1 && v.chapter === 2 && v.verse === 16)!;
      // Written twice (strong:H0398 H0398: the infinitive absolute and its verb), one number of the word.
      expect(g216.tokens.find((t) => t.text === 'comerás')?.strongs).toEqual(['H398']);
      const rev = verses.at(-1)!;
      expect(rev.tokens.find((t) => t.text === 'Jesucristo')?.strongs).toEqual(['G2424', 'G5547']);
    });

    it('marks the added words', async () => {
      const verses = await read();
      const g19 = verses.find((v) => v.book === 1 && v.chapter === 1 && v.verse === 9)!;
      expect(g19.tokens.filter((t) => t.added)).toEqual([{ text: 'están', added: true }]);
    });
  });

  it('reports a malformed key with its line number', async () => {
    await expect(
      collect(readImpBible(['$$$Genesis 1:1', 'In the beginning', '$$$not a key'])),
    ).rejects.toEqual(new ReaderError(3, 'Not a verse key: not a key'));
  });
});
