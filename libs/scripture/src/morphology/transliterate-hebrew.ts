// SBL general-purpose style (SBL Handbook of Style, 2nd ed., §5.1.2) as docs/ARCHITECTURE.md "Transliteration"
// states it. hebrew-transliteration (npm) is exact but takes ~10 ms a word: 300,000 words would need most of an hour.

const CONSONANTS: Readonly<Record<string, string>> = {
  א: '',
  ב: 'b',
  ג: 'g',
  ד: 'd',
  ה: 'h',
  ו: 'v',
  ז: 'z',
  ח: 'kh',
  ט: 't',
  י: 'y',
  כ: 'k',
  ך: 'k',
  ל: 'l',
  מ: 'm',
  ם: 'm',
  נ: 'n',
  ן: 'n',
  ס: 's',
  ע: '',
  פ: 'p',
  ף: 'p',
  צ: 'ts',
  ץ: 'ts',
  ק: 'q',
  ר: 'r',
  ש: 'sh',
  ת: 't',
};
/** ב, כ and פ without a dagesh are spirants: v, kh, f (ג, ד and ת are not told apart in this style). */
const SPIRANTS: Readonly<Record<string, string>> = { ב: 'v', כ: 'kh', ך: 'kh', פ: 'f', ף: 'f' };
const SHEVA = '\u05B0';
const HATEF = { '\u05B1': 'e', '\u05B2': 'a', '\u05B3': 'o' } as const;
const PATAH = '\u05B7';
const QAMETS = '\u05B8';
const HIREQ = '\u05B4';
const HOLEM = '\u05B9';
const HOLEM_HASER_FOR_VAV = '\u05BA';
const QAMETS_QATAN = '\u05C7';
const FULL_VOWELS: Readonly<Record<string, string>> = {
  [HIREQ]: 'i',
  '\u05B5': 'e',
  '\u05B6': 'e',
  [PATAH]: 'a',
  [QAMETS]: 'a',
  [HOLEM]: 'o',
  [HOLEM_HASER_FOR_VAV]: 'o',
  '\u05BB': 'u',
  [QAMETS_QATAN]: 'o',
};
const DAGESH = '\u05BC';
const METEG = '\u05BD';
const SHIN_DOT = '\u05C1';
const SIN_DOT = '\u05C2';
const GUTTURAL = /[אהחער]/;

interface Letter {
  base: string;
  marks: string;
  accented: boolean;
}

/** What the syllable before a letter ended on: decides a sheva (vocal after a long vowel) and a dagesh (forte after a vowel). */
type Before = 'start' | 'long' | 'short' | 'vocal-sheva' | 'closed';

function letters(word: string): Letter[] {
  const out: Letter[] = [];
  for (const ch of word) {
    if (/[\u05D0-\u05EA]/.test(ch)) out.push({ base: ch, marks: '', accented: false });
    else if (!out.length) continue;
    else if (/[\u05B0-\u05C7]/.test(ch)) out[out.length - 1].marks += ch;
    else if (/[\u0591-\u05AF]/.test(ch)) out[out.length - 1].accented = true;
  }
  return out;
}

function vowelMark(marks: string): string | undefined {
  for (const ch of marks) if (ch === SHEVA || ch in HATEF || ch in FULL_VOWELS) return ch;
  return undefined;
}

/**
 * 'בְּרֵאשִׁית' → 'bereshit', 'הַשָּׁמַיִם' → 'hashshamayim', 'יְהוָה' → 'YHWH'. Maqaf-joined words are joined by '-'.
 * Morpheme slashes (OSHB) are ignored.
 */
export function transliterateHebrew(text: string): string {
  return (
    text
      .replace(/\//g, '')
      .split(/[\s\u05BE]+/)
      .filter(Boolean)
      // The word file splits a maqaf chain into its words, so a lone unaccented word may be bound too.
      .map((part, i, parts) => transliterateWord(part, i < parts.length - 1 || parts.length === 1))
      .join('-')
  );
}

/** The Tetragrammaton, with or without a prefix (לַיהוָה, וַיהוִה), is written YHWH after the prefix. */
function divineName(word: Letter[]): number | undefined {
  const consonants = word.map((l) => l.base).join('');
  const at = consonants.indexOf('יהוה');
  if (at < 0 || at + 4 !== consonants.length || !/^[ובלכמה]{0,2}$/.test(consonants.slice(0, at)))
    return undefined;
  return at;
}

function transliterateWord(word: string, mayBeBound: boolean): string {
  const all = letters(word);
  const divine = divineName(all);
  if (divine !== undefined) return spell(all.slice(0, divine), true, false) + 'YHWH';
  return spell(all, false, mayBeBound);
}

function spell(word: Letter[], prefixOnly: boolean, mayBeBound: boolean): string {
  let out = '';
  let before: Before = 'start';
  const bound = mayBeBound && !word.some((l) => l.accented);
  // An unpointed ketiv says nothing of dagesh: its letters are written as they stand.
  const pointed = word.some((l) => vowelMark(l.marks) !== undefined);
  word.forEach((letter, i) => {
    const next = word[i + 1];
    const last = i === word.length - 1 && !prefixOnly;
    const vowel = vowelMark(letter.marks);
    const dagesh = letter.marks.includes(DAGESH);
    const previousSaid = before === 'long' || before === 'short' || before === 'vocal-sheva';

    // Shureq: a vav with a dagesh and no vowel of its own.
    if (letter.base === 'ו' && dagesh && !vowel) {
      out += 'u';
      before = 'long';
      return;
    }
    // Holem male: a vav carrying the holem dot after a consonant with no vowel.
    if (letter.base === 'ו' && vowel === HOLEM && (i === 0 || !previousSaid)) {
      out += 'o';
      before = 'long';
      return;
    }
    // Matres lectionis: yod after i or e and the yod of the suffix -av are not written; nor is a vowelless aleph.
    if (letter.base === 'י' && !vowel && !dagesh && i > 0) {
      const previous = vowelMark(word[i - 1].marks);
      const suffixAv = previous === QAMETS && next?.base === 'ו' && i + 1 === word.length - 1;
      if (previous === HIREQ || previous === '\u05B5' || previous === '\u05B6' || suffixAv) {
        if (previous === HIREQ || previous === '\u05B5') before = 'long';
        return;
      }
    }
    if (letter.base === 'א' && !vowel) return;

    let consonant = (pointed && !dagesh && SPIRANTS[letter.base]) || (CONSONANTS[letter.base] ?? '');
    if (letter.base === 'ש' && letter.marks.includes(SIN_DOT) && !letter.marks.includes(SHIN_DOT))
      consonant = 's';
    const forte =
      dagesh && i > 0 && previousSaid && !(letter.base === 'ה' && last) && !GUTTURAL.test(letter.base);
    if (forte) consonant += consonant;

    // Furtive patah: said before its final guttural.
    if (last && vowel === PATAH && /[חעה]/.test(letter.base) && previousSaid) {
      out += 'a' + consonant;
      return;
    }
    out += consonant;
    if (vowel === SHEVA) {
      const vocal =
        !last &&
        (i === 0 ||
          forte ||
          before === 'closed' ||
          before === 'long' ||
          (next !== undefined && next.base === letter.base));
      // A sheva after a sheva: the first closes its syllable, the second is said.
      if (vocal && before !== 'vocal-sheva') {
        out += 'e';
        before = 'vocal-sheva';
      } else {
        before = 'closed';
      }
      return;
    }
    if (vowel && vowel in HATEF) {
      out += HATEF[vowel as keyof typeof HATEF];
      before = 'short';
      return;
    }
    if (!vowel) {
      before = 'closed';
      return;
    }
    // Jerusalem's qere perpetuum: patah and hireq on one letter read -ayi-.
    if (vowel === PATAH && letter.marks.includes(HIREQ)) {
      out += 'ayi';
      before = 'short';
      return;
    }
    out += qametsHatuf(word, i, vowel, bound) ? 'o' : FULL_VOWELS[vowel];
    before = vowel === QAMETS || vowel === HOLEM ? 'long' : 'short';
  });
  return out;
}

/** A qamets in the closed final syllable of a word without an accent (bound by maqaf) is a short o (כָּל־ kol). */
function qametsHatuf(word: Letter[], i: number, vowel: string, bound: boolean): boolean {
  if (vowel !== QAMETS || !bound || word[i].marks.includes(METEG)) return false;
  const final = word[i + 1];
  return i + 2 === word.length && !vowelMark(final.marks) && !/[אהוי]/.test(final.base);
}
