import { parseLexiconReferences } from '../markup/lexicon-references';
import type { LexiconRecord } from '../markup/lexicon-record';
import type { StrongsLanguage } from '../strongs/strongs-number';

/** Whitespace collapsed, trimmed. */
export function tidy(s: string | undefined): string {
  return (s ?? '').replace(/\s+/g, ' ').trim();
}

export function isAramaic(origin: string): boolean {
  return /\((?:Aramaic|Chaldee)\)|\bChaldee\b|\bAramaic\b/.test(origin);
}

/** Builds a record from the dictionary's text fields; references come from the origin text. */
export function lexiconRecord(fields: {
  strongs: string;
  language: StrongsLanguage;
  lemma?: string;
  transliteration?: string;
  pronunciation?: string;
  definition?: string;
  origin?: string;
  usage?: string;
}): LexiconRecord {
  const origin = tidy(fields.origin);
  const record: LexiconRecord = {
    strongs: fields.strongs,
    language: fields.language,
    lemma: tidy(fields.lemma),
    transliteration: tidy(fields.transliteration),
    pronunciation: tidy(fields.pronunciation),
    definition: tidy(fields.definition),
    origin,
    usage: tidy(fields.usage),
    references: parseLexiconReferences(origin).filter((r) => r.strongs !== fields.strongs),
  };
  if (fields.language === 'hebrew' && isAramaic(origin)) record.aramaic = true;
  return record;
}
