import type { VersionDetails } from '@strongs/contracts';
import { fixesForEmptySearch, fixesForRefusedSearch } from './search-fixes';

const version = (
  code: string,
  language: string,
  kind: VersionDetails['kind'],
  hasStrongs: boolean,
  installed = true,
): VersionDetails =>
  ({ code, abbreviation: code.toUpperCase(), language, kind, hasStrongs, installed }) as VersionDetails;

const VERSIONS = [
  version('kjv', 'en', 'translation', true),
  version('rstne', 'en', 'derived', true),
  version('nkjv', 'en', 'translation', false, false),
  version('web', 'en', 'translation', false),
  version('wlc', 'he', 'original', true),
  version('tr', 'grc', 'original', true),
  version('byz', 'grc', 'original', true),
];

describe('ways out of a refused morph: search', () => {
  it('offers the Hebrew text for a Hebrew number, the Greek ones for a Greek number', () => {
    expect(fixesForRefusedSearch('H1254 morph:qal,perfect', 'kjv', VERSIONS)).toEqual([
      { label: 'Search the WLC instead', q: 'H1254 morph:qal,perfect', db: 'wlc' },
    ]);
    expect(fixesForRefusedSearch('g25 morph:aorist', 'web', VERSIONS).map((f) => f.db)).toEqual([
      'tr',
      'byz',
    ]);
  });

  it('offers every original text when the query names no language, none when the text is an original', () => {
    expect(fixesForRefusedSearch('love morph:imperative', 'kjv', VERSIONS).map((f) => f.db)).toEqual([
      'wlc',
      'tr',
      'byz',
    ]);
    expect(fixesForRefusedSearch('G25 morph:qal', 'tr', VERSIONS)).toEqual([]);
    expect(fixesForRefusedSearch('H1254', 'kjv', VERSIONS)).toEqual([]);
  });
});

describe('ways out of an empty Strong’s search', () => {
  it('says the text has no numbers and offers the tagged translations that are installed', () => {
    expect(fixesForEmptySearch('G26', 'strongs', 'web', VERSIONS)).toEqual({
      reason: "WEB has no Strong's numbers: search the KJV.",
      fixes: [
        { label: 'Search the KJV', q: 'G26', db: 'kjv' },
        { label: 'Search the RSTNE', q: 'G26', db: 'rstne' },
      ],
    });
  });

  it('says nothing for a word search or a tagged text', () => {
    expect(fixesForEmptySearch('agape', 'words', 'web', VERSIONS)).toBeUndefined();
    expect(fixesForEmptySearch('G99999', 'strongs', 'kjv', VERSIONS)).toBeUndefined();
  });
});
