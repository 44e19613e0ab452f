/** One inflected form of a Strong's number in an original text, with how often it occurs. */
export interface ConcordanceForm {
  /** The form with its vowel points (Hebrew) as printed, reading accents removed ('בְּרֵאשִׁית'). */
  form: string;
  /** Without points or accents ('בראשית', 'αγαπη'). */
  formPlain: string;
  transliteration: string;
  /** OSHB ('HR/Ncfsa') or Robinson ('N-NSF') code: the same form parsed two ways counts twice. */
  morph: string;
  /** The code in plain English; null for a code the key does not know. */
  morphDescription: string | null;
  count: number;
}

/** One word of the original text carrying the number, placed in KJV numbering. */
export interface ConcordanceOccurrence {
  /** KJV reference ('Genesis 31:55'). */
  reference: string;
  bookNumber: number;
  chapter: number;
  verse: number;
  /** The verse as the original numbers it ('Genesis 32:1'), only when it differs from the KJV's. */
  originalReference: string | null;
  /** The source's word number in its verse. */
  position: number;
  /** As printed, with accents. */
  text: string;
  /** The form it is counted under (`ConcordanceForm.form`). */
  form: string;
  transliteration: string;
  morph: string;
  morphDescription: string | null;
  /** The KJV words tagged with the number in that verse ('In the beginning'); null when the KJV tags none. */
  kjvWords: string | null;
  /** WLC only: the written (ketiv) or read (qere) form of a variant. */
  variant: 'ketiv' | 'qere' | null;
}

/** `GET /api/strongs/concordance/{number}`: the Englishman's concordance of one Strong's number. */
export interface ConcordanceResponse {
  strongsNumber: string;
  /** 'wlc' for H numbers, 'tr' (default) or 'byz' for G numbers. */
  edition: string;
  language: 'hebrew' | 'greek';
  direction: 'ltr' | 'rtl';
  /** Every word of the edition carrying the number. */
  totalOccurrences: number;
  /** Every form, most frequent first; the counts add up to `totalOccurrences`. */
  forms: ConcordanceForm[];
  /** The form (and parsing) the occurrences are filtered by, when asked. */
  filter: { form: string; morph: string | null } | null;
  /** Occurrences the filter keeps (all of them without a filter). */
  matchingOccurrences: number;
  currentPage: number;
  perPage: number;
  totalPages: number;
  /** This page's occurrences in canonical order. */
  occurrences: ConcordanceOccurrence[];
}
