import type { SharedVerse } from '@strongs/contracts';

/** '13:6' of 'Psalms 13:6': the book is the KJV verse's own. */
const chapterVerse = (reference: string) => reference.slice(reference.lastIndexOf(' ') + 1);

interface SharedVerseNoteProps {
  shared: SharedVerse[] | undefined;
  /** 'Hebrew', 'Aramaic', 'Greek': what the shared verse is called. */
  language: string;
}

/**
 * Where VerseMap splits one verse of the original over two KJV verses (WLC Psalm 13:6 over KJV 13:5 and
 * 13:6), each shows the whole verse: says so, so the repeated words do not look like a mistake.
 */
export function SharedVerseNote({ shared, language }: SharedVerseNoteProps) {
  if (!shared?.length) return null;
  return (
    <>
      {shared.map((s) => (
        <p key={s.originalReference} className="shared-verse-note muted small" role="note">
          Shares {language} verse {chapterVerse(s.originalReference)} with KJV{' '}
          {s.alsoIn.map(chapterVerse).join(', ')}: the whole verse is shown under each.
        </p>
      ))}
    </>
  );
}
