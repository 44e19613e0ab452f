import type { VersionsRow } from '@strongs/db';

export interface VersionDefinition {
  code: string;
  name: string;
  abbreviation: string;
  /** BCP 47: the web's lang attribute; 'es' also decides how renderings are counted (translation-counts.ts). */
  language: 'en' | 'es' | 'he' | 'grc';
  direction: 'ltr' | 'rtl';
  kind: VersionsRow['kind'];
  licence: string;
  source: string;
  credit?: string;
  description?: string;
  hasStrongs: boolean;
  /** Why a source's Strong's numbers are not shown, when it has some we withhold. */
  strongsNote?: string;
  versification: 'kjv' | 'nrsv' | 'mt';
  sortOrder: number;
}

const WEB_STRONGS_NOTE =
  'Strong\u2019s numbers not shown. The source tags this text by machine alignment, and the tags are ' +
  'often on the wrong word (in Psalm 23:1 H3068 "Yahweh" sits on "is", "my", "I" and "shall"), so ' +
  'its words carry no numbers here and are not counted in the concordance. Use the KJV for Strong\u2019s numbers.';

/**
 * Every version the site knows. Corpus texts are installed by the seed; the licensed ones (NKJV, NET,
 * the RSTNE itself, a modern Hebrew Bible) stay "not installed" slots until an administrator imports a file.
 */
export const VERSION_CATALOG: readonly VersionDefinition[] = [
  {
    code: 'kjv',
    name: 'King James Version (1769) with Strong\u2019s Numbers',
    abbreviation: 'KJV',
    language: 'en',
    direction: 'ltr',
    kind: 'translation',
    licence: 'Public Domain (Crown rights apply in the United Kingdom)',
    source: 'eBible.org engKJV2006eb, SWORD module from Debian sword-text-kjv 14.3-1',
    hasStrongs: true,
    versification: 'kjv',
    sortOrder: 1,
  },
  {
    code: 'nkjv',
    name: 'New King James Version',
    abbreviation: 'NKJV',
    language: 'en',
    direction: 'ltr',
    kind: 'translation',
    licence: 'Copyrighted (Thomas Nelson): import a licensed file to install',
    source: 'Licensed import slot',
    hasStrongs: false,
    versification: 'kjv',
    sortOrder: 2,
  },
  {
    code: 'rstne',
    name: 'Restored Names Edition (derived from the KJV by Strong\u2019s numbers)',
    abbreviation: 'RSTNE',
    language: 'en',
    direction: 'ltr',
    kind: 'derived',
    licence: 'Public Domain (derived from the public-domain KJV)',
    source:
      'Generated from the KJV: divine and personal names restored where the Strong\u2019s tag names them',
    description:
      'Not the Restoration Scriptures True Name Edition. The KJV with names restored by a documented ' +
      'table keyed by Strong\u2019s numbers (H3068 \u2192 YHWH, H430 \u2192 Elohim, G2424 \u2192 Yahshua, ...) ' +
      'and Hebrew book names (Genesis \u2192 Bereshith, ...).',
    hasStrongs: true,
    versification: 'kjv',
    sortOrder: 3,
  },
  {
    code: 'rstne_licensed',
    name: 'Restoration Scriptures True Name Edition',
    abbreviation: 'RSTNE (licensed)',
    language: 'en',
    direction: 'ltr',
    kind: 'translation',
    licence: 'Copyrighted (Your Arms to Israel Publishing): import a licensed file to install',
    source: 'Licensed import slot',
    hasStrongs: false,
    versification: 'kjv',
    sortOrder: 4,
  },
  {
    code: 'asv',
    name: 'American Standard Version (1901)',
    abbreviation: 'ASV',
    language: 'en',
    direction: 'ltr',
    kind: 'translation',
    licence: 'Public Domain',
    source: 'eBible.org ASV (SWORD module ASV 2.0) via scrollmapper/bible_databases',
    hasStrongs: false,
    versification: 'kjv',
    sortOrder: 5,
  },
  {
    code: 'web',
    name: 'World English Bible (2020)',
    abbreviation: 'WEB',
    language: 'en',
    direction: 'ltr',
    kind: 'translation',
    licence: 'Public Domain; "World English Bible" is a trademark of eBible.org',
    source: 'eBible.org engWEB2015eb, SWORD module from Debian sword-text-web 426.0-1',
    hasStrongs: false,
    strongsNote: WEB_STRONGS_NOTE,
    versification: 'nrsv',
    sortOrder: 6,
  },
  {
    code: 'net',
    name: 'New English Translation',
    abbreviation: 'NET',
    language: 'en',
    direction: 'ltr',
    kind: 'translation',
    licence: 'Copyrighted (Biblical Studies Press): import a licensed file to install',
    source: 'Licensed import slot',
    hasStrongs: false,
    versification: 'kjv',
    sortOrder: 7,
  },
  {
    code: 'ylt',
    name: 'Young\u2019s Literal Translation (1898)',
    abbreviation: 'YLT',
    language: 'en',
    direction: 'ltr',
    kind: 'translation',
    licence: 'Public Domain',
    source: 'SWORD module YLT 1.1 via scrollmapper/bible_databases',
    hasStrongs: false,
    versification: 'kjv',
    sortOrder: 8,
  },
  {
    code: 'nhebme',
    name: 'New Heart English Bible: Messianic Edition',
    abbreviation: 'NHEB-ME',
    language: 'en',
    direction: 'ltr',
    kind: 'translation',
    licence: 'Public Domain',
    source: 'SWORD module NHEBME 2.1.1 via scrollmapper/bible_databases',
    hasStrongs: false,
    versification: 'nrsv',
    sortOrder: 9,
  },
  {
    code: 'wlc',
    name: 'Hebrew Bible: Westminster Leningrad Codex (Open Scriptures Hebrew Bible)',
    abbreviation: 'WLC',
    language: 'he',
    direction: 'rtl',
    kind: 'original',
    licence: 'WLC text Public Domain; lemma and morphology CC BY 4.0',
    source: 'openscriptures/morphhb (WLC 4.20)',
    credit:
      'Original work of the Open Scriptures Hebrew Bible available at https://github.com/openscriptures/morphhb',
    hasStrongs: true,
    versification: 'mt',
    sortOrder: 10,
  },
  {
    code: 'he_modern',
    name: 'Modern Hebrew Bible',
    abbreviation: 'HE-MOD',
    language: 'he',
    direction: 'rtl',
    kind: 'translation',
    licence: 'Copyrighted (Bible Society in Israel): import a licensed file to install',
    source: 'Licensed import slot',
    hasStrongs: false,
    versification: 'mt',
    sortOrder: 11,
  },
  {
    code: 'tr',
    name: 'Greek Textus Receptus (Scrivener 1894 / Stephanus 1550) with Strong\u2019s and parsing',
    abbreviation: 'TR',
    language: 'grc',
    direction: 'ltr',
    kind: 'original',
    licence: 'Public Domain',
    source: 'byztxt/greektext-textus-receptus (Maurice A. Robinson)',
    hasStrongs: true,
    versification: 'kjv',
    sortOrder: 12,
  },
  {
    code: 'byz',
    name: 'Greek New Testament: Robinson-Pierpont Byzantine Text (2018)',
    abbreviation: 'BYZ',
    language: 'grc',
    direction: 'ltr',
    kind: 'original',
    licence: 'Public Domain (Unlicense)',
    source: 'byztxt/byzantine-majority-text',
    hasStrongs: true,
    versification: 'kjv',
    sortOrder: 13,
  },
  {
    code: 'rv1909',
    name: 'Reina-Valera 1909',
    abbreviation: 'RV1909',
    language: 'es',
    direction: 'ltr',
    kind: 'translation',
    licence: 'Public Domain',
    source:
      'SWORD module spaRV1909eb (Reina-Valera 1909 with Strong\u2019s numbers) from CrossWire and eBible.org, ' +
      'Debian sword-text-sparv 2.60-1',
    credit: 'Strong\u2019s numbers tagged by eBible.org in the spaRV1909eb module (CrossWire Bible Society)',
    description:
      'The 1909 revision of the Spanish Bible of Casiodoro de Reina (1569) and Cipriano de Valera (1602), ' +
      'in KJV verse numbering, with Strong\u2019s numbers on its words: they open the dictionary, are ' +
      'searched like the KJV\u2019s, and each entry lists its Spanish renderings.',
    hasStrongs: true,
    versification: 'kjv',
    sortOrder: 14,
  },
];

export function versionDefinition(code: string): VersionDefinition {
  const found = VERSION_CATALOG.find((v) => v.code === code);
  if (!found) throw new Error(`Unknown version code: ${code}`);
  return found;
}
