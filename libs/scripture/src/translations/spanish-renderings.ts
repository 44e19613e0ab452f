import { UNTRANSLATED, type RenderingVerse, type TranslationCount } from './translation-counts';

/**
 * Joiners that never render the number of the phrase they open while a word follows them: "y sobre" is
 * "sobre" (H5921), "oh Dios" "Dios", "entonces Jehová" "Jehová".
 */
export const SPANISH_JOINERS: ReadonlySet<string> = new Set([
  ...['y', 'e', 'o', 'ó', 'u', 'ni', 'mas', 'pero', 'empero', 'pues', 'oh', 'entonces'],
]);

/**
 * Words that open a Reina-Valera phrase without rendering its number when a word outside the list follows:
 * the joiners, articles and their contractions, prepositions, conjunctions and relatives, pronouns (subject,
 * clitic, possessive, demonstrative) and "no". The RV1909 tags whole phrases ("y la tierra" H776, "de las
 * aguas" H4325, "que ama" G25, "nos amó" G25): the rendering is the phrase from its first word outside this
 * list ("tierra", "aguas", "ama", "amó").
 */
export const SPANISH_LEADING_FUNCTION_WORDS: ReadonlySet<string> = new Set([
  ...SPANISH_JOINERS,
  // articles, contractions
  ...['el', 'la', 'los', 'las', 'lo', 'un', 'una', 'unos', 'unas', 'al', 'del'],
  // prepositions (the RV1909 writes "á" for a)
  ...['a', 'á', 'ante', 'bajo', 'con', 'contra', 'de', 'desde', 'en', 'entre', 'hacia', 'hasta'],
  ...['para', 'por', 'según', 'sin', 'so', 'sobre', 'tras'],
  // conjunctions and relatives
  ...['que', 'sino', 'porque', 'cuando', 'como', 'si'],
  // pronouns: clitic, subject, possessive, demonstrative
  ...['me', 'te', 'se', 'nos', 'os', 'le', 'les'],
  ...['yo', 'tú', 'él', 'ella', 'ello', 'nosotros', 'nosotras', 'vosotros', 'vosotras', 'ellos', 'ellas'],
  ...['mi', 'mis', 'tu', 'tus', 'su', 'sus', 'nuestro', 'nuestra', 'nuestros', 'nuestras'],
  ...['vuestro', 'vuestra', 'vuestros', 'vuestras'],
  ...['este', 'esta', 'esto', 'estos', 'estas', 'ese', 'esa', 'eso', 'esos', 'esas'],
  ...['aquel', 'aquella', 'aquello', 'aquellos', 'aquellas'],
  'no',
]);

/** A capital at the verse's start or right after punctuation ("dijo: Amarás", "y, Amarás") says nothing. */
const AFTER_PUNCTUATION = /(^|[^\p{L}\p{N}])$/u;

interface Occurrence {
  strongs: string;
  words: string[];
  /** The first word opens a sentence, where the RV1909's capital says nothing. */
  sentenceStart: boolean;
}

/** A printed word without the punctuation around it: "¿CAZARÁS" → "CAZARÁS", "mundo," → "mundo". */
function bareWord(printed: string): string {
  return printed.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/** A word written in capitals (the first word of a chapter, "SANTIDAD Á JEHOVÁ") in its ordinary case. */
function withoutCapitals(word: string): string {
  const letters = word.replace(/[^\p{L}]/gu, '');
  if (letters.length < 2 || letters !== letters.toUpperCase() || letters === letters.toLowerCase())
    return word;
  return word.charAt(0) + word.slice(1).toLowerCase();
}

/**
 * The words of a tagged Reina-Valera phrase that render its number: the phrase from its first word that is
 * not a leading function word (SPANISH_LEADING_FUNCTION_WORDS). A phrase of function words only is its own
 * rendering ("para que", "sobre", "de estas"), without the joiners that open it ("y sobre" is "sobre").
 * Trailing words stay ("estaban sobre" H5921, "sea con" G3326): there the last word renders the number.
 */
export function spanishRenderingWords(phrase: string): string[] {
  const printed = phrase.split(/\s+/).map(bareWord).filter(Boolean);
  const from = (start: number, list: ReadonlySet<string>): number => {
    while (start < printed.length - 1 && list.has(printed[start].toLowerCase())) start++;
    return start;
  };
  const start = from(0, SPANISH_LEADING_FUNCTION_WORDS);
  if (!SPANISH_LEADING_FUNCTION_WORDS.has(printed[start]?.toLowerCase())) return printed.slice(start);
  return printed.slice(from(0, SPANISH_JOINERS));
}

/**
 * How a Spanish translation tagged with Strong's numbers (the Reina-Valera 1909) renders each number,
 * counted once per tagged phrase and number ("ama 23, amó 13, amarás 10 ..." for G25): the counts of a
 * number sum to its tagged phrases (its `verse_strongs` rows), a phrase with no letters counting as
 * [untranslated]. The rendering is `spanishRenderingWords` of the phrase in its ordinary case: a word in
 * capitals ("CAZARÁS", a chapter's first) is written capitalised, and a capital whose place says nothing (the
 * verse's first word, a word after punctuation or in capitals: "dijo: Amarás") is lower-cased unless the word
 * is capitalised where its place does say something (for that number, else in any rendering): "Dios",
 * "Jehová", "Señor" keep theirs, "señor" (a master) stays apart from "Señor".
 */
export function countSpanishRenderings(verses: Iterable<RenderingVerse>): TranslationCount[] {
  const occurrences: Occurrence[] = [];
  for (const verse of verses) {
    for (const run of verse) {
      let before = '';
      for (const segment of run) {
        const numbers = new Set(segment.strongs ?? []);
        if (numbers.size) {
          const printed = segment.text.split(/\s+/).map(bareWord).filter(Boolean);
          const written = spanishRenderingWords(segment.text);
          const words = written.map(withoutCapitals);
          // A word in capitals opens a chapter ("Y DESPUÉS"): its case says nothing either.
          const sentenceStart =
            words.length > 0 &&
            (words[0] !== written[0] ||
              (words.length === printed.length && AFTER_PUNCTUATION.test(before.trimEnd())));
          for (const strongs of numbers) occurrences.push({ strongs, words, sentenceStart });
        }
        before += segment.text;
      }
    }
  }
  return tally(occurrences);
}

function tally(occurrences: Occurrence[]): TranslationCount[] {
  const balance = new Map<string, number>();
  const add = (key: string, delta: number): void => void balance.set(key, (balance.get(key) ?? 0) + delta);
  for (const o of occurrences) {
    if (o.sentenceStart || o.words.length === 0) continue;
    const first = o.words[0];
    const delta = /^\p{Lu}/u.test(first) ? 1 : /^\p{Ll}/u.test(first) ? -1 : 0;
    add(`${o.strongs} ${first.toLowerCase()}`, delta);
    add(` ${first.toLowerCase()}`, delta);
  }
  const capitalised = (strongs: string, word: string): boolean =>
    (balance.get(`${strongs} ${word.toLowerCase()}`) || balance.get(` ${word.toLowerCase()}`) || 0) > 0;

  const counts = new Map<string, TranslationCount>();
  for (const o of occurrences) {
    const words = [...o.words];
    if (o.sentenceStart && /^\p{Lu}/u.test(words[0]) && !capitalised(o.strongs, words[0]))
      words[0] = words[0].toLowerCase();
    const translation = words.length ? words.join(' ') : UNTRANSLATED;
    const key = `${o.strongs}\u0000${translation}`;
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { strongs: o.strongs, translation, count: 1 });
  }
  return [...counts.values()];
}
