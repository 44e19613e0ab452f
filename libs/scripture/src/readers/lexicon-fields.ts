import { parseLexiconReferences } from '../markup/lexicon-references';
import type { LexiconRecord } from '../markup/lexicon-record';
import type { StrongsLanguage } from '../strongs/strongs-number';

/** Whitespace collapsed, trimmed. */
export function tidy(s: string | undefined): string {
  return (s ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * An Aramaic (Chaldee) word: Strong's opens its derivation with "(Aramaic)" (the JSON) or "(Chaldee)" (the
 * SWORD module). A Hebrew word "of Aramaic derivation" (H192) or with an Aramaic by-form (H3448) is Hebrew.
 */
export function isAramaic(origin: string): boolean {
  return /^\((?:Aramaic|Chaldee)\)/.test(origin.trim());
}

/** Strong's Hebrew JSON keeps the braces of its source around 246 definitions ("{father}"): they are not text. */
export function withoutBraces(s: string): string {
  return s.replace(/[{}]/g, '');
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
  const origin = tidy(withoutBraces(fields.origin ?? ''));
  const record: LexiconRecord = {
    strongs: fields.strongs,
    language: fields.language,
    lemma: tidy(fields.lemma),
    transliteration: tidy(fields.transliteration),
    pronunciation: tidy(fields.pronunciation),
    definition: tidy(withoutBraces(fields.definition ?? '')),
    origin,
    usage: tidy(withoutBraces(fields.usage ?? '')),
    references: parseLexiconReferences(origin).filter((r) => r.strongs !== fields.strongs),
  };
  if (fields.language === 'hebrew' && isAramaic(origin)) record.aramaic = true;
  return record;
}
