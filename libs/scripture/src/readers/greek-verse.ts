import type { VerseRecord, VerseToken } from '../markup/verse-token';
import type { GreekWord } from './greek-tagged-words';

/** A verse record from Greek words: words joined by single spaces; subscription words go to notes. */
export function greekVerse(
  book: number,
  chapter: number,
  verse: number,
  words: readonly GreekWord[],
): VerseRecord {
  const tokens: VerseToken[] = [];
  const subscription: string[] = [];
  for (const word of words) {
    if (word.subscription) {
      subscription.push(word.text);
      continue;
    }
    if (tokens.length) tokens.push({ text: ' ' });
    const token: VerseToken = { text: word.text };
    if (word.strongs.length) token.strongs = [...word.strongs];
    if (word.morph) token.morph = word.morph;
    tokens.push(token);
  }
  const record: VerseRecord = { book, chapter, verse, text: tokens.map((t) => t.text).join(''), tokens };
  if (subscription.length) record.notes = [subscription.join(' ')];
  return record;
}
