import fc from 'fast-check';
import { ReaderError } from '../errors';
import { collect } from './__fixtures__/load-fixture';
import { readImpBible } from './imp-bible-reader';
import { readImpDictionary } from './imp-dictionary-reader';
import { asyncLines } from './line-source';
import { readOsisBible } from './osis-bible-reader';
import { readPlainVerseLines } from './plain-verse-lines-reader';
import { readStrongsGreekXml } from './strongs-greek-xml-reader';
import { readStrongsJson } from './strongs-json-reader';
import { readTrUtr } from './tr-utr-reader';
import { readTrWordsTsv } from './tr-words-reader';
import { readUsfm } from './usfm-reader';
import { readVerseTsv } from './verse-tsv-reader';

/** Lines that look a little like the formats, so the readers get past their first checks. */
const line = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '$$$Genesis 1:1',
    '$$$John 3:16',
    '$$$07225',
    '$$$[ Module Heading ]',
    '<w lemma="strong:H0430">God</w> <q who="Jesus" sID="x"/>',
    '<entryFree n="1"><orth>אב</orth><def>from H1; x: - y</def></entryFree>',
    'book\tchapter\tverse\ttext',
    'book\tchapter\tverse\ttext_tagged',
    'Gen\t1\t1\tIn the beginning',
    'John\t3\t16\tουτως 3779 {ADV} | a | b |',
    '1:1 en 1722 {PREP} hn 1510 5707 {V-IAI-3S}',
    ' [prov 4314 {PREP}] 1 | |',
    '\\id GEN',
    '\\c 1',
    '\\v 1 \\w God|strong="H430"\\w* \\f + x\\f*',
  ),
);
const lines = fc.array(line, { maxLength: 12 });

async function onlyReaderErrors(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(ReaderError);
  }
}

describe('every reader throws nothing but ReaderError on random input', () => {
  const cases: [string, (input: string[]) => Promise<unknown>][] = [
    ['readImpBible', (input) => collect(readImpBible(input))],
    ['readImpDictionary', (input) => collect(readImpDictionary(input))],
    ['readVerseTsv', (input) => collect(readVerseTsv(input))],
    ['readTrWordsTsv', (input) => collect(readTrWordsTsv(input))],
    ['readTrUtr', (input) => collect(readTrUtr(input, 43))],
    ['readPlainVerseLines', (input) => collect(readPlainVerseLines(input))],
    ['readOsisBible', (input) => collect(readOsisBible(input))],
    ['readStrongsGreekXml', (input) => collect(readStrongsGreekXml(input))],
    ['asyncLines', (input) => collect(asyncLines(input))],
    ['readUsfm', async (input) => readUsfm(input.join('\n'))],
  ];

  it.each(cases)('%s', async (_name, run) => {
    await fc.assert(
      fc.asyncProperty(lines, (input) => onlyReaderErrors(() => run(input))),
      { numRuns: 300 },
    );
  });

  it('readOsisBible on random XML-ish chunks', async () => {
    const chunk = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '<osis>',
        '<verse osisID="Gen.1.1">',
        '<w lemma="b/7225">בְּ/רֵאשִׁית</w>',
        '</verse>',
        '<note type="variant"><rdg type="x-qere"><w>x</w></rdg></note>',
        '</osis>',
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(chunk, { maxLength: 10 }), (input) =>
        onlyReaderErrors(() => collect(readOsisBible(input))),
      ),
      {
        numRuns: 300,
      },
    );
  });

  it('readStrongsJson on random objects', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.object(), fc.dictionary(fc.constantFrom('H1', 'G26', 'x'), fc.anything())),
        (obj) => {
          try {
            readStrongsJson(obj as Record<string, unknown>, 'greek');
          } catch (error) {
            expect(error).toBeInstanceOf(ReaderError);
          }
        },
      ),
    );
  });

  it('plain verse lines never throw at all: bad lines come back as errors', async () => {
    await fc.assert(
      fc.asyncProperty(lines, async (input) => {
        const items = await collect(readPlainVerseLines(input));
        for (const item of items) if ('error' in item) expect(item.error.line).toBeGreaterThan(0);
      }),
    );
  });
});
