import {
  decodeMorph,
  oshbLexicalIndex,
  verseOrd,
  type MorphScheme,
  type OriginalWordRecord,
} from '@strongs/scripture';
import type { OriginalWordsRow } from '@strongs/db';
import type { EntityManager } from 'typeorm';

const WORD_BATCH = 5000;

export class DuplicateWordError extends Error {
  override name = 'DuplicateWordError';
}

/** What this writer fills (the version is the statement's; the English comes later, from the KJV's tagging). */
type WordRow = Omit<OriginalWordsRow, 'version_code' | 'english'>;

/** Feature keys of a code; a code the key does not know gets none (the corpus test proves there is none). */
function featuresOf(morph: string, sourceLemma: string, scheme: MorphScheme): string[] {
  if (!morph) return [];
  try {
    return decodeMorph(morph, scheme, scheme === 'oshb' ? oshbLexicalIndex(sourceLemma) : undefined).features;
  } catch {
    return [];
  }
}

/** A few thousand distinct codes serve 300,000 words: decode each (code, lexical morpheme) once. */
function cachedFeatures(scheme: MorphScheme): (morph: string, sourceLemma: string) => string[] {
  const cache = new Map<string, string[]>();
  return (morph, sourceLemma) => {
    const key = scheme === 'oshb' ? `${morph}|${oshbLexicalIndex(sourceLemma)}` : morph;
    let features = cache.get(key);
    if (!features) {
      features = featuresOf(morph, sourceLemma, scheme);
      cache.set(key, features);
    }
    return features;
  };
}

/** Replaces a version's words inside the caller's transaction (the same one that writes its verses). */
export async function replaceOriginalWords(
  manager: EntityManager,
  versionCode: string,
  records: AsyncIterable<OriginalWordRecord>,
): Promise<number> {
  await manager.query('DELETE FROM original_words WHERE version_code = $1', [versionCode]);
  const seen = new Set<string>();
  // The WLC is the one text with OSHB codes; the Greek texts use Robinson's.
  const features = cachedFeatures(versionCode === 'wlc' ? 'oshb' : 'robinson');
  let batch: WordRow[] = [];
  let done = 0;
  const flush = async (): Promise<void> => {
    if (!batch.length) return;
    await manager.query(
      `INSERT INTO original_words (version_code, ord, position, text, text_plain, transliteration, source_lemma, strongs, morph, morph_features, variant)
       SELECT $1, r.ord, r.position, r.text, r.text_plain, r.transliteration, r.source_lemma,
              ARRAY(SELECT json_array_elements_text(r.strongs)), r.morph, ARRAY(SELECT json_array_elements_text(r.morph_features)), r.variant
       FROM json_to_recordset($2::json) AS r(ord integer, position smallint, text text, text_plain text, transliteration text,
            source_lemma text, strongs json, morph text, morph_features json, variant text)`,
      [versionCode, JSON.stringify(batch)],
    );
    done += batch.length;
    batch = [];
  };
  for await (const w of records) {
    const ord = verseOrd(w.book, w.chapter, w.verse);
    const key = `${ord}:${w.position}`;
    if (seen.has(key))
      throw new DuplicateWordError(`Word ${w.position} of ${w.book}:${w.chapter}:${w.verse} appears twice`);
    seen.add(key);
    batch.push({
      ord,
      position: w.position,
      text: w.text,
      text_plain: w.textPlain,
      transliteration: w.transliteration,
      source_lemma: w.sourceLemma,
      strongs: w.strongs,
      morph: w.morph,
      morph_features: features(w.morph, w.sourceLemma),
      variant: w.variant ?? null,
    });
    if (batch.length >= WORD_BATCH) {
      await flush();
      // Let lock renewals and pool timers run between batches of this long, CPU-bound loop.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  await flush();
  return done;
}
