/** Words that on their own never render a noun or verb: articles, prepositions, auxiliaries, joiners. */
const ARTICLES = ['the', 'a', 'an'];
const PREPOSITIONS = [
  'of',
  'to',
  'unto',
  'in',
  'into',
  'on',
  'upon',
  'at',
  'by',
  'for',
  'from',
  'with',
  'within',
  'without',
  'about',
  'above',
  'after',
  'against',
  'among',
  'before',
  'behind',
  'below',
  'beneath',
  'beside',
  'between',
  'beyond',
  'over',
  'through',
  'throughout',
  'toward',
  'towards',
  'under',
  'until',
  'till',
  'up',
  'out',
  'off',
  'down',
];
const JOINERS = [
  'and',
  'or',
  'nor',
  'but',
  'that',
  'which',
  'who',
  'whom',
  'whose',
  'as',
  'so',
  'than',
  'then',
  'not',
];

/** An auxiliary's forms: when Strong's lists one of them ("be"), the number renders them all ("was"). */
export const AUXILIARY_GROUPS: readonly (readonly string[])[] = [
  ['be', 'am', 'is', 'are', 'art', 'was', 'were', 'wast', 'wert', 'been', 'being'],
  ['have', 'hast', 'hath', 'has', 'had', 'hadst', 'having'],
  ['do', 'dost', 'doth', 'does', 'did', 'didst', 'done', 'doing'],
  ['shall', 'shalt', 'should', 'shouldest'],
  ['will', 'wilt', 'would', 'wouldest'],
  ['may', 'mayest', 'might', 'mightest'],
  ['can', 'canst', 'could', 'couldest'],
  ['must'],
];

export const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  ...ARTICLES,
  ...PREPOSITIONS,
  ...JOINERS,
  ...AUXILIARY_GROUPS.flat(),
]);

export function isFunctionWord(word: string): boolean {
  return FUNCTION_WORDS.has(word.toLowerCase());
}

const PRONOUNS = [
  'i',
  'thou',
  'he',
  'she',
  'it',
  'we',
  'ye',
  'you',
  'they',
  'me',
  'thee',
  'him',
  'her',
  'us',
  'them',
  'my',
  'thy',
  'his',
  'its',
  'our',
  'your',
  'their',
  'mine',
  'thine',
  'let',
];
const FRAME_WORDS: ReadonlySet<string> = new Set([...FUNCTION_WORDS, ...PRONOUNS]);

/** A word that frames a phrase's rendering without being it: a function word or a pronoun ("I have loved"). */
export function isFrameWord(word: string): boolean {
  return FRAME_WORDS.has(word.toLowerCase());
}
