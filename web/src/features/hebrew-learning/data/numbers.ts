import type { HebrewNumber } from './types';

// Numbers 1–10, 20–100 by tens and 1,000. Hebrew words in the standard unpointed spelling; `letters` is the
// letter-numeral (gematria) form with a geresh (׳), as in chapter numbers and dates. In the thousands
// place the letters start again, so 1,000 is written א׳ before the hundreds (the year ה׳תשפ״ה = 5785).
const rows: [
  value: number,
  fem: string,
  femT: string,
  masc: string,
  mascT: string,
  letters: string,
  strongs: string,
][] = [
  [1, 'אחת', 'akhat', 'אחד', 'ekhad', 'א׳', 'H259'],
  [2, 'שתיים', 'shtayim', 'שניים', 'shnayim', 'ב׳', 'H8147'],
  [3, 'שלוש', 'shalosh', 'שלושה', 'shlosha', 'ג׳', 'H7969'],
  [4, 'ארבע', 'arba', 'ארבעה', "arba'a", 'ד׳', 'H702'],
  [5, 'חמש', 'khamesh', 'חמישה', 'khamisha', 'ה׳', 'H2568'],
  [6, 'שש', 'shesh', 'שישה', 'shisha', 'ו׳', 'H8337'],
  [7, 'שבע', 'sheva', 'שבעה', "shiv'a", 'ז׳', 'H7651'],
  [8, 'שמונה', 'shmone', 'שמונה', 'shmona', 'ח׳', 'H8083'],
  [9, 'תשע', 'tesha', 'תשעה', "tish'a", 'ט׳', 'H8672'],
  [10, 'עשר', 'eser', 'עשרה', 'asara', 'י׳', 'H6235'],
  [20, 'עשרים', 'esrim', 'עשרים', 'esrim', 'כ׳', 'H6242'],
  [30, 'שלושים', 'shloshim', 'שלושים', 'shloshim', 'ל׳', 'H7970'],
  [40, 'ארבעים', "arba'im", 'ארבעים', "arba'im", 'מ׳', 'H705'],
  [50, 'חמישים', 'khamishim', 'חמישים', 'khamishim', 'נ׳', 'H2572'],
  [60, 'שישים', 'shishim', 'שישים', 'shishim', 'ס׳', 'H8346'],
  [70, 'שבעים', "shiv'im", 'שבעים', "shiv'im", 'ע׳', 'H7657'],
  [80, 'שמונים', 'shmonim', 'שמונים', 'shmonim', 'פ׳', 'H8084'],
  [90, 'תשעים', "tish'im", 'תשעים', "tish'im", 'צ׳', 'H8673'],
  [100, 'מאה', "me'a", 'מאה', "me'a", 'ק׳', 'H3967'],
  [1000, 'אלף', 'elef', 'אלף', 'elef', 'א׳', 'H505'],
];

export const hebrewNumbers: readonly HebrewNumber[] = rows.map(
  ([value, hebrew, transliteration, masculine, masculineTransliteration, letters, strongsNumber]) => ({
    value,
    hebrew,
    transliteration,
    masculine,
    masculineTransliteration,
    letters,
    strongsNumber,
  }),
);
