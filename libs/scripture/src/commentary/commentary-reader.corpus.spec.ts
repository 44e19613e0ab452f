import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { verseExists } from '../books/catalogue';
import { CORPUS_DIR } from '../readers/__fixtures__/corpus-mutations';
import { collect } from '../readers/__fixtures__/load-fixture';
import type { CommentarySpan } from './commentary-reader';
import { readImpCommentary } from './commentary-reader';

const lines = (file: string) =>
  gunzipSync(readFileSync(join(CORPUS_DIR, 'sword', file)))
    .toString('utf8')
    .split('\n');

(existsSync(join(CORPUS_DIR, 'sword/mhcc.imp.gz')) ? describe : describe.skip)(
  'the SWORD commentaries read whole',
  () => {
    it.each([
      ['mhcc.imp.gz', 'passage', 4059],
      ['scofield.imp.gz', 'verse', 3214],
      ['tdavid.imp.gz', 'passage', 151],
    ] as [string, CommentarySpan, number][])(
      'reads %s: every keyed entry with text, ranges inside their chapter, links to real verses',
      async (file, span, count) => {
        const entries = await collect(readImpCommentary(lines(file), span));
        expect(entries).toHaveLength(count);
        for (const entry of entries) {
          if (entry.verse === 0) expect([entry.startVerse, entry.endVerse]).toEqual([0, 0]);
          else {
            expect(verseExists(entry.book, entry.chapter, entry.startVerse)).toBe(true);
            expect(verseExists(entry.book, entry.chapter, entry.endVerse)).toBe(true);
          }
        }
        const runs = entries.flatMap((e) => e.blocks.flatMap((b) => b.runs));
        for (const { link } of runs) {
          if (!link) continue;
          expect(verseExists(link.book, link.chapter, link.verse)).toBe(true);
          expect(verseExists(link.book, link.endChapter, link.endVerse)).toBe(true);
        }
        expect(runs.some((r) => /<[A-Za-z/]/.test(r.text))).toBe(false);
      },
    );

    it("links nearly every Scofield reference and tags its Greek and Hebrew words with Strong's numbers", async () => {
      const entries = await collect(readImpCommentary(lines('scofield.imp.gz'), 'verse'));
      const runs = entries.flatMap((e) => e.blocks.flatMap((b) => b.runs));
      // 9,642 <reference> elements, some of them split by nested <hi> into several runs.
      expect(runs.filter((r) => r.link).length).toBeGreaterThan(9400);
      expect(runs.filter((r) => r.strongs).length).toBe(83);
    });
  },
);
