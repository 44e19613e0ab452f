import type { VerseToken } from '../markup/verse-token';
import { tryParseStrongs } from './strongs-number';

/**
 * Tagged text, the API's plain-text form of a tagged verse.
 *
 * Convention: the verse text with each Strong's number written as `{H7225}` directly after
 * (no space) every word of the token it belongs to: 'In the beginning{H7225} God{H430}
 * created{H1254}', and for a KJV phrase token 'the world' (G2889): 'the{G2889} world{G2889}'.
 * A word with several numbers carries several tags in source order: 'God{H853}{H430}'.
 * A "word" is a whitespace-delimited piece of the text, punctuation included ('world{G2889},'
 * is the word 'world,'). parseTaggedText is the exact inverse at word level:
 * parseTaggedText(formatTaggedText(tokens)) deep-equals tokensToWords(tokens).
 */
export interface TaggedWord {
  word: string;
  /** The word's main number: the last of its tags (sources list particles like H853 first), or null. */
  strongsNumber: string | null;
  /** Every tag of the word, in order, without duplicates. */
  strongs: string[];
}

const TAG = /\{([HhGg]\d{1,5}[a-z]?)\}/g;

export function formatTaggedText(tokens: readonly VerseToken[]): string {
  let out = '';
  for (const token of tokens) {
    const tags = (token.strongs ?? []).map((s) => `{${s}}`).join('');
    out += tags ? token.text.replace(/\S+/g, (piece) => piece + tags) : token.text;
  }
  return out;
}

function toWord(word: string, strongs: string[]): TaggedWord {
  const unique = [...new Set(strongs)];
  return { word, strongsNumber: unique.length ? unique[unique.length - 1] : null, strongs: unique };
}

export function parseTaggedText(text: string): TaggedWord[] {
  const words: TaggedWord[] = [];
  for (const piece of text.split(/\s+/)) {
    if (!piece) continue;
    const strongs: string[] = [];
    const word = piece.replace(TAG, (whole: string, tag: string) => {
      const parsed = tryParseStrongs(tag);
      if (parsed === undefined) return whole;
      strongs.push(parsed);
      return '';
    });
    if (word || strongs.length) words.push(toWord(word, strongs));
  }
  return words;
}

/** The word-level view of tokens that parseTaggedText returns for formatTaggedText's output. */
export function tokensToWords(tokens: readonly VerseToken[]): TaggedWord[] {
  const words: TaggedWord[] = [];
  let word = '';
  let strongs: string[] = [];
  const flush = (): void => {
    if (word) words.push(toWord(word, strongs));
    word = '';
    strongs = [];
  };
  for (const token of tokens) {
    for (const part of token.text.split(/(\s+)/)) {
      if (!part) continue;
      if (/^\s+$/.test(part)) {
        flush();
        continue;
      }
      word += part;
      strongs.push(...(token.strongs ?? []));
    }
  }
  flush();
  return words;
}
