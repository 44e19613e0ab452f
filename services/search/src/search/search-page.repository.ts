import { Injectable } from '@nestjs/common';
import type { LexiconMatch, TopicMatch } from '@strongs/contracts';
import {
  NAMED_ENTRIES_LIMIT,
  type NamedEntriesSql,
  type NamedEntry,
  type NamingTerms,
  runStatement,
} from '@strongs/search-engine';
import { ReadDatabase } from '@strongs/db';
import type { KjvOfOwnRow } from '@strongs/scripture';
import { SqlParams } from '../common/sql-params';
import type { TopicLookup } from '../topics/topic-matches';
import { topicsNamedBySql } from '../topics/topics.repository';
import { kjvOfOwnOrdsSql } from '../verses/aligned-verses.repository';
import type { VerseRow } from '../verses/verse-row';
import {
  inOrdOrder,
  type TaggedWordRow,
  taggedWordsSql,
  type TitleRow,
  titlesByOrd,
  titlesTaggedWithSql,
  versesByOrdsSql,
  wordsByOrd,
} from '../verses/verses.repository';

/** What a page of word-search results shows besides the engine's hits. */
export interface SearchPageRequest {
  versionCode: string;
  /** The page's hits, in result order. */
  ords: number[];
  withMarkup: boolean;
  /** The query's Strong's numbers with their variants: their tagged words and titles are read. */
  numbers: string[];
  /** The version is numbered otherwise than the KJV: each hit's mapping rows are read. */
  ownNumbering: boolean;
  /** A one-word search: the dictionary entries it names, by the dictionary engine's own SQL. */
  lexicon?: { terms: NamingTerms; sql: NamedEntriesSql };
  /** A one-word search: the topics it names. */
  topics?: TopicLookup;
}

export interface SearchPage {
  /** The hits' verses in result order (a verse not found is left out). */
  rows: VerseRow[];
  taggedWords: Map<number, string[]>;
  titles: Map<number, string>;
  numbering: KjvOfOwnRow[];
  lexiconMatches: LexiconMatch[];
  topicMatches: TopicMatch[];
}

interface PageRow {
  verses: VerseRow[];
  tagged: TaggedWordRow[];
  titles: TitleRow[];
  numbering: KjvOfOwnRow[];
  lexicon: NamedEntry[];
  topics: TopicMatch[];
}

/** A part as a JSON array of its rows, in the order its own statement gives them. */
const rowsOf = (sql: string): string => `(SELECT coalesce(json_agg(x), '[]') FROM (${sql}) x)`;
const NONE = `'[]'::json`;

/**
 * Everything a page of word-search results reads besides the engine's hits, in one statement (issue #32:
 * a word search costs at most two statements on a miss, the engine's and this). Each part is the statement
 * its table's repository would send on its own, aggregated to JSON; a part the search does not need is
 * not read, and a search that needs none sends nothing.
 */
@Injectable()
export class SearchPageRepository {
  constructor(private readonly db: ReadDatabase) {}

  async read(request: SearchPageRequest): Promise<SearchPage> {
    const p = new SqlParams();
    const hits = request.ords.length > 0;
    const version = hits ? p.add(request.versionCode) : '';
    const ords = hits ? p.add(request.ords) : '';
    const numbers = hits && request.numbers.length > 0 ? p.add(request.numbers) : undefined;
    const parts: Record<keyof PageRow, string | undefined> = {
      verses: hits ? versesByOrdsSql(version, ords, request.withMarkup) : undefined,
      tagged: numbers ? taggedWordsSql(version, ords, numbers) : undefined,
      titles: numbers ? titlesTaggedWithSql(version, ords, numbers) : undefined,
      numbering: hits && request.ownNumbering ? kjvOfOwnOrdsSql(version, ords) : undefined,
      lexicon: request.lexicon
        ? request.lexicon.sql(
            p.add(request.lexicon.terms.lemma ?? null),
            p.add(request.lexicon.terms.transliteration ?? null),
            p.add(NAMED_ENTRIES_LIMIT),
          )
        : undefined,
      topics: request.topics
        ? topicsNamedBySql(
            p.add(request.topics.work),
            p.add(request.topics.words),
            p.add(request.topics.words[0]),
            p.add(request.topics.limit),
          )
        : undefined,
    };
    const columns = Object.entries(parts).filter(([, sql]) => sql !== undefined);
    if (columns.length === 0) return toPage(request, emptyRow());
    const select = Object.entries(parts)
      .map(([name, sql]) => `${sql === undefined ? NONE : rowsOf(sql)} AS ${name}`)
      .join(',\n');
    // A page of verses with the dictionary entries and topics a word names has one plan whatever its values, so
    // it is planned once (issue #32); with tagged words or another numbering's mappings the best plan depends on
    // them (planned-once.corpus.int.spec).
    const planOnce = !numbers && !request.ownNumbering;
    const [row]: PageRow[] = await runStatement(this.db, {
      sql: `SELECT ${select}`,
      params: p.values,
      planOnce,
    });
    return toPage(request, row);
  }
}

function emptyRow(): PageRow {
  return { verses: [], tagged: [], titles: [], numbering: [], lexicon: [], topics: [] };
}

function toPage(request: SearchPageRequest, row: PageRow): SearchPage {
  return {
    rows: inOrdOrder(row.verses, request.ords),
    taggedWords: wordsByOrd(row.tagged),
    titles: titlesByOrd(row.titles),
    numbering: row.numbering,
    lexiconMatches: row.lexicon.map(toLexiconMatch),
    topicMatches: row.topics,
  };
}

export function toLexiconMatch(entry: NamedEntry): LexiconMatch {
  return { strongsNumber: entry.strongs, lemma: entry.lemma, transliteration: entry.transliteration };
}
