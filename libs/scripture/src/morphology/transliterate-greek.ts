// SBL Handbook of Style, 2nd ed., §5.3, as docs/ARCHITECTURE.md "Transliteration" states it.

const LETTERS: Readonly<Record<string, string>> = {
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
/** A vowel with an iota subscript: ą, ę̄, ǭ. */
const WITH_SUBSCRIPT: Readonly<Record<string, string>> = { α: 'ą', η: 'ę̄', ω: 'ǭ' };
const ROUGH = '\u0314';
const DIAERESIS = '\u0308';
const SUBSCRIPT = '\u0345';
const VOWELS = /[αεηιουω]/;

interface GreekLetter {
  base: string;
  marks: string;
}

export interface GreekTransliterationOptions {
  /**
   * The word's initial vowel has a rough breathing the text does not print (the TR and Byzantine files carry no
   * breathings; the reader takes it from the word's dictionary headword).
   */
  roughBreathing?: boolean;
}

function greekLetters(text: string): GreekLetter[] {
  const out: GreekLetter[] = [];
  for (const ch of text.normalize('NFD').toLowerCase()) {
    if (/\p{M}/u.test(ch)) {
      if (out.length) out[out.length - 1].marks += ch;
    } else out.push({ base: ch, marks: '' });
  }
  return out;
}

/**
 * 'ἠγάπησεν' → 'ēgapēsen', 'ὁ' → 'ho', 'υἱοῦ' → 'huiou', 'ἄγγελος' → 'angelos', 'ῥῆμα' → 'rhēma'; accents dropped.
 */
export function transliterateGreek(text: string, options: GreekTransliterationOptions = {}): string {
  return text
    .split(/(\s+)/)
    .map((part) => (/\s/.test(part) ? part : word(part, options)))
    .join('');
}

function word(text: string, options: GreekTransliterationOptions): string {
  const letters = greekLetters(text);
  const printedBreathing = letters.some((l) => l.marks.includes(ROUGH) || l.marks.includes('\u0313'));
  let out = '';
  letters.forEach((letter, i) => {
    const previous = letters[i - 1];
    const next = letters[i + 1];
    let latin = LETTERS[letter.base];
    if (latin === undefined) {
      out += letter.base;
      return;
    }
    if (letter.base === 'γ' && next && /[γκξχ]/.test(next.base)) latin = 'n';
    if (letter.base === 'υ') {
      const afterVowel = previous && /[αεηο]/.test(previous.base) && !letter.marks.includes(DIAERESIS);
      const beforeIota = next?.base === 'ι' && !next.marks.includes(DIAERESIS);
      if (afterVowel || beforeIota) latin = 'u';
    }
    if (letter.marks.includes(SUBSCRIPT) && WITH_SUBSCRIPT[letter.base]) latin = WITH_SUBSCRIPT[letter.base];
    // ρ at the start of a word is always rough, and ρρ is written rrh.
    if (letter.base === 'ρ' && (i === 0 || previous?.base === 'ρ')) latin = 'rh';
    out += latin;
  });
  return roughStart(letters, printedBreathing, options) ? 'h' + out : out;
}

/** Whether the word's first vowel (or diphthong) is rough: printed so, an initial υ (always rough), or said to be. */
function roughStart(letters: GreekLetter[], printed: boolean, options: GreekTransliterationOptions): boolean {
  const [first, second] = letters;
  if (!first || !VOWELS.test(first.base)) return false;
  const opening =
    second && VOWELS.test(second.base) && isDiphthong(first, second) ? [first, second] : [first];
  if (opening.some((l) => l.marks.includes(ROUGH))) return true;
  if (printed) return false;
  return first.base === 'υ' || options.roughBreathing === true;
}

function isDiphthong(first: GreekLetter, second: GreekLetter): boolean {
  if (second.marks.includes(DIAERESIS)) return false;
  return (
    (second.base === 'ι' && /[αεου]/.test(first.base)) || (second.base === 'υ' && /[αεηο]/.test(first.base))
  );
}
