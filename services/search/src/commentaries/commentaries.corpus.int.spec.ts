import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import request from 'supertest';
import type { CommentarySection, CommentarySectionsResponse, CommentaryWork } from '@strongs/contracts';
import { COMMENTARY_MAX_BLOCKS } from '@strongs/contracts';
import { resolveCorpusDir } from '@strongs/nest-common';
import { findBook, verseExists } from '@strongs/scripture';
import { startTestApp, type TestApp } from '../test-app';

/** Elements that mark words; every other element separates text (paragraph, title, cell, line). */
const WORD_ELEMENTS = /<\/?(?:hi|reference|w)(?:\s[^>]*)?>/g;
const ANY_ELEMENT = /<[^>]*>/g;

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The test's own plain text of an entry: markup stripped (escaped HTML tags too), whitespace collapsed. */
function plainTextOf(markup: string): string {
  const text = decode(markup.replace(WORD_ELEMENTS, '').replace(ANY_ELEMENT, ' '));
  return text
    .replace(/<\/?[A-Za-z][^<>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const IN_FLIGHT = 8;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

interface RawEntry {
  key: string;
  book: string;
  chapter: number;
  verse: number;
  text: string;
}

/** Every keyed entry of an `.imp.gz` with text, read with nothing of ours. */
function rawEntries(file: string): RawEntry[] {
  const content = gunzipSync(readFileSync(join(resolveCorpusDir(), 'sword', file))).toString('utf8');
  const entries: RawEntry[] = [];
  for (const part of content.split(/^\$\$\$/m).slice(1)) {
    const newline = part.indexOf('\n');
    const key = (newline < 0 ? part : part.slice(0, newline)).trim();
    const text = plainTextOf(newline < 0 ? '' : part.slice(newline + 1));
    const match = /^(.+) (\d+):(\d+)$/.exec(key);
    if (!match || !text) continue;
    entries.push({ key, book: match[1], chapter: Number(match[2]), verse: Number(match[3]), text });
  }
  return entries;
}

const sectionText = (section: CommentarySection) =>
  collapse(section.blocks.map((b) => b.runs.map((r) => r.text).join('')).join(' '));

describe('the commentaries served against the corpus files (every key, every entry)', () => {
  let t: TestApp;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);

  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['mhcc', 'mhcc.imp.gz'],
    ['scofield', 'scofield.imp.gz'],
    ['tdavid', 'tdavid.imp.gz'],
  ])(
    'serves every entry of %s with the text of the file, no markup, and links to real verses',
    async (code, file) => {
      const raw = rawEntries(file);
      const works = (await get('/api/commentaries').expect(200)).body.works as CommentaryWork[];
      expect(works.find((w) => w.code === code)?.entryCount).toBe(raw.length);

      const mismatches: string[] = [];
      const badLinks: string[] = [];
      let served = 0;
      /** The entry's section at its key, every block of it, page by page (a psalm runs past one page). */
      const servedSection = async (entry: RawEntry): Promise<CommentarySection | undefined> => {
        const path = `/api/commentaries/${code}/${findBook(entry.book)!.number}/${entry.chapter}/${entry.verse}`;
        let whole: CommentarySection | undefined;
        do {
          const offset = whole?.blocks.length ?? 0;
          const res = await get(`${path}?blockOffset=${offset}&blockLimit=${COMMENTARY_MAX_BLOCKS}`).expect(
            200,
          );
          const page = (res.body as CommentarySectionsResponse).sections.find((s) => s.key === entry.key);
          if (!page || page.blocks.length === 0) return whole;
          expect(page.blockOffset).toBe(offset);
          whole = whole ? { ...whole, blocks: [...whole.blocks, ...page.blocks] } : page;
        } while (whole.blocks.length < whole.blockCount);
        return whole;
      };
      const check = async (entry: RawEntry): Promise<void> => {
        const section = await servedSection(entry);
        if (!section) {
          mismatches.push(`${entry.key}: not served`);
          return;
        }
        served += 1;
        const text = sectionText(section);
        if (text !== entry.text) mismatches.push(`${entry.key}: served text differs from the file's`);
        if (/<[A-Za-z/!]/.test(text)) mismatches.push(`${entry.key}: markup in the text`);
        for (const run of section.blocks.flatMap((b) => b.runs)) {
          const link = run.link;
          if (
            link &&
            !(
              verseExists(link.book, link.chapter, link.verse) &&
              verseExists(link.book, link.endChapter, link.endVerse)
            )
          )
            badLinks.push(`${entry.key}: ${run.text}`);
        }
      };
      // A few requests in flight at a time: thousands of entries one after another take minutes.
      for (let i = 0; i < raw.length; i += IN_FLIGHT)
        await Promise.all(raw.slice(i, i + IN_FLIGHT).map(check));
      expect(mismatches.slice(0, 20)).toEqual([]);
      expect(badLinks.slice(0, 20)).toEqual([]);
      expect(served).toBe(raw.length);
    },
  );
});
