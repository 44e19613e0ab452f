/** Response shapes of the commentaries (`/api/commentaries/*`, search service; issue #29). */

/** A run of text inside a block: plain text with at most these marks; never markup. */
export interface CommentaryRun {
  text: string;
  bold?: true;
  italic?: true;
  /** A reference inside the comment: the KJV passage it opens in the reader. */
  link?: { book: number; chapter: number; verse: number; endChapter: number; endVerse: number };
  /** A Greek or Hebrew word tagged with its Strong's number ('G622'). */
  strongs?: string;
}

export interface CommentaryBlock {
  kind: 'heading' | 'paragraph' | 'item';
  runs: CommentaryRun[];
  /** List items: 1 for the outer level. */
  indent?: number;
}

export interface CommentaryWork {
  code: string;
  name: string;
  shortName: string;
  source: string;
  licence: string;
  /** Bumped by every import of the work: answers are cached under it. */
  generation: number;
  entryCount: number;
}

export interface CommentaryWorksResponse {
  works: CommentaryWork[];
}

/** Where a comment stands: its work, the key it is stored at and the verses it covers. */
export interface CommentaryPlace {
  /** The work's code ('mhcc'). */
  work: string;
  /** The source's key: the comment is stored at this verse ('John 3:1'). */
  key: string;
  book: number;
  /** 0 for a book introduction. */
  chapter: number;
  /** 0 for a chapter (or book) introduction. */
  verse: number;
  /** The verses of `chapter` the comment covers; 0 and 0 for an introduction. */
  startVerse: number;
  endVerse: number;
  /** 'John 3:1-21', 'John 3 (introduction)'. */
  reference: string;
}

export interface CommentarySection extends CommentaryPlace {
  blockCount: number;
  /** Blocks before the ones given (paging through a long comment: a Treasury of David psalm). */
  blockOffset: number;
  blocks: CommentaryBlock[];
}

/** `GET /api/commentaries/{code}/{book}/{chapter}/{verse}`: the work's sections covering the verse. */
export interface CommentarySectionsResponse {
  work: CommentaryWork;
  reference: string;
  book: number;
  chapter: number;
  verse: number;
  sections: CommentarySection[];
}

/** `GET /api/commentaries/by-verse/{book}/{chapter}/{verse}`: every work's sections, each cut to a preview. */
export interface CommentariesByVerseResponse {
  reference: string;
  book: number;
  chapter: number;
  verse: number;
  works: { work: CommentaryWork; sections: CommentarySection[] }[];
}

/** Blocks of a section the by-verse answer carries; "Read more" pages through the rest. */
export const COMMENTARY_PREVIEW_BLOCKS = 8;
/** The most blocks one request returns. */
export const COMMENTARY_MAX_BLOCKS = 5000;

/** A piece of a search hit's snippet; `match` marks the words the query found. */
export interface CommentarySnippetPart {
  text: string;
  match?: true;
}

export interface CommentarySearchHit extends CommentaryPlace {
  workName: string;
  snippet: CommentarySnippetPart[];
}

/** `GET /api/commentaries/search?q=&work=&page=&perPage=`: comments matching words, in canonical order. */
export interface CommentarySearchResponse {
  query: string;
  work: string | null;
  total: number;
  page: number;
  perPage: number;
  totalPages: number;
  results: CommentarySearchHit[];
}
