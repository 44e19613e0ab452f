// A simple readable transliteration for the interlinear (SBL general-purpose style, no diacritics).
// hebrew-transliteration (npm) is exact but takes ~10 ms a word: 300,000 words would need most of an hour.

const HEBREW_CONSONANTS: Readonly<Record<string, string>> = {
  א: '',
  ב: 'v',
  ג: 'g',
  ד: 'd',
  ה: 'h',
  ו: 'v',
  ז: 'z',
  ח: 'ch',
  ט: 't',
  י: 'y',
  כ: 'kh',
  ך: 'kh',
  ל: 'l',
  מ: 'm',
  ם: 'm',
  נ: 'n',
  ן: 'n',
  ס: 's',
  ע: '',
  פ: 'f',
  ף: 'f',
  צ: 'ts',
  ץ: 'ts',
  ק: 'q',
  ר: 'r',
  ש: 'sh',
  ת: 't',
};
/** Letters whose sound changes with a dagesh (begadkefat, as pronounced today). */
const WITH_DAGESH: Readonly<Record<string, string>> = { ב: 'b', כ: 'k', ך: 'k', פ: 'p', ף: 'p' };
const VOWELS: Readonly<Record<string, string>> = {
  '\u05B0': 'e',
  '\u05B1': 'e',
  '\u05B2': 'a',
  '\u05B3': 'o',
  '\u05B4': 'i',
  '\u05B5': 'e',
  '\u05B6': 'e',
  '\u05B7': 'a',
  '\u05B8': 'a',
  '\u05B9': 'o',
  '\u05BA': 'o',
  '\u05BB': 'u',
  '\u05C7': 'o',
};
const DAGESH = '\u05BC';
const SHIN_DOT = '\u05C1';
const SIN_DOT = '\u05C2';
const SHEVA = '\u05B0';

interface HebrewLetter {
  base: string;
  marks: string;
}

function hebrewLetters(word: string): HebrewLetter[] {
  const letters: HebrewLetter[] = [];
  for (const ch of word) {
    if (/[\u05D0-\u05EA]/.test(ch)) letters.push({ base: ch, marks: '' });
    else if (letters.length && /[\u05B0-\u05C7]/.test(ch)) letters[letters.length - 1].marks += ch;
  }
  return letters;
}

function vowelOf(marks: string): string | undefined {
  for (const ch of marks) if (VOWELS[ch] !== undefined) return ch;
  return undefined;
}

/** 'בְּרֵאשִׁית' → 'bereshit', 'בָּרָא' → 'bara', 'אֱלֹהִים' → 'elohim'. Maqaf-joined words stay joined by '-'. */
export function transliterateHebrew(text: string): string {
  return text
    .replace(/\//g, '')
    .split(/[\s\u05BE]+/)
    .filter(Boolean)
    .map(transliterateHebrewWord)
    .join('-');
}

function transliterateHebrewWord(word: string): string {
  const letters = hebrewLetters(word);
  let out = '';
  let previousVowel: string | undefined;
  letters.forEach((letter, i) => {
    const vowel = vowelOf(letter.marks);
    const dagesh = letter.marks.includes(DAGESH);
    const last = i === letters.length - 1;
    // Matres lectionis: וּ shureq, וֹ holem male, a vowelless י or ה after a vowel.
    if (letter.base === 'ו' && dagesh && !vowel && i > 0) {
      out += 'u';
      previousVowel = 'u';
      return;
    }
    if (letter.base === 'ו' && vowel === '\u05B9' && i > 0 && !previousVowel) {
      out += 'o';
      previousVowel = 'o';
      return;
    }
    if ((letter.base === 'י' || (letter.base === 'ה' && last)) && !vowel && !dagesh && previousVowel) {
      previousVowel = undefined;
      return;
    }
    let consonant = (dagesh && WITH_DAGESH[letter.base]) || HEBREW_CONSONANTS[letter.base] || '';
    if (letter.base === 'ש' && letter.marks.includes(SIN_DOT)) consonant = 's';
    else if (letter.base === 'ש' && !letter.marks.includes(SHIN_DOT)) consonant = 'sh';
    // Furtive patah under a final guttural is said before it.
    if (last && vowel === '\u05B7' && /[חעה]/.test(letter.base)) {
      out += 'a' + consonant;
      return;
    }
    out += consonant;
    if (vowel === SHEVA) {
      // Vocal at the start of a word or after a closed syllable's sheva; silent otherwise.
      const vocal = i === 0 || (i > 0 && vowelOf(letters[i - 1].marks) === SHEVA && !last);
      if (vocal) out += 'e';
      previousVowel = undefined;
    } else if (vowel) {
      out += VOWELS[vowel];
      previousVowel = VOWELS[vowel];
    } else {
      previousVowel = undefined;
    }
  });
  return out;
}

const GREEK_LETTERS: Readonly<Record<string, string>> = {
  α: 'a',
  β: 'b',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'ē',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'ph',
  χ: 'ch',
  ψ: 'ps',
  ω: 'ō',
};

/** 'ηγαπησεν' → 'ēgapēsen', 'αγγελος' → 'angelos'; accents dropped, a rough breathing is 'h'. */
export function transliterateGreek(text: string): string {
  const decomposed = text.normalize('NFD').toLowerCase();
  let out = '';
  const chars = [...decomposed];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (ch === '\u0314') {
      // Rough breathing follows its vowel (or diphthong) in NFD: put the 'h' before the word's start.
      out = out.replace(/(^|[^a-zēō])([a-zēō]{1,2})$/, '$1h$2');
      continue;
    }
    if (/\p{M}/u.test(ch)) continue;
    const letter = GREEK_LETTERS[ch];
    if (letter === undefined) {
      out += ch;
      continue;
    }
    const previous = chars[i - 1];
    if (/[γκξχ]/.test(ch) && previous === 'γ') out = out.slice(0, -1) + 'n';
    const next = chars.slice(i + 1).find((c) => !/\p{M}/u.test(c));
    const diphthong = (previous !== undefined && /[αεηο]/.test(previous)) || next === 'ι';
    out += ch === 'υ' && diphthong ? 'u' : letter;
  }
  return out;
}
