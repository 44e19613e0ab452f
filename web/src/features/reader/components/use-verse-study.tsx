import type { ChapterResponse } from '@strongs/contracts';
import { VerseStudyPanel } from '../../../components/study/verse-study-panel';
import { coversVerse as covers } from '../../../lib/study/covers-verse';
import { useStudy } from '../../../lib/study/use-study';
import type { VerseDecoration } from './chapter-text';

/**
 * The reader's highlights, notes and bookmarks on this chapter as decorations of its verses; the
 * selected verse gets the panel to change them. Items are numbered as in the KJV, so a text numbered
 * otherwise (the WLC) shows none rather than the wrong verse's.
 */
export function useVerseStudy(
  chapter: ChapterResponse | undefined,
  selected: number | undefined,
  onSelect: (verse: number) => void,
): ((verse: number) => VerseDecoration | undefined) | undefined {
  const book = chapter?.book.number;
  const study = useStudy({ book, chapter: chapter?.chapter });
  if (!chapter || !book || chapter.verses.some((v) => v.kjvReference)) return undefined;
  const { highlights, notes, bookmarks } = study.items;
  return (verse) => {
    const highlight = highlights.find((h) => covers(h, verse));
    const verseNotes = notes.filter((n) => covers(n, verse));
    const bookmark = bookmarks.find((b) => covers(b, verse));
    const reference = `${chapter.reference}:${verse}`;
    return {
      className: highlight ? `study-hl-${highlight.colour}` : undefined,
      inside: (
        <>
          {verseNotes.length > 0 && (
            <button
              type="button"
              className="note-marker"
              aria-label={`Open the note on ${reference}`}
              onClick={() => onSelect(verse)}
            >
              ✎
            </button>
          )}
          {bookmark && (
            <svg
              className="bookmark-mark"
              viewBox="0 0 12 16"
              role="img"
              aria-label={`Bookmarked: ${bookmark.label}`}
            >
              <path d="M1 0h10v16l-5-4-5 4z" />
            </svg>
          )}
        </>
      ),
      after:
        verse === selected ? (
          <VerseStudyPanel
            reference={reference}
            passage={{ book, chapter: chapter.chapter, verse }}
            highlight={highlight}
            notes={verseNotes}
            bookmark={bookmark}
            signedIn={study.signedIn}
            run={study.run}
            error={study.saveError}
          />
        ) : undefined,
    };
  };
}
