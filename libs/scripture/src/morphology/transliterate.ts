export { transliterateHebrew } from './transliterate-hebrew';
export { transliterateGreek, type GreekTransliterationOptions } from './transliterate-greek';
export { transliterateGreekWord } from './greek-word-breathing';
