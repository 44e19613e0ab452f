import { MorphFilterError, parseMorphFilter, tryParseStrongs } from '@strongs/scripture';
import { foldWords } from './fold-word';
import type { BookScope, SearchQuery, TextTerm } from './query-ast';
import { QueryParseError } from './query-parse.error';
import { intersectScopes, parseScope } from './scope-term';
import { RawToken, tokenizeQuery } from './tokenize-query';

export const MAX_QUERY_LENGTH = 500;
export const MAX_QUERY_TERMS = 32;
/** Each prefix* expands into every indexed word it starts (`th*`: hundreds): a few per query at most. */
export const MAX_PREFIX_TERMS = 4;
const MIN_PREFIX_LENGTH = 2;
const STRONGS_TOKEN = /^[HhGg]0*\d{1,5}[a-z]?$/;

type Item =
  | { kind: 'or' }
  | { kind: 'text'; term: TextTerm; negated: boolean }
  | { kind: 'strongs'; number: string; negated: boolean }
  | { kind: 'scope'; scope: BookScope }
  | { kind: 'morph'; features: string[] };

function textTerm(token: Extract<RawToken, { type: 'term' }>): TextTerm | undefined {
  const prefix = !token.quoted && token.text.endsWith('*');
  const words = foldWords(prefix ? token.text.replace(/\*+$/, '') : token.text);
  if (words.length === 0) return undefined;
  if (words.length > 1 || token.quoted)
    return words.length === 1 ? { kind: 'word', word: words[0], prefix: false } : { kind: 'phrase', words };
  if (prefix && words[0].length < MIN_PREFIX_LENGTH) {
    throw new QueryParseError(
      `A prefix search needs at least ${MIN_PREFIX_LENGTH} letters before the *: ${token.text}`,
    );
  }
  return { kind: 'word', word: words[0], prefix };
}

function toItem(token: RawToken): Item | undefined {
  if (token.type === 'or') return { kind: 'or' };
  if (!token.quoted && /^in:/i.test(token.text)) {
    if (token.negated) throw new QueryParseError(`A book filter cannot be excluded: -${token.text}`);
    return { kind: 'scope', scope: parseScope(token.text.slice(3), token.text) };
  }
  if (!token.quoted && /^morph:/i.test(token.text)) {
    if (token.negated) throw new QueryParseError(`A morph: filter cannot be excluded: -${token.text}`);
    try {
      return { kind: 'morph', features: parseMorphFilter(token.text.slice(6)) };
    } catch (error) {
      if (error instanceof MorphFilterError) throw new QueryParseError(error.message);
      throw error;
    }
  }
  if (!token.quoted && STRONGS_TOKEN.test(token.text)) {
    const number = tryParseStrongs(token.text);
    if (number) return { kind: 'strongs', number, negated: token.negated };
  }
  const term = textTerm(token);
  return term ? { kind: 'text', term, negated: token.negated } : undefined;
}

function assemble(items: Item[]): SearchQuery {
  const query: SearchQuery = { groups: [], excluded: [], strongs: [], excludedStrongs: [] };
  let joinNext = false;
  let last: Item['kind'] | undefined;
  for (const item of items) {
    switch (item.kind) {
      case 'or':
        // A dangling OR (at the start, doubled, after a filter) is ignored rather than refused.
        if (last === 'strongs') throw new QueryParseError("A Strong's number cannot be joined with OR");
        joinNext = last === 'text';
        continue;
      case 'scope':
        query.scope = intersectScopes(query.scope, item.scope);
        break;
      case 'morph':
        query.morph = [...new Set([...(query.morph ?? []), ...item.features])];
        break;
      case 'strongs':
        if (joinNext) throw new QueryParseError(`A Strong's number cannot be joined with OR: ${item.number}`);
        (item.negated ? query.excludedStrongs : query.strongs).push(item.number);
        break;
      case 'text':
        if (item.negated) {
          if (joinNext) throw new QueryParseError('An excluded term cannot be joined with OR');
          query.excluded.push(item.term);
        } else if (joinNext && query.groups.length > 0) {
          query.groups[query.groups.length - 1].push(item.term);
        } else {
          query.groups.push([item.term]);
        }
        break;
    }
    joinNext = false;
    last = (item.kind === 'text' && item.negated) || item.kind === 'morph' ? 'scope' : item.kind;
  }
  return query;
}

/**
 * Parses the search box's language: words (all must match), "exact phrase", OR, -exclude, prefix*,
 * Strong's numbers (H7225, g26, H07225) and `in:` book scopes. Throws only QueryParseError.
 * References ("Gen 1:1-3; Jn 3:16") are recognised before this, by the caller.
 */
export function parseSearchQuery(input: string): SearchQuery {
  if (typeof input !== 'string' || !input.trim()) {
    throw new QueryParseError("Enter a word, phrase, Strong's number or reference to search for");
  }
  if (input.length > MAX_QUERY_LENGTH) {
    throw new QueryParseError(`The query is too long: at most ${MAX_QUERY_LENGTH} characters`);
  }
  const items = tokenizeQuery(input)
    .map(toItem)
    .filter((i): i is Item => i !== undefined);
  const query = assemble(items);
  const terms =
    query.groups.flat().length + query.excluded.length + query.strongs.length + query.excludedStrongs.length;
  if (terms > MAX_QUERY_TERMS)
    throw new QueryParseError(`The query has too many terms: at most ${MAX_QUERY_TERMS}`);
  const prefixes = [...query.groups.flat(), ...query.excluded].filter(
    (t) => t.kind === 'word' && t.prefix,
  ).length;
  if (prefixes > MAX_PREFIX_TERMS) {
    throw new QueryParseError(`The query has too many prefix* terms: at most ${MAX_PREFIX_TERMS}`);
  }
  if (query.groups.length === 0 && query.strongs.length === 0) {
    if (query.morph)
      throw new QueryParseError(
        "Add a Strong's number or a word to the morph: filter (for example G25 morph:imperative)",
      );
    throw new QueryParseError(
      query.excluded.length || query.excludedStrongs.length
        ? 'Add a word to search for: a query cannot only exclude words'
        : 'The query has no words to search for',
    );
  }
  query.strongs = [...new Set(query.strongs)];
  return query;
}
