import type { VerseTextResponse } from '@strongs/contracts';
import { versionLabel } from '../../search/api/get-versions';

interface OriginalVerseProps {
  verse: VerseTextResponse;
  /** The Hebrew as the reader wants it (points and accents already stripped or kept). */
  show: (text: string) => string;
  hebrew: boolean;
}

const NAMES: Record<string, string> = { wlc: 'Westminster Leningrad Codex', he_modern: 'Modern Hebrew Bible' };
const nameOf = (code: string) => NAMES[code] ?? versionLabel(code);

/**
 * The original-language column of a KJV-numbered verse: a Psalm superscription as its title, the text,
 * the verse's own number where the text numbers it otherwise (WLC Isaiah 9:5 for KJV 9:6), and which
 * text is shown when the requested one lacks the verse.
 */
export function OriginalVerse({ verse, show, hebrew }: OriginalVerseProps) {
  const lang = hebrew ? 'he' : 'grc';
  const dir = hebrew ? 'rtl' : 'ltr';
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
          {show(verse.title)}
        </p>
      )}
      <p className={hebrew ? 'hebrew-text' : 'greek-text'} dir={dir} lang={lang}>
        {show(verse.text)}
      </p>
      {verse.sourceReference && (
        <p className="muted small source-reference">
          {verse.sourceReference} in the {nameOf(verse.version)}&rsquo;s numbering
          {verse.partial ? ' (its verses are divided differently)' : ''}
        </p>
      )}
    </>
  );
}
