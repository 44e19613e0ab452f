/**
 * The Restored Names edition's mapping, driven by Strong's numbers. A tagged word is restored only when
 * its English is one of the listed renderings, so "mighty" tagged H410 stays "mighty" while "God"
 * tagged H410 becomes "El". Matching ignores case; a possessive 's is kept.
 */
export interface NameRestoration {
  strongs: string;
  /** English renderings (lower case) that stand for the name. */
  renderings: readonly string[];
  restored: string;
  /** Lower-case form for plural or common-noun uses ("gods" → "elohim"). */
  restoredLower?: string;
  /** A proper name: "the LORD" reads "YHWH", "the Lord" (H136) "Adonai"; the article before it is dropped. */
  dropsArticle?: boolean;
}

export const NAME_RESTORATIONS: readonly NameRestoration[] = [
  { strongs: 'H3068', renderings: ['lord', 'god', 'jehovah'], restored: 'YHWH', dropsArticle: true },
  { strongs: 'H3069', renderings: ['god', 'lord', 'jehovah'], restored: 'YHWH', dropsArticle: true },
  { strongs: 'H3050', renderings: ['jah', 'lord', 'jehovah'], restored: 'Yah', dropsArticle: true },
  { strongs: 'H430', renderings: ['god', 'gods', 'goddess'], restored: 'Elohim', restoredLower: 'elohim' },
  { strongs: 'H410', renderings: ['god', 'gods'], restored: 'El', restoredLower: 'el' },
  { strongs: 'H433', renderings: ['god', 'gods'], restored: 'Eloah', restoredLower: 'eloah' },
  { strongs: 'H426', renderings: ['god', 'gods'], restored: 'Elah', restoredLower: 'elah' },
  { strongs: 'H136', renderings: ['lord', 'god'], restored: 'Adonai', dropsArticle: true },
  { strongs: 'H3091', renderings: ['joshua', 'jehoshua'], restored: 'Yahushua' },
  { strongs: 'G2424', renderings: ['jesus'], restored: 'Yahshua' },
  { strongs: 'G5547', renderings: ['christ', 'christs'], restored: 'Messiah' },
  { strongs: 'G2316', renderings: ['god', 'gods'], restored: 'Elohim', restoredLower: 'elohim' },
];

/** An untagged `<divineName>` (LORD, GOD, JEHOVAH in small capitals) is the tetragrammaton. */
export const DIVINE_NAME_RULE: NameRestoration = {
  strongs: '',
  renderings: ['lord', 'god', 'jehovah'],
  restored: 'YHWH',
  dropsArticle: true,
};

/** Hebrew book names used by the Restored Names edition, in canonical order (1–66). */
export const RESTORED_BOOK_NAMES: readonly string[] = [
  'Bereshith',
  'Shemoth',
  'Vayiqra',
  'Bamidbar',
  'Devarim',
  'Yahushua',
  'Shophtim',
  'Ruth',
  '1 Shemuel',
  '2 Shemuel',
  '1 Melechim',
  '2 Melechim',
  '1 Divre HaYamim',
  '2 Divre HaYamim',
  'Ezra',
  'Nehemyah',
  'Hadassah',
  'Iyov',
  'Tehillim',
  'Mishle',
  'Qoheleth',
  'Shir HaShirim',
  'Yeshayahu',
  'Yirmeyahu',
  'Eichah',
  'Yechezkel',
  'Daniel',
  'Hoshea',
  'Yoel',
  'Amos',
  'Ovadyah',
  'Yonah',
  'Michah',
  'Nachum',
  'Chavaqooq',
  'Tsephanyah',
  'Chaggai',
  'Zecharyah',
  'Malachi',
  'Mattityahu',
  'Marqos',
  'Luqas',
  'Yochanan',
  'Maaseh Shlichim',
  'Romiyim',
  '1 Qorintyim',
  '2 Qorintyim',
  'Galutyah',
  'Ephsiyim',
  'Phylipsiyim',
  'Qolesayim',
  '1 Tesloniqyim',
  '2 Tesloniqyim',
  '1 Timtheous',
  '2 Timtheous',
  'Titos',
  'Phileymon',
  'Ivrim',
  'Yaakov',
  '1 Kepha',
  '2 Kepha',
  '1 Yochanan',
  '2 Yochanan',
  '3 Yochanan',
  'Yahudah',
  'Hazon',
];

export function restoredBookName(bookNumber: number): string | undefined {
  return RESTORED_BOOK_NAMES[bookNumber - 1];
}

const normalise = (name: string): string => name.toLowerCase().replace(/[\s.]+/g, '');

/** The book number for a restored name ("Bereshith", "1 Shemuel"), or undefined. */
export function bookNumberByRestoredName(name: string): number | undefined {
  const wanted = normalise(name);
  const index = RESTORED_BOOK_NAMES.findIndex((n) => normalise(n) === wanted);
  return index >= 0 ? index + 1 : undefined;
}
