/** The 66 books in canonical order (spec §3); books 1–39 are the Old Testament. */
export const BOOKS = [
  'Genesis', 'Exodus', 'Leviticus', 'Numbers', 'Deuteronomy', 'Joshua', 'Judges', 'Ruth', '1 Samuel', '2 Samuel',
  '1 Kings', '2 Kings', '1 Chronicles', '2 Chronicles', 'Ezra', 'Nehemiah', 'Esther', 'Job', 'Psalms', 'Proverbs',
  'Ecclesiastes', 'Song of Solomon', 'Isaiah', 'Jeremiah', 'Lamentations', 'Ezekiel', 'Daniel', 'Hosea', 'Joel', 'Amos',
  'Obadiah', 'Jonah', 'Micah', 'Nahum', 'Habakkuk', 'Zephaniah', 'Haggai', 'Zechariah', 'Malachi', 'Matthew',
  'Mark', 'Luke', 'John', 'Acts', 'Romans', '1 Corinthians', '2 Corinthians', 'Galatians', 'Ephesians', 'Philippians',
  'Colossians', '1 Thessalonians', '2 Thessalonians', '1 Timothy', '2 Timothy', 'Titus', 'Philemon', 'Hebrews', 'James', '1 Peter',
  '2 Peter', '1 John', '2 John', '3 John', 'Jude', 'Revelation',
] as const;

export const OLD_TESTAMENT_BOOKS = 39;

export function bookNumber(name: string): number | undefined {
  const wanted = name.trim().toLowerCase().replace(/\s+/g, ' ');
  const index = BOOKS.findIndex((b) => b.toLowerCase() === wanted || b.toLowerCase().replace(' ', '') === wanted.replace(' ', ''));
  return index >= 0 ? index + 1 : undefined;
}

export function bookName(book: number | string): string {
  if (typeof book === 'number' || /^\d+$/.test(book)) return BOOKS[Number(book) - 1] ?? String(book);
  const n = bookNumber(book);
  return n ? BOOKS[n - 1] : book;
}

export function isOldTestament(book: number): boolean {
  return book >= 1 && book <= OLD_TESTAMENT_BOOKS;
}

const SHORT: Record<string, string> = { Genesis: 'Gen', Psalms: 'Psa', Revelation: 'Rev' };

/** Display abbreviation (spec §3): ≤ 5 characters stay; known names shorten; a leading 1–3 is kept; others cut to 4. */
export function abbreviateBook(name: string): string {
  if (name.length <= 5) return name;
  const match = /^([1-3])\s*(.+)$/.exec(name);
  if (match) return `${match[1]} ${abbreviateBook(match[2])}`;
  return SHORT[name] ?? name.slice(0, 4);
}

export interface VerseRef {
  book: number;
  bookName: string;
  chapter: number;
  verse: number;
}

/** 'Book chapter:verse' with an optional leading 1–3; only books of the list count (spec §5). */
export function parseReference(text: string): VerseRef | undefined {
  const match = /^\s*([1-3]?\s*[A-Za-z][A-Za-z ]*?)\s+(\d+):(\d+)\s*$/.exec(text);
  if (!match) return undefined;
  const book = bookNumber(match[1]);
  if (!book) return undefined;
  return { book, bookName: BOOKS[book - 1], chapter: Number(match[2]), verse: Number(match[3]) };
}

export function readerPath(book: string | number, chapter: number, verse?: number, strongs = false): string {
  const name = encodeURIComponent(bookName(book));
  return `/bible/${name}/${chapter}${verse ? `/${verse}` : ''}${strongs ? '?strongs=true' : ''}`;
}
