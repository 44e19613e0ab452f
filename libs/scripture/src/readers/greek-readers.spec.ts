import { ReaderError } from '../errors';
import { collect, fixture, fixtureLines } from './__fixtures__/load-fixture';
import { parseGreekTaggedWords, takeScrivener } from './greek-tagged-words';
import { transliteratedToGreek } from './greek-transliteration';
import { asyncLines } from './line-source';
import { readTrUtr } from './tr-utr-reader';
import { readTrWordsTsv } from './tr-words-reader';
import { readVerseTsv } from './verse-tsv-reader';

const JOHN_3_16 =
  'ουτως γαρ ηγαπησεν ο θεος τον κοσμον ωστε τον υιον αυτου τον μονογενη εδωκεν ινα πας ο πιστευων εις αυτον μη αποληται αλλ εχη ζωην αιωνιον';

describe('readTrUtr (Textus Receptus .UTR files)', () => {
  it('reads John 3:16 in Greek letters with Strong’s numbers, TVM codes left out', async () => {
    const verses = await collect(readTrUtr(asyncLines([fixture('JOH-excerpt.UTR')]), 43));
    expect(verses.map((v) => `${v.chapter}:${v.verse}`)).toEqual(['1:1', '3:16', '3:17']);
    const john = verses[1];
    expect(john.text).toBe(JOHN_3_16);
    const words = john.tokens.filter((t) => t.strongs);
    expect(words).toHaveLength(26);
    expect(words[2]).toEqual({ text: 'ηγαπησεν', strongs: ['G25'], morph: 'V-AAI-3S' });
    expect(words[4]).toEqual({ text: 'θεος', strongs: ['G2316'], morph: 'N-NSM' });
  });

  it('takes the Scrivener reading of a variant (Matt 2:11 eidon, not euron)', async () => {
    const [matt] = await collect(readTrUtr(fixtureLines('MT-excerpt.UTR'), 40));
    expect(matt.text).toContain('ειδον');
    expect(matt.text).not.toContain('ευρον');
    expect(matt.tokens.find((t) => t.text === 'ειδον')?.strongs).toEqual(['G3708']);
  });

  it('puts the subscription of Romans in the notes', async () => {
    const [rom] = await collect(readTrUtr(fixtureLines('RO-excerpt.UTR'), 45));
    expect(rom.text.endsWith('αμην')).toBe(true);
    expect(rom.notes).toEqual([
      'προς ρωμαιους εγραφη απο κορινθου δια φοιβης της διακονου της εν κεγχρεαις εκκλησιας',
    ]);
  });

  it('rejects an unknown book and a line that is neither verse nor continuation', async () => {
    await expect(collect(readTrUtr([], 99))).rejects.toBeInstanceOf(ReaderError);
    await expect(collect(readTrUtr(['1:1 en 1722 {PREP}', 'oops'], 43))).rejects.toEqual(
      new ReaderError(2, "Expected 'chapter:verse' or a continuation line: oops"),
    );
  });

  it('decides TVM by position and reads compounds, zeros and parse-only variants', () => {
    expect(parseGreekTaggedWords('arage 686 1065 {PRT} ekperissou 0 4053 {ADV}', { tvm: true })).toEqual([
      { text: 'αραγε', strongs: ['G686', 'G1065'], morph: 'PRT', subscription: false },
      { text: 'εκπερισσου', strongs: ['G4053'], morph: 'ADV', subscription: false },
    ]);
    expect(parseGreekTaggedWords('hgaphsen 25 5656 {V-AAI-3S}', { tvm: true })[0]).toMatchObject({
      strongs: ['G25'],
      tvm: '5656',
    });
    expect(
      parseGreekTaggedWords(takeScrivener('barnaba 921 | {N-GSM} | {N-DSM} |'), { tvm: true })[0].morph,
    ).toBe('N-DSM');
    expect(transliteratedToGreek('qeov')).toBe('θεος');
  });
});

describe('readTrWordsTsv', () => {
  it('groups the word rows of both + Scrivener into verses (John 3:16: 26 words)', async () => {
    const verses = await collect(readTrWordsTsv(fixtureLines('tr-words-excerpt.tsv')));
    expect(verses.map((v) => `${v.book} ${v.chapter}:${v.verse}`)).toEqual(['40 2:11', '43 3:16', '43 3:17']);
    expect(verses[1].text).toBe(JOHN_3_16);
    expect(verses[1].tokens.filter((t) => t.strongs)).toHaveLength(26);
    expect(verses[0].text).toContain('ειδον');
    expect(verses[0].text).not.toContain('ευρον');
  });
});

describe('readVerseTsv', () => {
  it('reads the English rows, keeping empty verses and Psalm titles', async () => {
    const verses = await collect(readVerseTsv(fixtureLines('asv-excerpt.tsv')));
    expect(verses.map((v) => `${v.book} ${v.chapter}:${v.verse}`)).toEqual([
      '1 1:1',
      '1 1:2',
      '19 23:1',
      '40 17:21',
      '43 3:16',
    ]);
    expect(verses[0].text).toBe('In the beginning God created the heavens and the earth.');
    expect(verses[2]).toMatchObject({
      text: 'Jehovah is my shepherd; I shall not want.',
      heading: 'A Psalm of David.',
    });
    expect(verses[3]).toMatchObject({ text: '', tokens: [] });
  });

  it('reads the Byzantine text of John 3:16 with Strong’s numbers and parsings', async () => {
    const [john] = await collect(readVerseTsv(fixtureLines('byz-excerpt.tsv')));
    expect(john.text).toBe(JOHN_3_16);
    expect(john.tokens.find((t) => t.text === 'ηγαπησεν')).toEqual({
      text: 'ηγαπησεν',
      strongs: ['G25'],
      morph: 'V-AAI-3S',
    });
  });

  it('reads the transliterated TR verse rows like the UTR files', async () => {
    const [john] = await collect(readVerseTsv(fixtureLines('tr-verses-excerpt.tsv')));
    expect(john.text).toBe(JOHN_3_16);
    expect(john.tokens.find((t) => t.text === 'εδωκεν')?.strongs).toEqual(['G1325']);
  });

  it('reports unknown books and bad numbers with their line', async () => {
    await expect(collect(readVerseTsv(['book\tchapter\tverse\ttext', 'Tob\t1\t1\tx']))).rejects.toEqual(
      new ReaderError(2, 'Unknown book: Tob'),
    );
    await expect(collect(readVerseTsv(['book\tchapter\tverse\ttext', 'Gen\tx\t1\tx']))).rejects.toEqual(
      new ReaderError(2, 'Bad chapter: x'),
    );
    await expect(collect(readVerseTsv(['nothing']))).rejects.toBeInstanceOf(ReaderError);
  });
});
