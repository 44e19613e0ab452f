import { hebrewAlefbet } from '../data/alefbet';
import { hebrewNumbers } from '../data/numbers';
import { hebrewPhrases } from '../data/phrases';
import { hebrewVerbs } from '../data/verbs';
import { hebrewWords } from '../data/words';
import type { FlashCard } from '../components/study-mode';
import { formatCount } from '../../../lib/format-count';

export type ContentKey = 'phrases' | 'words' | 'verbs' | 'alefbet' | 'numbers';

export const CONTENT_LABELS: Record<ContentKey, string> = {
  phrases: `${hebrewPhrases.length} Basic Phrases`,
  words: `${hebrewWords.length} Basic Words`,
  verbs: `${hebrewVerbs.length} Basic Verbs`,
  alefbet: 'Hebrew AlefBet',
  numbers: 'Hebrew Numbers',
};

export const CONTENT_KEYS = Object.keys(CONTENT_LABELS) as ContentKey[];

export function isContentKey(value: string | null): value is ContentKey {
  return value !== null && (CONTENT_KEYS as string[]).includes(value);
}

export function flashCards(content: ContentKey): FlashCard[] {
  switch (content) {
    case 'phrases':
      return hebrewPhrases.map((p) => ({
        key: `p${p.id}`,
        front: p.hebrew,
        back: p.english,
        detail: p.transliteration,
      }));
    case 'words':
      return hebrewWords.map((w) => ({
        key: w.strongsNumber,
        front: w.word,
        back: w.gloss,
        detail: `${w.transliteration} · ${w.strongsNumber}`,
      }));
    case 'verbs':
      return hebrewVerbs.map((v) => ({
        key: `v${v.id}`,
        front: v.infinitive ?? v.pastFirstPerson,
        back: v.english,
        detail: `${v.transliterations.infinitive ?? v.transliterations.past} · ${v.binyan}`,
      }));
    case 'alefbet':
      return hebrewAlefbet.map((l) => ({
        key: `l${l.id}`,
        front: l.finalForm ? `${l.letter} ${l.finalForm}` : l.letter,
        back: l.name,
        detail: `${l.transliteration} · value ${l.numericValue}`,
      }));
    case 'numbers':
      return hebrewNumbers.map((n) => ({
        key: `n${n.value}`,
        front: n.hebrew,
        back: formatCount(n.value),
        detail: `${n.transliteration} · ${n.letters}`,
      }));
  }
}
