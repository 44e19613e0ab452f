import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import request from 'supertest';
import type { TopicListResponse, TopicResponse, TopicSubTopic } from '@strongs/contracts';
import { resolveCorpusDir } from '@strongs/nest-common';
import { BOOKS } from '@strongs/scripture';
import { startTestApp, type TestApp } from '../test-app';

jest.setTimeout(20 * 60_000);

interface Point {
  book: number;
  chapter: number;
  verse: number;
}
interface SourceLine {
  level: 0 | 1;
  label: string;
  refs: { start: Point; end: Point; wholeChapter: boolean }[];
  links: string[];
}
interface SourceTopic {
  name: string;
  lines: SourceLine[];
}

const BOOK_BY_OSIS = new Map(BOOKS.map((b) => [b.osis, b]));
const versesIn = (book: number, chapter: number): number =>
  BOOKS[book - 1].versesPerChapter[chapter - 1] ?? 0;

function point(osis: string): (Point & { wholeChapter: boolean }) | null {
  const m = /^(\w+)\.(\d+)(?:\.(\d+))?$/.exec(osis);
  const book = m && BOOK_BY_OSIS.get(m[1]);
  if (!m || !book) return null;
  const chapter = Number(m[2]);
  if (chapter < 1 || chapter > book.chapters) return null;
  const verse = m[3] === undefined ? 0 : Number(m[3]);
  if (m[3] !== undefined && (verse < 1 || verse > versesIn(book.number, chapter))) return null;
  return { book: book.number, chapter, verse, wholeChapter: m[3] === undefined };
}

/** The test's own reading of one osisRef: null for a book outside the 66 or a verse the KJV lacks. */
function osisRange(osis: string): SourceLine['refs'][number] | null {
  const [a, b] = osis.split('-');
  const start = point(a);
  if (!start) return null;
  if (b === undefined) {
    if (start.wholeChapter) {
      const { book, chapter } = start;
      return {
        start: { book, chapter, verse: 1 },
        end: { book, chapter, verse: versesIn(book, chapter) },
        wholeChapter: true,
      };
    }
    const p = { book: start.book, chapter: start.chapter, verse: start.verse };
    return { start: p, end: p, wholeChapter: false };
  }
  const end = point(b);
  if (!end || start.wholeChapter || end.wholeChapter || end.book !== start.book) return null;
  if (end.chapter * 1000 + end.verse < start.chapter * 1000 + start.verse) return null;
  const s = { book: start.book, chapter: start.chapter, verse: start.verse };
  const e = { book: end.book, chapter: end.chapter, verse: end.verse };
  return { start: s, end: e, wholeChapter: false };
}

const decode = (s: string) =>
  s.replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n))).replace(/&amp;/g, '&');

/**
 * sword/nave.imp.gz read with the test's own expressions. The same two repairs as the importer's reader,
 * written again: a verse link followed at once by a letter is a name ("Micah 2</ref>Ch 34:20"), and a
 * one-chapter book's verses written after a link to its verse 1 ("Jude 1</ref>:3,4,20-23").
 */
function sourceTopics(): SourceTopic[] {
  const text = gunzipSync(readFileSync(join(resolveCorpusDir(), 'sword/nave.imp.gz'))).toString('utf8');
  const topics: SourceTopic[] = [];
  const TOKEN =
    /<lb\/>|<item>|<\/item>|<\/?list>|<ref osisRef="([^"]+)">([^<]*)<\/ref>|<ref target="([^"]+)">([^<]*)<\/ref>|<[^>]*>|([^<]+)/g;
  for (const entry of text.split(/^\$\$\$/m).slice(1)) {
    const newline = entry.indexOf('\n');
    const name = entry.slice(0, newline).trim().replace(/\s+/g, ' ');
    type Part = { text: string } | { osis: string; text: string } | { link: string; text: string };
    const lines: { level: 0 | 1; parts: Part[] }[] = [];
    let parent: (typeof lines)[number] | undefined;
    let current: (typeof lines)[number] | undefined;
    for (const m of entry.slice(newline + 1).matchAll(TOKEN)) {
      const [token, osis, osisText, target, linkText, plain] = m;
      if (token === '<lb/>') lines.push((current = parent = { level: 0, parts: [] }));
      else if (token === '<item>') lines.push((current = { level: 1, parts: [] }));
      else if (token === '</item>' || token === '</list>') current = parent;
      else if (osis !== undefined) current!.parts.push({ osis, text: decode(osisText) });
      else if (target !== undefined)
        current!.parts.push({
          link: target
            .replace(/^Nave:/, '')
            .replace(/\s+/g, ' ')
            .trim(),
          text: decode(linkText),
        });
      else if (plain !== undefined && current) current.parts.push({ text: decode(plain) });
    }
    const out: SourceLine[] = [];
    for (const line of lines) {
      const parts = line.parts;
      const refs: SourceLine['refs'] = [];
      const links: string[] = [];
      let label = '';
      let afterRef = false;
      const addText = (t: string) => {
        const piece = afterRef ? t.replace(/^[\s;,.:]*/, '') : t;
        if (afterRef && piece) label += ' ';
        label += piece;
        if (piece) afterRef = false;
      };
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if ('link' in part) {
          links.push(part.link);
          addText(part.text.replace(/\s+/g, ' ').trim());
          continue;
        }
        if (!('osis' in part)) {
          addText(part.text);
          continue;
        }
        const next = parts[i + 1];
        const follows = next && !('osis' in next) && !('link' in next) ? next.text : '';
        let found: SourceLine['refs'] | null = null;
        if (/^[A-Za-z]/.test(follows)) found = null;
        else {
          const one = /^(\w+)\.1\.1$/.exec(part.osis);
          const cont = /^:\s*(\d(?:[\d\s,-]*\d)?)/.exec(follows);
          if (one && BOOK_BY_OSIS.get(one[1])?.chapters === 1 && /\b1\s*$/.test(part.text) && cont) {
            const book = BOOK_BY_OSIS.get(one[1])!.number;
            found = cont[1].split(',').map((p) => {
              const [x, y = x] = p.split('-').map((n) => Number(n.trim()));
              return {
                start: { book, chapter: 1, verse: x },
                end: { book, chapter: 1, verse: y },
                wholeChapter: false,
              };
            });
            (parts[i + 1] as { text: string }).text = follows.slice(cont[0].length);
          } else {
            const r = osisRange(part.osis);
            found = r ? [r] : null;
          }
        }
        if (!found) {
          addText(part.text);
          continue;
        }
        refs.push(...found);
        label = label.replace(/[\s;,]*$/, '');
        afterRef = true;
      }
      label = label
        .replace(/&[lg]t;/g, '')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^→\s*/, '')
        .replace(/^[\s;,]+/, '')
        .replace(/[\s;,:]+$/, '');
      if (label || refs.length || links.length) out.push({ level: line.level, label, refs, links });
    }
    topics.push({ name, lines: out });
  }
  return topics;
}

/** A topic as served, its pages put together: a sub-topic continued from the page before is one sub-topic. */
function joined(pages: TopicResponse[]): TopicSubTopic[] {
  const out: TopicSubTopic[] = [];
  for (const page of pages) {
    for (const sub of page.subTopics) {
      if (sub.continued) out[out.length - 1].references.push(...sub.references);
      else out.push({ ...sub, references: [...sub.references] });
    }
  }
  return out;
}

describe("Nave's Topical Bible as served, against the test's own parse of sword/nave.imp.gz", () => {
  let t: TestApp;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);
  const source = sourceTopics();
  const slugsByName = new Map<string, string[]>();
  const served = new Map<string, TopicSubTopic[]>();

  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
    for (let page = 1; ; page++) {
      const body = (await get(`/api/topics?perPage=100&page=${page}`).expect(200)).body as TopicListResponse;
      for (const topic of body.topics)
        slugsByName.set(topic.name, [...(slugsByName.get(topic.name) ?? []), topic.slug]);
      if (page >= body.totalPages) break;
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the file holds 5,322 entries under 5,320 names: SIN and REVERENCE come twice, and both are topics', () => {
    expect(source).toHaveLength(5322);
    const names = source.map((s) => s.name);
    expect(new Set(names).size).toBe(5320);
    expect(names.filter((n) => n === 'SIN' || n === 'REVERENCE').sort()).toEqual([
      'REVERENCE',
      'REVERENCE',
      'SIN',
      'SIN',
    ]);
  });

  it('lists every topic of the file, once per entry', () => {
    const listed = [...slugsByName.entries()].flatMap(([name, slugs]) => slugs.map(() => name)).sort();
    expect(listed).toEqual(source.map((s) => s.name).sort());
    expect(new Set([...slugsByName.values()].flat()).size).toBe(5322);
  });

  it("serves every topic's sub-topics, labels, verse references and links as the file has them, with no markup", async () => {
    const seen = new Map<string, number>();
    const mismatches: string[] = [];
    for (const topic of source) {
      const nth = seen.get(topic.name) ?? 0;
      seen.set(topic.name, nth + 1);
      const slug = slugsByName.get(topic.name)![nth];
      const pages: TopicResponse[] = [];
      for (let page = 1; ; page++) {
        const res = await get(`/api/topics/${slug}?version=kjv&page=${page}`).expect(200);
        expect(res.text.includes('<')).toBe(false);
        pages.push(res.body as TopicResponse);
        if (page >= (res.body as TopicResponse).totalPages) break;
      }
      const subTopics = joined(pages);
      served.set(slug, subTopics);
      const got = subTopics.map((s) => ({
        level: s.level,
        label: s.label,
        refs: s.references.map((r) => ({ start: r.start, end: r.end, wholeChapter: r.wholeChapter })),
        links: s.links.map((l) => l.target),
      }));
      if (JSON.stringify(got) !== JSON.stringify(topic.lines)) {
        const at = got.findIndex((line, i) => JSON.stringify(line) !== JSON.stringify(topic.lines[i]));
        mismatches.push(
          `${topic.name} #${at}: ${JSON.stringify(got[at])} ≠ ${JSON.stringify(topic.lines[at])}`,
        );
      }
      for (const ref of subTopics.flatMap((s) => s.references)) {
        // Every verse of the reference is counted, and each given verse has its KJV text.
        const { start, end } = ref;
        let size = 0;
        for (let c = start.chapter; c <= end.chapter; c++)
          size +=
            (c === end.chapter ? end.verse : versesIn(start.book, c)) -
            (c === start.chapter ? start.verse : 1) +
            1;
        expect(ref.verses.length + ref.moreVerses).toBe(size);
        expect(ref.verses.every((v) => v.text.length > 0)).toBe(true);
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('resolves every cross link to a topic that exists, and a link naming a topic exactly to that topic', () => {
    const slugs = new Set([...slugsByName.values()].flat());
    const links = [...served.values()].flatMap((subs) => subs.flatMap((s) => s.links));
    expect(links.length).toBe(source.flatMap((s) => s.lines.flatMap((l) => l.links)).length);
    for (const link of links) {
      if (link.slug !== null) expect(slugs.has(link.slug)).toBe(true);
      const exact = slugsByName.get(link.target.toUpperCase());
      if (exact) expect(link.slug).toBe(exact[0]);
    }
    // The source has links to names no topic has ("LOVE OF MAN FOR GOD"); most still find their topic.
    expect(links.filter((l) => l.slug === null).length).toBeLessThan(links.length / 20);
  });
});
