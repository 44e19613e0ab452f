import fc from 'fast-check';
import { ReaderError } from '../errors';
import { corpusHead, inChunks, mutatedText } from './__fixtures__/corpus-mutations';
import { collect } from './__fixtures__/load-fixture';
import { readImpBible } from './imp-bible-reader';
import { readImpDictionary } from './imp-dictionary-reader';
import { asyncLines } from './line-source';
import { readOsisBible } from './osis-bible-reader';
import { readPlainVerseLines } from './plain-verse-lines-reader';
import { readStrongsGreekXml } from './strongs-greek-xml-reader';
import { readTrUtr } from './tr-utr-reader';
import { readTrWordsTsv } from './tr-words-reader';
import { readUsfm } from './usfm-reader';
import { readVerseTsv } from './verse-tsv-reader';

const RUNS = 250;
const lines = (text: string) => text.split('\n');

async function onlyReaderErrors(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof ReaderError)) throw error;
  }
}

/** A USFM book in the shape the upload accepts, built here because the corpus has no USFM file. */
const USFM_SAMPLE = Buffer.from(
  [
    '\\id JHN',
    '\\h John',
    '\\c 3',
    '\\p',
    '\\v 16 For \\w God|strong="G2316"\\w* so loved the world,\\f + \\fr 3:16 \\ft a note\\f* that he gave',
    '\\v 17 \\add For\\add* God sent not his Son \\wj into the world\\wj*',
    '\\c 4',
    '\\v 1 When therefore the Lord knew',
  ].join('\n'),
);

/** Each reader against a damaged copy of the real file it reads in production. */
const cases: [string, Buffer, (text: string) => Promise<unknown>][] = [
  ['readImpBible (sword/kjv.imp)', corpusHead('sword/kjv.imp.gz'), (t) => collect(readImpBible(lines(t)))],
  ['readImpBible (sword/web.imp)', corpusHead('sword/web.imp.gz'), (t) => collect(readImpBible(lines(t)))],
  [
    'readImpDictionary (strongshebrew.imp)',
    corpusHead('sword/strongshebrew.imp.gz'),
    (t) => collect(readImpDictionary(lines(t))),
  ],
  [
    'readImpDictionary (strongsgreek.imp)',
    corpusHead('sword/strongsgreek.imp.gz'),
    (t) => collect(readImpDictionary(lines(t), 'greek')),
  ],
  [
    'readVerseTsv (english/asv.tsv)',
    corpusHead('english/asv.tsv.gz'),
    (t) => collect(readVerseTsv(lines(t))),
  ],
  [
    'readVerseTsv (kjv-crosswire.tsv)',
    corpusHead('kjv-strongs-crosswire/kjv-crosswire.tsv.gz'),
    (t) => collect(readVerseTsv(lines(t))),
  ],
  [
    'readVerseTsv (greek-tr/tr-verses.tsv)',
    corpusHead('greek-tr/tr-verses.tsv.gz'),
    (t) => collect(readVerseTsv(lines(t))),
  ],
  [
    'readVerseTsv (rp2018)',
    corpusHead('greek-byz-rp2018/rp2018-strongs-parsing.tsv.gz'),
    (t) => collect(readVerseTsv(lines(t), { tvm: false })),
  ],
  [
    'readTrWordsTsv (greek-tr/tr-words.tsv)',
    corpusHead('greek-tr/tr-words.tsv.gz'),
    (t) => collect(readTrWordsTsv(lines(t))),
  ],
  [
    'readTrUtr (parsed/JOH.UTR)',
    corpusHead('greek-tr/parsed/JOH.UTR.gz'),
    (t) => collect(readTrUtr(lines(t), 43)),
  ],
  [
    'readOsisBible (oshb-wlc/Gen.xml)',
    corpusHead('oshb-wlc/wlc/Gen.xml.gz', 8 * 1024),
    (t) => collect(readOsisBible([t])),
  ],
  [
    'readStrongsGreekXml (strongsgreek.xml)',
    corpusHead('strongs-dictionaries/strongsgreek.xml.gz', 8 * 1024),
    (t) => collect(readStrongsGreekXml([t])),
  ],
  [
    'readPlainVerseLines (english/web.tsv)',
    corpusHead('english/web.tsv.gz'),
    (t) => collect(readPlainVerseLines(lines(t))),
  ],
  ['readUsfm (a John excerpt)', USFM_SAMPLE, async (t) => readUsfm(t)],
];

describe('every reader on damaged real corpus files throws nothing but ReaderError', () => {
  it.each(cases)('%s', async (_name, original, read) => {
    await fc.assert(
      fc.asyncProperty(mutatedText(original), (text) => onlyReaderErrors(() => read(text))),
      { numRuns: RUNS },
    );
  });

  it('reads OSIS the same however a stream cuts it into chunks', async () => {
    const text = corpusHead('oshb-wlc/wlc/Gen.xml.gz', 8 * 1024).toString('utf8');
    const whole = await onlyReaderErrorsResult(() => collect(readOsisBible([text])));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 700 }), { minLength: 1, maxLength: 20 }),
        async (sizes) => {
          expect(await onlyReaderErrorsResult(() => collect(readOsisBible(inChunks(text, sizes))))).toEqual(
            whole,
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it('splits damaged chunked text into the same lines as the whole text', async () => {
    const original = corpusHead('sword/kjv.imp.gz');
    await fc.assert(
      fc.asyncProperty(
        mutatedText(original),
        fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 10 }),
        async (text, sizes) => {
          const whole = await collect(asyncLines([text]));
          expect(await collect(asyncLines(inChunks(text, sizes)))).toEqual(whole);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

async function onlyReaderErrorsResult(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ReaderError)) throw error;
    return error.message;
  }
}
