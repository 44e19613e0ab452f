import type { InterlinearWord, VerseTextResponse } from '@strongs/contracts';
import { OriginalText } from '../original-word/original-text';
import { isOriginalEdition, useInterlinearVerse } from '../../lib/interlinear';
import { segmentOriginalText } from '../../lib/original-segments';
import { versionLabel } from '../../lib/api/get-versions';
import { SharedVerseNote } from '../versification/shared-verse-note';
import '../../styles/original-fonts.css';

interface OriginalVerseProps {
  verse: VerseTextResponse;
  /** The Hebrew as the reader wants it (points and accents already stripped or kept). */
  show: (text: string) => string;
  hebrew: boolean;
  /** The KJV verse shown, whose interlinear words give each printed word its lemma and parsing. */
  kjv: { book: number; chapter: number; verse: number };
}

const NAMES: Record<string, string> = {
  wlc: 'Westminster Leningrad Codex',
  he_modern: 'Modern Hebrew Bible',
};
const nameOf = (code: string) => NAMES[code] ?? versionLabel(code);

/**
 * The original-language column of a KJV-numbered verse: a Psalm superscription as its title, the text,
 * the verse's own number where the text numbers it otherwise (WLC Isaiah 9:5 for KJV 9:6), and which
 * text is shown when the requested one lacks the verse.
 */
export function OriginalVerse({ verse, show, hebrew, kjv }: OriginalVerseProps) {
  const lang = hebrew ? 'he' : 'grc';
  const dir = hebrew ? 'rtl' : 'ltr';
  // The Modern Hebrew slot has no word file: its text stays plain.
  const tagged = isOriginalEdition(verse.version);
  const interlinear = useInterlinearVerse(kjv.book, kjv.chapter, kjv.verse, tagged, verse.version);
  const words: InterlinearWord[] = interlinear.data?.words ?? [];
  const printed = (text: string) =>
    words.length ? <OriginalText segments={segmentOriginalText(text, words)} show={show} /> : show(text);
  return (
    <>
      {verse.requestedVersion && (
        <p className="fallback-note" role="note">
          Not in the {nameOf(verse.requestedVersion)}: showing the {nameOf(verse.version)}.
        </p>
      )}
      {verse.title && (
        <p className={`psalm-title ${hebrew ? 'hebrew-text' : ''}`} dir={dir} lang={lang}>
          <span className="visually-hidden">Psalm title: </span>
          {printed(verse.title)}
        </p>
      )}
      <p className={hebrew ? 'hebrew-text' : 'greek-text'} dir={dir} lang={lang}>
        {printed(verse.text)}
      </p>
      {words.length > 0 && (
        <p className="muted small">Hover over, tap or tab to a word for its lemma and parsing.</p>
      )}
      {verse.sourceReference && (
        <p className="muted small source-reference">
          {verse.sourceReference} in the {nameOf(verse.version)}&rsquo;s numbering
          {verse.partial ? ' (its verses are divided differently)' : ''}
        </p>
      )}
      <SharedVerseNote shared={verse.sharedVerses} language={hebrew ? 'Hebrew' : 'Greek'} />
    </>
  );
}
