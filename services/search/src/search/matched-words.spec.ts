import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { resolveCorpusDir } from '@strongs/nest-common';
import { foldWords, parseSearchQuery, type SearchQuery } from '@strongs/search-engine';
import { matchedWords } from './matched-words';

describe('matchedWords', () => {
  it('names the printed words a query matched, without punctuation, once each', () => {
    const text =
      'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him';
    expect(matchedWords(text, parseSearchQuery('world god'))).toEqual(['God', 'world']);
    expect(matchedWords(text, parseSearchQuery('"only begotten" believ*'))).toEqual([
      'only',
      'begotten',
      'believeth',
    ]);
  });

  it("matches words with apostrophes as the index folds them: lord's, never lords", () => {
    expect(matchedWords('the LORD’s house of the lords', parseSearchQuery("lord's"))).toEqual(['LORD’s']);
    expect(matchedWords('the LORD’s house of the lords', parseSearchQuery('lords'))).toEqual(['lords']);
    expect(matchedWords('their fathers’ house', parseSearchQuery('fathers'))).toEqual(['fathers']);
  });

  it('parts words at any white space, as \\s does', () => {
    const text = '  God\u00a0so\tloved\nthe\u2009world\u3000that he gave ';
    expect(matchedWords(text, parseSearchQuery('world god loved that'))).toEqual([
      'God',
      'loved',
      'world',
      'that',
    ]);
  });

  it('keeps digits as part of a word and strips only punctuation', () => {
    expect(matchedWords('Psalm23 psalm, (Psalm) 23', parseSearchQuery('psalm'))).toEqual(['psalm', 'Psalm']);
  });
});

/** The rule restated word by word, with nothing skipped: strip the punctuation, fold, compare. */
function everyWordFolded(text: string, query: SearchQuery): string[] {
  const terms = query.groups.flat();
  const exact = terms.flatMap((t) => (t.kind === 'phrase' ? t.words : t.prefix ? [] : [t.word]));
  const prefixes = terms.flatMap((t) => (t.kind === 'word' && t.prefix ? [t.word] : []));
  const found: string[] = [];
  for (const printed of text.split(/\s+/)) {
    const bare = printed.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!bare || found.includes(bare)) continue;
    if (foldWords(bare).some((f) => exact.includes(f) || prefixes.some((p) => f.startsWith(p))))
      found.push(bare);
  }
  return found;
}

describe('matchedWords over the English texts of the corpus', () => {
  const texts = [
    'kjv-strongs-crosswire/kjv-crosswire.tsv.gz',
    ...['web', 'ylt'].map((c) => `english/${c}.tsv.gz`),
  ];

  it.each(texts)('%s: every verse highlights what folding every word gives', (file) => {
    const verses = gunzipSync(readFileSync(join(resolveCorpusDir(), file)))
      .toString('utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t')[3])
      .filter(Boolean);
    let highlighted = 0;
    const differing: { text: string; q: string; found: string[]; expected: string[] }[] = [];
    verses.forEach((text, i) => {
      // A word of the verse itself (so most verses match), a prefix of another, and a phrase, in turn.
      const words = foldWords(text);
      const word = words[i % words.length];
      const other = words[(i * 7 + 3) % words.length];
      const q = [
        word,
        other.length >= 4 ? `${other.slice(0, 4)}*` : other,
        `"${words.slice(0, 2).join(' ')}"`,
      ][i % 3];
      const query = parseSearchQuery(q);
      const expected = everyWordFolded(text, query);
      const found = matchedWords(text, query);
      if (found.join('\n') !== expected.join('\n')) differing.push({ text, q, found, expected });
      highlighted += expected.length ? 1 : 0;
    });
    expect(differing.slice(0, 5)).toEqual([]);
    expect(verses.length).toBeGreaterThan(31_000);
    expect(highlighted).toBeGreaterThan(verses.length * 0.9);
  });
});
