import type { ReferenceLookupResponse, VersionDetails } from '@strongs/contracts';
import { OriginalText } from '../../../components/original-word/original-text';
import { segmentOriginalText } from '../../../lib/original-segments';
import { verseReference, type Passage } from '../../../lib/passage';
import type { PassageWords } from '../api/get-passage-words';
import { useSyncedScroll } from './use-synced-scroll';
import { versionScript } from '../../../lib/versions';
import { readerPath } from '../../../lib/books';
import { VerseMarks, verseMarkClass } from '../../../components/study/verse-marks';
import type { VerseKey, VerseMark } from '../../../lib/study/use-verse-marks';
import '../../../styles/original-fonts.css';

export interface ColumnText {
  version: VersionDetails;
  data?: ReferenceLookupResponse;
  isPending: boolean;
  error?: string;
  /** A WLC, TR or Byzantine column's words by KJV 'chapter:verse': each printed word opens its parsing. */
  words?: PassageWords;
}

/**
 * One scrolling column per text, side by side (swiped on a phone), one row per KJV verse in every column:
 * scrolling any column brings the others to the same verse.
 */
export function CompareColumns({
  passage,
  columns,
  markOf,
}: {
  passage: Passage;
  columns: ColumnText[];
  /** The reader's highlight and notes on a (KJV-numbered) verse of the passage. */
  markOf: (verse: VerseKey) => VerseMark | undefined;
}) {
  const { register, onScroll } = useSyncedScroll();
  const multiChapter = passage.verses[0].chapter !== passage.verses[passage.verses.length - 1].chapter;
  return (
    <div className="compare-columns" style={{ ['--columns' as string]: columns.length }}>
      {columns.map(({ version, data, isPending, error, words }) => {
        const rtl = version.direction === 'rtl';
        const { lang } = versionScript(version);
        return (
          <section
            key={version.code}
            className="card compare-column"
            aria-labelledby={`compare-${version.code}`}
          >
            <h2 id={`compare-${version.code}`} className="compare-heading">
              {version.abbreviation} <span className="muted small">{version.name}</span>
            </h2>
            <div
              ref={register(version.code)}
              className="compare-pane"
              tabIndex={0}
              role="region"
              aria-label={`${version.abbreviation}: ${passage.label}`}
              onScroll={() => onScroll(version.code)}
            >
              {error && (
                <p className="muted" role="status">
                  {error}
                </p>
              )}
              {isPending && <p className="muted">Loading {version.abbreviation}…</p>}
              {data &&
                passage.verses.map((v, i) => {
                  const row = data.references[i];
                  const key = `${v.chapter}:${v.verse}`;
                  const mark = markOf({ book: passage.book.number, ...v });
                  return (
                    <p key={key} className={`compare-verse${verseMarkClass(mark)}`} data-verse={key}>
                      <span className="verse-label">{multiChapter || v.verse === 1 ? key : v.verse}</span>
                      <VerseMarks
                        mark={mark}
                        reference={verseReference(passage, v)}
                        readerHref={readerPath(passage.book.number, v.chapter, v.verse)}
                      />{' '}
                      {row?.found ? (
                        <span
                          dir={rtl ? 'rtl' : undefined}
                          lang={lang}
                          className={rtl ? 'compare-rtl' : undefined}
                        >
                          {words?.has(key) ? (
                            <OriginalText segments={segmentOriginalText(row.text, words.get(key)!)} />
                          ) : (
                            row.text
                          )}
                        </span>
                      ) : (
                        <span className="muted">Not in this text ({verseReference(passage, v)})</span>
                      )}
                    </p>
                  );
                })}
            </div>
          </section>
        );
      })}
    </div>
  );
}
