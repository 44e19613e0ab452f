/** What the advanced search panel holds; `advancedQuery` writes it in the box's own language. */
export interface AdvancedSearch {
  allWords: string;
  phrase: string;
  anyWords: string;
  noneWords: string;
  strongs: string;
  /** OSIS book codes ('Gen', '1Sam'); `toBook` makes a range. */
  fromBook: string;
  toBook: string;
  testament: '' | 'ot' | 'nt';
  /** Feature keys a `morph:` filter accepts ('qal', 'sequential-imperfect'). */
  morph: readonly string[];
}

export const EMPTY_ADVANCED_SEARCH: AdvancedSearch = {
  allWords: '',
  phrase: '',
  anyWords: '',
  noneWords: '',
  strongs: '',
  fromBook: '',
  toBook: '',
  testament: '',
  morph: [],
};

const STRONGS = /^[HG]0*\d{1,5}[a-z]?$/i;

/** Words as typed, without the quotes and signs that would change what they mean in the box. */
const words = (text: string) =>
  text
    .replace(/["“”]/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^[-+]+/, ''))
    .filter((w) => w && w.toUpperCase() !== 'OR');

/**
 * The panel's fields as one query string the search box accepts, so an advanced search is an ordinary,
 * shareable `/results?q=` address: `love "the world" (a OR b) -hate G26 in:Matt-John morph:aorist`.
 */
export function advancedQuery(a: AdvancedSearch): string {
  const parts: string[] = [...words(a.allWords)];
  const phrase = words(a.phrase).join(' ');
  if (phrase) parts.push(`"${phrase}"`);
  const any = words(a.anyWords);
  if (any.length) parts.push(any.join(' OR '));
  parts.push(...words(a.noneWords).map((w) => `-${w}`));
  parts.push(
    ...words(a.strongs)
      .filter((w) => STRONGS.test(w))
      .map((w) => w.toUpperCase()),
  );
  if (a.fromBook)
    parts.push(a.toBook && a.toBook !== a.fromBook ? `in:${a.fromBook}-${a.toBook}` : `in:${a.fromBook}`);
  if (a.testament) parts.push(`in:${a.testament}`);
  if (a.morph.length) parts.push(`morph:${a.morph.join(',')}`);
  return parts.join(' ');
}
