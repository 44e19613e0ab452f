/**
 * A row of `original_words`, one word of an original text (migrations 1732000016000-original-words and
 * after): the importer writes it, the interlinear, concordance and morph: searches read it. Declared once here,
 * so a writer and a reader cannot each keep their own idea of the table.
 */
export interface OriginalWordsRow {
  version_code: string;
  ord: number;
  position: number;
  text: string;
  text_plain: string;
  transliteration: string;
  source_lemma: string;
  strongs: string[];
  morph: string;
  morph_features: string[];
  variant: 'ketiv' | 'qere' | null;
  /** The KJV's English for the word, where the KJV's tagging gives one (kjv-english-writer). */
  english: string | null;
}
