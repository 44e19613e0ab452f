import { stripHebrewPoints } from '@strongs/scripture/text-normalisation';
import type { Binyan, HebrewPhrase, HebrewVerb, PhraseCategory } from '../data/types';
import type { HebrewWord } from '../data/words';

/** The domain's point stripping, then root hyphens and spaces (a maqaf became one) go, so pointed and plain text match. */
export function normalizeHebrew(text: string): string {
  return stripHebrewPoints(text).replace(/[-\s]+/g, '');
}

/** Lower case, accents and transliteration marks (ʼ ʻ ' ᵉ) removed: "Yᵉhôvâh" matches "yehovah". */
export function normalizeLatin(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ᵉ/g, 'e')
    .replace(/[ʼʻ'’`]/g, '')
    .toLowerCase()
    .trim();
}

function matches(query: string, latin: string[], hebrew: string[]): boolean {
  const q = query.trim();
  if (!q) return true;
  const ql = normalizeLatin(q);
  const qh = normalizeHebrew(q);
  return (
    (ql !== '' && latin.some((s) => normalizeLatin(s).includes(ql))) ||
    (qh !== '' && /[\u05D0-\u05EA]/.test(qh) && hebrew.some((s) => normalizeHebrew(s).includes(qh)))
  );
}

export type CategoryFilter = 'All' | PhraseCategory;
export type BinyanFilter = 'All' | Binyan;

/** Phrase search covers English and transliteration (and the Hebrew itself); the category filter narrows. */
export function filterPhrases(phrases: readonly HebrewPhrase[], query: string, category: CategoryFilter) {
  return phrases.filter(
    (p) =>
      (category === 'All' || p.category === category) &&
      matches(query, [p.english, p.transliteration], [p.hebrew]),
  );
}

/** Verb search covers English and every Hebrew form (root, infinitive, past, present, future), plus transliterations. */
export function filterVerbs(verbs: readonly HebrewVerb[], query: string, binyan: BinyanFilter) {
  return verbs.filter((v) => {
    const t = v.transliterations;
    return (
      (binyan === 'All' || v.binyan === binyan) &&
      matches(
        query,
        [v.english, t.infinitive ?? '', t.past, t.present, t.future],
        [v.root, v.infinitive ?? '', v.pastFirstPerson, v.presentFirstPerson, v.futureFirstPerson],
      )
    );
  });
}

export function filterWords(words: readonly HebrewWord[], query: string) {
  const q = query.trim();
  if (/^[hH]\d+$/.test(q)) return words.filter((w) => w.strongsNumber === q.toUpperCase());
  return words.filter((w) => matches(q, [w.gloss, w.transliteration], [w.word]));
}
