import { LRUCache } from 'lru-cache';
import { foldWords, type SearchQuery, type TextTerm } from '@strongs/search-engine';

/**
 * Printed words folded once per process, not once per hit per request (issue #32: folding every printed word of
 * every hit again was a fifth of a word search's CPU). The texts' vocabulary is about 60,000 printed forms.
 */
const FOLDED = new LRUCache<string, { bare: string; folded: string[] }>({ max: 100_000 });

/** A printed word ("Lord,") without its punctuation ("Lord") and folded as the index folds it (["lord"]). */
function foldedOnce(printed: string): { bare: string; folded: string[] } {
  // peek, not get: a get moves the entry to the recent end, which for ~750 words a page was 5 % of a word
  // search's CPU; the vocabulary fits, so which forms go first when a text adds more hardly matters.
  let word = FOLDED.peek(printed);
  if (!word) {
    const bare = printed.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    word = { bare, folded: bare ? foldWords(bare) : [] };
    FOLDED.set(printed, word);
  }
  return word;
}

const isAsciiLetter = (code: number): boolean => {
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
};
const isAsciiDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;

/** What `\s` matches (ECMAScript's white space and line terminators), without a regular expression per character. */
function isSpace(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * How many letters the printed word text[start, end) has when it is ASCII letters followed only by ASCII
 * punctuation ("earth,", "LORD", "fathers'"), else 0. Such a word's bare form is those letters and it folds to them
 * in lower case, the same as foldedOnce gives, without the table: looking each word of a page up in it was most of
 * highlighting's cost (issue #32), and most printed words of the English texts are of this kind.
 */
function plainLetters(text: string, start: number, end: number): number {
  let last = end;
  while (last > start) {
    const code = text.charCodeAt(last - 1);
    if (code >= 0x80 || isAsciiLetter(code) || isAsciiDigit(code)) break;
    last--;
  }
  if (last === start) return 0;
  for (let i = start; i < last; i++) if (!isAsciiLetter(text.charCodeAt(i))) return 0;
  return last - start;
}

/** The query's words compiled once: what a folded word must equal or start with. */
interface CompiledTerms {
  matches: (folded: string) => boolean;
  /** Whether a folded word of this length could match at all (checked before folding a plain word). */
  couldMatchLength: (length: number) => boolean;
}

const COMPILED = new WeakMap<SearchQuery, CompiledTerms>();

function compiled(query: SearchQuery): CompiledTerms {
  let terms = COMPILED.get(query);
  if (!terms) {
    terms = compile(query.groups.flat());
    COMPILED.set(query, terms);
  }
  return terms;
}

function compile(terms: TextTerm[]): CompiledTerms {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const term of terms) {
    if (term.kind === 'phrase') term.words.forEach((w) => exact.add(w));
    else if (term.prefix) prefixes.push(term.word);
    else exact.add(term.word);
  }
  const lengths = new Set([...exact].map((w) => w.length));
  const shortestPrefix = Math.min(...prefixes.map((p) => p.length));
  return {
    matches: (folded) => exact.has(folded) || prefixes.some((p) => folded.startsWith(p)),
    couldMatchLength: (length) => lengths.has(length) || length >= shortestPrefix,
  };
}

/** Whether a folded word is one the query's words (phrase words included) ask for. */
export function wordMatcher(query: SearchQuery): (folded: string) => boolean {
  return compiled(query).matches;
}

/**
 * The printed words of a verse that the query's words match (phrase words included), without their
 * punctuation, once each, in verse order: what the web highlights.
 */
export function matchedWords(text: string, query: SearchQuery): string[] {
  const terms = compiled(query);
  const found: string[] = [];
  // Walked rather than split: only a word that may match becomes a string of its own.
  for (let start = 0, end = 0; start < text.length; start = end) {
    while (start < text.length && isSpace(text.charCodeAt(start))) start++;
    if (start === text.length) break;
    end = start;
    while (end < text.length && !isSpace(text.charCodeAt(end))) end++;
    const letters = plainLetters(text, start, end);
    let bare: string;
    if (letters > 0) {
      if (!terms.couldMatchLength(letters)) continue;
      bare = text.slice(start, start + letters);
      if (!terms.matches(bare.toLowerCase())) continue;
    } else {
      const word = foldedOnce(text.slice(start, end));
      if (!word.bare || !word.folded.some(terms.matches)) continue;
      bare = word.bare;
    }
    if (!found.includes(bare)) found.push(bare);
  }
  return found;
}
