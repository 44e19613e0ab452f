import {
  BOOKS,
  KJV_SCHEME,
  kjvAlignment,
  verseOrd,
  VersificationMap,
  type VerseMapRow,
} from '@strongs/scripture';
import type { EntityManager } from 'typeorm';

/**
 * Replaces the stored mapping between the KJV's numbering and `scheme` with the one these rows (the
 * verses that differ, e.g. the OSHB VerseMap.xml) imply for every KJV verse of the books they name.
 * Runs in the text's import transaction after its verses are written, so the text and its numbering change
 * together, and a verse of the text that no row names joins the KJV verse of its number.
 */
export async function replaceVerseMappings(
  manager: EntityManager,
  versionCode: string,
  scheme: string,
  differences: VerseMapRow[],
): Promise<number> {
  const books = [...new Set(differences.map((r) => r.to.book))].sort((a, b) => a - b);
  const testaments = new Set(books.map((b) => BOOKS[b - 1].testament));
  const covered = BOOKS.filter((b) => testaments.has(b.testament)).map((b) => b.number);
  const own: { ord: number }[] = await manager.query('SELECT ord FROM verses WHERE version_code = $1', [
    versionCode,
  ]);
  const ownVerses = new Set(own.map((r) => Number(r.ord)));
  const rows = kjvAlignment(new VersificationMap(scheme, differences, ownVerses), covered);
  await manager.query('DELETE FROM verse_mappings WHERE from_scheme = $1 AND to_scheme = $2', [
    KJV_SCHEME,
    scheme,
  ]);
  await manager.query(
    `INSERT INTO verse_mappings (from_scheme, from_ord, to_scheme, seq, to_ord, to_part, kind, role)
     SELECT $1, r.from_ord, $2, r.seq, r.to_ord, r.to_part, r.kind, r.role
     FROM unnest($3::int[], $4::int[], $5::int[], $6::text[], $7::text[], $8::text[]) AS r(from_ord, seq, to_ord, to_part, kind, role)`,
    [
      KJV_SCHEME,
      scheme,
      rows.map((r) => verseOrd(r.kjv.book, r.kjv.chapter, r.kjv.verse)),
      rows.map((r) => r.seq),
      rows.map((r) => (r.own ? verseOrd(r.own.book, r.own.chapter, r.own.verse) : null)),
      rows.map((r) => r.own?.part ?? null),
      rows.map((r) => r.own?.kind ?? 'full'),
      rows.map((r) => r.own?.role ?? 'text'),
    ],
  );
  return rows.length;
}
