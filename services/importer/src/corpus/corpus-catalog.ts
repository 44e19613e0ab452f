import { join } from 'node:path';
import type {
  KjvPhraseVerse,
  LexiconRecord,
  OriginalWordRecord,
  TopicRecord,
  VerseMapRow,
  VerseRecord,
} from '@strongs/scripture';
import {
  BOOKS,
  MT_SCHEME,
  parseVerseMap,
  readByzWords,
  readImpBible,
  readKjvPhraseVerses,
  readNaveTopics,
  readOsisBible,
  readStrongsGreekXml,
  readTrWords,
  readTrWordsTsv,
  readVerseTsv,
  withoutStrongs,
  readWlcWords,
} from '@strongs/scripture';
import { COMMENTARY_TEXTS, type CommentaryText } from './commentary-texts';
import { fileChunks, fileLines, readTextFile } from './file-streams';
import type { ReferenceWorkInfo } from './reference-work';
import { RV1909_ERRATA, type StrongsErratum } from './rv1909-errata';
import { readJsonLexicon, STRONGS_USAGE_FILES } from './strongs-usage';

interface CorpusTextBase {
  id: string;
  label: string;
  /** Source files, relative to the corpus folder; their checksum decides whether an import is needed. */
  files: readonly string[];
}

export interface BibleText extends CorpusTextBase {
  kind: 'bible';
  versionCode: string;
  expectedVerses: number;
  read(corpusDir: string): AsyncIterable<VerseRecord>;
  /** Tags of the file corrected at import (part of the text's checksum): see rv1909-errata.ts. */
  errata?: readonly StrongsErratum[];
  /** A text numbered in its own scheme: where the mapping to KJV verses comes from (written with the text). */
  versification?: TextVersification;
  /** Original-language texts: their words with lemma and morphology (from a file listed in `files`). */
  words?: {
    expectedWords: number;
    read(corpusDir: string): AsyncIterable<OriginalWordRecord>;
    /** The tagged KJV whose English is stored over each word (its file listed in `files`). */
    english(corpusDir: string): AsyncIterable<KjvPhraseVerse>;
  };
}

export interface TextVersification {
  scheme: string;
  /** The verses that differ, relative to the corpus folder. */
  mapFile: string;
  read(corpusDir: string): Promise<VerseMapRow[]>;
}

export interface LexiconText extends CorpusTextBase {
  kind: 'lexicon';
  language: 'hebrew' | 'greek';
  expectedEntries: number;
  read(corpusDir: string): Promise<LexiconRecord[]>;
}

export interface CrossReferenceText extends CorpusTextBase {
  kind: 'cross-references';
  expectedRows: number;
}

export interface DerivedText extends CorpusTextBase {
  kind: 'derived';
  versionCode: string;
  /** The corpus text it is computed from; it is queued when that one completes. */
  from: string;
  expectedVerses: number;
}

export interface TopicalText extends CorpusTextBase {
  kind: 'topics';
  work: ReferenceWorkInfo;
  expectedTopics: number;
  read(corpusDir: string): Promise<TopicRecord[]>;
}

export type CorpusText =
  BibleText | LexiconText | CrossReferenceText | DerivedText | CommentaryText | TopicalText;

/** Word rows the word files hold (counted with awk over the files). */
const TR_KJV_WORDS = 140658;
const BYZ_WORDS = 140149;

const WLC_FILES = BOOKS.filter((b) => b.testament === 'OT').map((b) => `oshb-wlc/wlc/${b.osis}.xml.gz`);
const WLC_VERSE_MAP = 'oshb-wlc/VerseMap.xml';
/** The CrossWire KJV: Strong's tags per phrase and, in the NT, the Greek word positions they translate. */
const KJV_PHRASES = 'kjv-strongs-crosswire/kjv-crosswire.tsv.gz';
const kjvPhrases = (dir: string) => readKjvPhraseVerses(fileLines(join(dir, KJV_PHRASES)));

async function* concatenated(
  parts: readonly (() => AsyncIterable<VerseRecord>)[],
): AsyncGenerator<VerseRecord> {
  for (const part of parts) yield* part();
}

async function* untagged(records: AsyncIterable<VerseRecord>): AsyncGenerator<VerseRecord> {
  for await (const record of records) yield withoutStrongs(record);
}

async function readXmlLexicon(path: string): Promise<LexiconRecord[]> {
  const records: LexiconRecord[] = [];
  for await (const record of readStrongsGreekXml(fileChunks(path))) records.push(record);
  return records;
}

/** Every text the seed installs, in the order it queues them. Counts are the ones SOURCES.md verifies. */
export const CORPUS_TEXTS: readonly CorpusText[] = [
  {
    id: 'strongs-hebrew',
    kind: 'lexicon',
    label: "Strong's Hebrew Dictionary",
    language: 'hebrew',
    files: ['strongs-dictionaries/strongs-hebrew.json.gz'],
    expectedEntries: 8674,
    read: (dir) => readJsonLexicon(join(dir, 'strongs-dictionaries/strongs-hebrew.json.gz'), 'hebrew'),
  },
  {
    id: 'strongs-greek',
    kind: 'lexicon',
    label: "Strong's Greek Dictionary",
    language: 'greek',
    // The XML, not the JSON made from it: the JSON lost the Greek words inside the text and the remarks.
    files: ['strongs-dictionaries/strongsgreek.xml.gz'],
    expectedEntries: 5523,
    read: (dir) => readXmlLexicon(join(dir, 'strongs-dictionaries/strongsgreek.xml.gz')),
  },
  {
    id: 'kjv',
    kind: 'bible',
    label: 'King James Version',
    versionCode: 'kjv',
    // The dictionaries' KJV rendering lists decide how its translations are counted.
    files: ['sword/kjv.imp.gz', ...STRONGS_USAGE_FILES],
    expectedVerses: 31102,
    read: (dir) => readImpBible(fileLines(join(dir, 'sword/kjv.imp.gz'))),
  },
  {
    id: 'web',
    kind: 'bible',
    label: 'World English Bible',
    versionCode: 'web',
    files: ['sword/web.imp.gz'],
    expectedVerses: 31104,
    // eBible's machine alignment puts H3068 on "is", "my", "I", "shall" (Psalm 23:1): the numbers are
    // not shown nor counted (see the version's strongsNote).
    read: (dir) => untagged(readImpBible(fileLines(join(dir, 'sword/web.imp.gz')))),
  },
  {
    id: 'rv1909',
    kind: 'bible',
    label: 'Reina-Valera 1909',
    versionCode: 'rv1909',
    // eBible's tagging, several numbers of a word written 'strong:H5315 H2416', one slip corrected
    // (rv1909-errata.ts); its renderings are counted as Spanish (translation-counts.ts), so the dictionaries'
    // English lists are not part of its checksum.
    files: ['sword/sparv1909.imp.gz'],
    expectedVerses: 31102,
    read: (dir) => readImpBible(fileLines(join(dir, 'sword/sparv1909.imp.gz'))),
    errata: RV1909_ERRATA,
  },
  {
    id: 'asv',
    kind: 'bible',
    label: 'American Standard Version',
    versionCode: 'asv',
    files: ['english/asv.tsv.gz'],
    expectedVerses: 31102,
    read: (dir) => readVerseTsv(fileLines(join(dir, 'english/asv.tsv.gz'))),
  },
  {
    id: 'ylt',
    kind: 'bible',
    label: "Young's Literal Translation",
    versionCode: 'ylt',
    files: ['english/ylt.tsv.gz'],
    expectedVerses: 31102,
    read: (dir) => readVerseTsv(fileLines(join(dir, 'english/ylt.tsv.gz'))),
  },
  {
    id: 'nhebme',
    kind: 'bible',
    label: 'New Heart English Bible: Messianic Edition',
    versionCode: 'nhebme',
    files: ['english/nhebme.tsv.gz'],
    expectedVerses: 31104,
    read: (dir) => readVerseTsv(fileLines(join(dir, 'english/nhebme.tsv.gz'))),
  },
  {
    id: 'wlc',
    kind: 'bible',
    label: 'Westminster Leningrad Codex',
    versionCode: 'wlc',
    files: [...WLC_FILES, WLC_VERSE_MAP, 'oshb-wlc/wlc-words.tsv.gz', KJV_PHRASES],
    expectedVerses: 23213,
    read: (dir) => concatenated(WLC_FILES.map((file) => () => readOsisBible(fileChunks(join(dir, file))))),
    versification: {
      scheme: MT_SCHEME,
      mapFile: WLC_VERSE_MAP,
      read: async (dir) => parseVerseMap(await readTextFile(join(dir, WLC_VERSE_MAP))),
    },
    // One row per <w> element, the qere readings of the notes included (SOURCES.md §2).
    words: {
      expectedWords: 306785,
      read: (dir) => readWlcWords(fileLines(join(dir, 'oshb-wlc/wlc-words.tsv.gz'))),
      english: kjvPhrases,
    },
  },
  {
    id: 'tr',
    kind: 'bible',
    label: 'Textus Receptus',
    versionCode: 'tr',
    files: ['greek-tr/tr-words.tsv.gz', KJV_PHRASES],
    expectedVerses: 7957,
    read: (dir) => readTrWordsTsv(fileLines(join(dir, 'greek-tr/tr-words.tsv.gz'))),
    // Editions both + scrivener (the KJV's text), subscriptions left out.
    words: {
      expectedWords: TR_KJV_WORDS,
      read: (dir) => readTrWords(fileLines(join(dir, 'greek-tr/tr-words.tsv.gz'))),
      english: kjvPhrases,
    },
  },
  {
    id: 'byz',
    kind: 'bible',
    label: 'Robinson-Pierpont Byzantine Text',
    versionCode: 'byz',
    files: ['greek-byz-rp2018/rp2018-strongs-parsing.tsv.gz', KJV_PHRASES],
    expectedVerses: 7953,
    read: (dir) => readVerseTsv(fileLines(join(dir, 'greek-byz-rp2018/rp2018-strongs-parsing.tsv.gz'))),
    // The KJV's positions name TR words: on this text they hold where the form agrees, else the nearest word of that form.
    words: {
      expectedWords: BYZ_WORDS,
      read: (dir) => readByzWords(fileLines(join(dir, 'greek-byz-rp2018/rp2018-strongs-parsing.tsv.gz'))),
      english: kjvPhrases,
    },
  },
  {
    id: 'cross-references',
    kind: 'cross-references',
    label: 'OpenBible.info cross references',
    files: ['cross-references/openbible-cross-references.tsv.gz'],
    expectedRows: 344789,
  },
  {
    id: 'nave',
    kind: 'topics',
    label: "Nave's Topical Bible",
    files: ['sword/nave.imp.gz'],
    work: {
      code: 'nave',
      name: "Nave's Topical Bible",
      shortName: "Nave's",
      source: 'Orville J. Nave, 1896; CrossWire SWORD module Nave (Debian sword-dict-naves 3.0-1)',
      licence: 'Public Domain',
    },
    // 5,322 keys: SIN and REVERENCE are each two entries in the file, kept as two topics.
    expectedTopics: 5322,
    read: (dir) => readNaveTopics(fileLines(join(dir, 'sword/nave.imp.gz'))),
  },
  {
    id: 'rstne',
    kind: 'derived',
    label: 'Restored Names edition (from the KJV)',
    versionCode: 'rstne',
    from: 'kjv',
    files: ['sword/kjv.imp.gz', ...STRONGS_USAGE_FILES],
    expectedVerses: 31102,
  },
  ...COMMENTARY_TEXTS,
];

export function corpusText(id: string): CorpusText {
  const text = CORPUS_TEXTS.find((t) => t.id === id);
  if (!text) throw new Error(`Unknown corpus text: ${id}`);
  return text;
}

export function dependentsOf(id: string): DerivedText[] {
  return CORPUS_TEXTS.filter((t): t is DerivedText => t.kind === 'derived' && t.from === id);
}
