/* eslint-disable @typescript-eslint/no-require-imports */
/**
 * Typed access to bible-passage-reference-parser's CommonJS English build. The package is
 * ESM-first and publishes no types for its cjs files, so we describe the few calls we use.
 */
export interface BcvEntity {
  osis: string;
  indices: [number, number];
  translations: string[];
}

export interface BcvParser {
  set_options(options: Record<string, string>): BcvParser;
  parse(text: string): BcvParser;
  osis_and_indices(): BcvEntity[];
}

interface BcvModule {
  bcv_parser: new () => BcvParser;
}

const { bcv_parser: BcvParserClass } =
  require('bible-passage-reference-parser/cjs/en_bcv_parser.js') as BcvModule;

const BASE_OPTIONS = {
  osis_compaction_strategy: 'bcv',
  sequence_combination_strategy: 'separate',
  consecutive_combination_strategy: 'separate',
  versification_system: 'kjv',
  captive_end_digits_strategy: 'include',
  book_sequence_strategy: 'include',
};

/**
 * Chapters and verses are not validated by the parser (we check them against our own KJV
 * catalogue, to tell "Gen 51:1" apart from text that is no reference at all). Unbounded ends
 * then come back as 999.
 */
export function createParser(bookAlone: 'ignore' | 'full'): BcvParser {
  return new BcvParserClass().set_options({
    ...BASE_OPTIONS,
    passage_existence_strategy: 'b',
    book_alone_strategy: bookAlone,
    book_range_strategy: bookAlone === 'full' ? 'include' : 'ignore',
  });
}
