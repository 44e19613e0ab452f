/** Base names (without a leading 1, 2 or 3) longer than 5 characters and their display abbreviations. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  genesis: 'Gen',
  exodus: 'Exo',
  leviticus: 'Lev',
  numbers: 'Num',
  deuteronomy: 'Deu',
  joshua: 'Jos',
  judges: 'Jdg',
  samuel: 'Sam',
  kings: 'Kgs',
  chronicles: 'Chr',
  nehemiah: 'Neh',
  esther: 'Est',
  psalms: 'Psa',
  psalm: 'Psa',
  proverbs: 'Pro',
  ecclesiastes: 'Ecc',
  'song of solomon': 'Song',
  'song of songs': 'Song',
  isaiah: 'Isa',
  jeremiah: 'Jer',
  lamentations: 'Lam',
  ezekiel: 'Eze',
  daniel: 'Dan',
  obadiah: 'Oba',
  habakkuk: 'Hab',
  zephaniah: 'Zep',
  haggai: 'Hag',
  zechariah: 'Zec',
  malachi: 'Mal',
  matthew: 'Mat',
  romans: 'Rom',
  corinthians: 'Cor',
  galatians: 'Gal',
  ephesians: 'Eph',
  philippians: 'Phil',
  colossians: 'Col',
  thessalonians: 'Thes',
  timothy: 'Tim',
  philemon: 'Phm',
  hebrews: 'Heb',
  james: 'Jas',
  peter: 'Pet',
  john: 'John',
  revelation: 'Rev',
};

const MAX_UNCHANGED = 5;
const UNKNOWN_CUT = 4;

/**
 * The spec's display rule: names of 5 characters or fewer stay as they are; longer known names
 * use the table ('Genesis' → 'Gen'), keeping a leading 1, 2 or 3 ('1 Samuel' → '1 Sam');
 * unknown long names are cut to 4 characters.
 */
export function abbreviateBookName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed.length <= MAX_UNCHANGED) return trimmed;
  const numbered = /^([123])\s*(\S.*)$/.exec(trimmed);
  const base = numbered ? numbered[2] : trimmed;
  const short = ABBREVIATIONS[base.toLowerCase()];
  if (short === undefined) return trimmed.slice(0, UNKNOWN_CUT);
  return numbered ? `${numbered[1]} ${short}` : short;
}
