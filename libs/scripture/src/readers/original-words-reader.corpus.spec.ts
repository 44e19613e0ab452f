import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CORPUS_DIR } from './__fixtures__/corpus-mutations';
import { readByzWords, readTrWords, readWlcWords, type OriginalWordRecord } from './original-words-reader';

const lines = (path: string) =>
  gunzipSync(readFileSync(join(CORPUS_DIR, path)))
    .toString('utf8')
    .split('\n');

async function all(source: AsyncIterable<OriginalWordRecord>): Promise<OriginalWordRecord[]> {
  const out: OriginalWordRecord[] = [];
  for await (const w of source) out.push(w);
  return out;
}

(existsSync(join(CORPUS_DIR, 'oshb-wlc/wlc-words.tsv.gz')) ? describe : describe.skip)(
  'the word files read whole',
  () => {
    it('reads every WLC word with its lemma, number and code (SOURCES.md §2 counts)', async () => {
      const words = await all(readWlcWords(lines('oshb-wlc/wlc-words.tsv.gz')));
      expect(words).toHaveLength(306785);
      expect(words.filter((w) => w.variant === 'ketiv')).toHaveLength(1258);
      expect(words.filter((w) => w.strongs.length === 0)).toHaveLength(5977);
      expect(words[0]).toMatchObject({
        book: 1,
        chapter: 1,
        verse: 1,
        position: 1,
        textPlain: 'בראשית',
        sourceLemma: 'b/7225',
        strongs: ['H7225'],
        morph: 'HR/Ncfsa',
      });
    });

    it('reads the TR words of the KJV text (both + scrivener, no subscriptions) and every Byzantine word', async () => {
      const tr = await all(readTrWords(lines('greek-tr/tr-words.tsv.gz')));
      expect(tr).toHaveLength(140658);
      expect(tr.filter((w) => w.strongs.includes('G26'))).toHaveLength(116);
      const byz = await all(readByzWords(lines('greek-byz-rp2018/rp2018-strongs-parsing.tsv.gz')));
      expect(byz).toHaveLength(140149);
      expect(byz.every((w) => w.morph)).toBe(true);
    });
  },
);
