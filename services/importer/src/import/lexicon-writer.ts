import type { LexiconRecord } from '@strongs/scripture';
import {
  foldTransliteration,
  stripGreekAccents,
  stripHebrewPoints,
  strongsNumeric,
} from '@strongs/scripture';
import type { LexiconEntriesInsert } from '@strongs/db';
import type { EntityManager } from 'typeorm';

const BATCH = 2000;

function plainLemma(record: LexiconRecord): string {
  return record.language === 'hebrew' ? stripHebrewPoints(record.lemma) : stripGreekAccents(record.lemma);
}

/** Replaces every entry of one language (and the relations they state) inside the caller's transaction. */
export async function replaceLexicon(
  manager: EntityManager,
  language: 'hebrew' | 'greek',
  records: readonly LexiconRecord[],
  source: string,
): Promise<number> {
  await manager.query('DELETE FROM lexicon_entries WHERE language = $1', [language]);
  for (let i = 0; i < records.length; i += BATCH) {
    const batch = records.slice(i, i + BATCH).map((r): LexiconEntriesInsert => ({
      strongs: r.strongs,
      language: r.language,
      number: strongsNumeric(r.strongs),
      lemma: r.lemma,
      lemma_plain: plainLemma(r),
      transliteration: r.transliteration,
      transliteration_plain: foldTransliteration(r.transliteration),
      pronunciation: r.pronunciation,
      definition: r.definition,
      origin: r.origin,
      usage: r.usage,
      part_of_speech: r.partOfSpeech ?? null,
      aramaic: r.aramaic ?? false,
      source,
    }));
    await manager.query(
      `INSERT INTO lexicon_entries (strongs, language, number, lemma, lemma_plain, transliteration,
         transliteration_plain, pronunciation, definition, origin, usage, part_of_speech, aramaic, source)
       SELECT * FROM json_to_recordset($1::json) AS r(strongs text, language text, number integer, lemma text,
         lemma_plain text, transliteration text, transliteration_plain text, pronunciation text, definition text,
         origin text, usage text, part_of_speech text, aramaic boolean, source text)`,
      [JSON.stringify(batch)],
    );
  }
  const relations = records.flatMap((r) =>
    r.references
      .filter((ref) => ref.strongs !== r.strongs)
      .map((ref) => ({ from_strongs: r.strongs, to_strongs: ref.strongs, kind: ref.kind })),
  );
  for (let i = 0; i < relations.length; i += BATCH * 5) {
    await manager.query(
      `INSERT INTO lexicon_relations (from_strongs, to_strongs, kind)
       SELECT DISTINCT * FROM json_to_recordset($1::json) AS r(from_strongs text, to_strongs text, kind text)
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(relations.slice(i, i + BATCH * 5))],
    );
  }
  return records.length;
}
