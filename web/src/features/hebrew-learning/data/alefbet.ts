import type { HebrewLetter } from './types';

// The 22 letters in order, with their numeric (gematria) values: 1–9, 10–90, 100–400.
// Pronunciation is Modern Israeli; notes give the biblical sound where it differs.
const rows: [
  letter: string,
  name: string,
  translit: string,
  pronunciation: string,
  final: string | null,
  value: number,
][] = [
  ['א', 'Alef', "'", 'Silent; carries the vowel under it', null, 1],
  ['ב', 'Bet', 'b / v', 'b as in "boy" (with a dot, בּ); v as in "vine" without it', null, 2],
  ['ג', 'Gimel', 'g', 'g as in "go"', null, 3],
  ['ד', 'Dalet', 'd', 'd as in "door"', null, 4],
  ['ה', 'He', 'h', 'h as in "hat"; often silent at the end of a word', null, 5],
  ['ו', 'Vav', 'v / o / u', 'v as in "vine"; also the vowels o (וֹ) and u (וּ). Biblical: w', null, 6],
  ['ז', 'Zayin', 'z', 'z as in "zoo"', null, 7],
  ['ח', 'Chet', 'kh', 'Throaty kh as in "Bach"', null, 8],
  ['ט', 'Tet', 't', 't as in "tall"', null, 9],
  ['י', 'Yod', 'y', 'y as in "yes"; also the vowel i', null, 10],
  ['כ', 'Kaf', 'k / kh', 'k with a dot (כּ); kh as in "Bach" without it', 'ך', 20],
  ['ל', 'Lamed', 'l', 'l as in "look"', null, 30],
  ['מ', 'Mem', 'm', 'm as in "mother"', 'ם', 40],
  ['נ', 'Nun', 'n', 'n as in "now"', 'ן', 50],
  ['ס', 'Samekh', 's', 's as in "sun"', null, 60],
  ['ע', 'Ayin', "'", 'Silent in most Modern speech; a throat sound in Biblical Hebrew', null, 70],
  ['פ', 'Pe', 'p / f', 'p with a dot (פּ); f without it', 'ף', 80],
  ['צ', 'Tsadi', 'ts', 'ts as in "cats"', 'ץ', 90],
  ['ק', 'Qof', 'q / k', 'k as in "kite" (Biblical: a deeper k)', null, 100],
  ['ר', 'Resh', 'r', 'r, pronounced in the throat in Modern Hebrew', null, 200],
  [
    'ש',
    'Shin / Sin',
    'sh / s',
    'sh with the dot on the right (שׁ); s with the dot on the left (שׂ)',
    null,
    300,
  ],
  ['ת', 'Tav', 't', 't as in "tall" (Biblical: th without a dot)', null, 400],
];

export const hebrewAlefbet: readonly HebrewLetter[] = rows.map(
  ([letter, name, transliteration, pronunciation, finalForm, numericValue], i) => ({
    id: i + 1,
    letter,
    name,
    transliteration,
    pronunciation,
    finalForm,
    numericValue,
    audioUrl: null,
  }),
);
