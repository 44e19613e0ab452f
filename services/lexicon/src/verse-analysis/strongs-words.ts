import { VERSE_ANALYSIS_DEFINITION_LENGTH, type VerseStrongsWord } from '@strongs/contracts';
import type { VerseToken } from '@strongs/scripture';
import type { EntryRow } from '../lexicon-entries/entry-row';

export function cutDefinition(definition: string, max = VERSE_ANALYSIS_DEFINITION_LENGTH): string {
  const text = definition.replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Numbers in token order, each tagged word once per number ('created' H853 then H1254). */
export function taggedPairs(tokens: readonly VerseToken[]): { word: string; strongsNumber: string }[] {
  return tokens.flatMap((token) =>
    [...new Set(token.strongs ?? [])].map((strongsNumber) => ({ word: token.text.trim(), strongsNumber })),
  );
}

/** The analysis table: one row per tagged word and number, its headword, and its definition cut at 100 characters. */
export function strongsWords(
  tokens: readonly VerseToken[],
  entries: ReadonlyMap<string, EntryRow>,
): VerseStrongsWord[] {
  return taggedPairs(tokens).map(({ word, strongsNumber }) => {
    const entry = entries.get(strongsNumber.replace(/[a-z]$/, ''));
    return {
      word,
      strongsNumber,
      definition: cutDefinition(entry?.definition || entry?.usage || ''),
      transliteration: entry?.transliteration ?? '',
      lemma: entry?.lemma ?? '',
    };
  });
}
