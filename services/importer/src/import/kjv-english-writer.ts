import {
  alignNewTestament,
  alignOldTestament,
  BOOKS,
  verseOrd,
  type AlignableWord,
  type KjvPhraseVerse,
} from '@strongs/scripture';
import type { OriginalWordsRow } from '@strongs/db';
import type { EntityManager } from 'typeorm';

const UPDATE_BATCH = 10000;

type StoredWord = Pick<OriginalWordsRow, 'ord' | 'position' | 'text' | 'strongs' | 'variant'>;

async function wordsByOrd(manager: EntityManager, versionCode: string): Promise<Map<number, StoredWord[]>> {
  const rows: StoredWord[] = await manager.query(
    `SELECT ord, position, text, strongs, variant FROM original_words WHERE version_code = $1 ORDER BY ord, position`,
    [versionCode],
  );
  const out = new Map<number, StoredWord[]>();
  for (const row of rows) {
    const list = out.get(row.ord);
    if (list) list.push(row);
    else out.set(row.ord, [row]);
  }
  return out;
}

/** KJV ord → the text's verses that make it up, in order (as `verse_mappings` says; unlisted = same number). */
async function versesOfKjv(manager: EntityManager, scheme: string): Promise<Map<number, number[]>> {
  const rows: { from_ord: number; to_ord: number | null }[] = await manager.query(
    `SELECT from_ord, to_ord FROM verse_mappings WHERE from_scheme = 'kjv' AND to_scheme = $1 ORDER BY from_ord, seq`,
    [scheme],
  );
  const out = new Map<number, number[]>();
  for (const row of rows)
    out.set(row.from_ord, [...(out.get(row.from_ord) ?? []), ...(row.to_ord === null ? [] : [row.to_ord])]);
  return out;
}

/**
 * Stores the CrossWire KJV's English over each word of an original text, in the transaction that
 * wrote the words (and, for the WLC, its verse mappings). Returns how many words have English.
 */
export async function writeKjvEnglish(
  manager: EntityManager,
  versionCode: string,
  scheme: string,
  verses: AsyncIterable<KjvPhraseVerse>,
): Promise<number> {
  const words = await wordsByOrd(manager, versionCode);
  const mapped = await versesOfKjv(manager, scheme);
  const english = new Map<StoredWord, string[]>();
  const taken = new Set<StoredWord>();
  for await (const verse of verses) {
    const testament = BOOKS[verse.book - 1].testament;
    const kjvOrd = verseOrd(verse.book, verse.chapter, verse.verse);
    const list = (mapped.get(kjvOrd) ?? [kjvOrd]).flatMap((ord) => words.get(ord) ?? []);
    if (!list.length) continue;
    const alignable: AlignableWord[] = list.map((w) => ({
      text: w.text,
      strongs: w.strongs,
      ketiv: w.variant === 'ketiv',
      taken: taken.has(w),
    }));
    let glosses: (string | null)[];
    if (testament === 'NT') glosses = alignNewTestament(verse.phrases, alignable);
    else {
      const aligned = alignOldTestament(verse.phrases, alignable);
      for (const i of aligned.met) taken.add(list[i]);
      glosses = aligned.english;
    }
    glosses.forEach((gloss, i) => {
      if (gloss === null) return;
      const have = english.get(list[i]);
      if (!have) english.set(list[i], [gloss]);
      else if (!have.includes(gloss)) have.push(gloss);
    });
  }
  const rows = [...english.entries()];
  for (let start = 0; start < rows.length; start += UPDATE_BATCH) {
    const batch = rows.slice(start, start + UPDATE_BATCH);
    await manager.query(
      `UPDATE original_words w SET english = r.english
       FROM unnest($2::int[], $3::int[], $4::text[]) AS r(ord, position, english)
       WHERE w.version_code = $1 AND w.ord = r.ord AND w.position = r.position`,
      [
        versionCode,
        batch.map(([w]) => w.ord),
        batch.map(([w]) => w.position),
        batch.map(([, e]) => e.join(' ')),
      ],
    );
  }
  return rows.length;
}
