import type { ChapterResponse, ChapterVerse } from '@strongs/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { OriginalText } from '../../../components/original-word/original-text';
import { isOriginalEdition } from '../../../lib/interlinear';
import { segmentOriginalText } from '../../../lib/original-segments';
import { VerseTokens } from '../../../components/verse/verse-tokens';
import type { OriginalWordsByVerse } from '../api/get-original-words';
import '../../../styles/original-fonts.css';

interface ChapterTextProps {
  chapter: ChapterResponse;
  selected?: number;
  showStrongs: boolean;
  onSelect: (verse: number) => void;
  onEntry: (strongsNumber: string) => void;
  /** A WLC, TR or Byzantine chapter's words: each word then opens its lemma and parsing. */
  originalWords?: OriginalWordsByVerse;
  /** The reader's own marks on a verse: a highlight class, a note marker inside it, a panel after it. */
  decorate?: (verse: number) => VerseDecoration | undefined;
}

export interface VerseDecoration {
  className?: string;
  inside?: ReactNode;
  after?: ReactNode;
}

/** In a text numbered otherwise than the KJV (the WLC): the KJV number beside a verse whose number differs. */
function OwnNumbering({ verse }: { verse: ChapterVerse }) {
  if (verse.psalmTitle)
    return (
      <span className="kjv-number" title="The KJV prints this as the Psalm's title, before verse 1">
        Title
      </span>
    );
  if (!verse.kjvReference) return null;
  const numbers = verse.kjvReference.slice(verse.kjvReference.lastIndexOf(' ') + 1);
  return (
    <span className="kjv-number" title={`KJV ${verse.kjvReference}`}>
      KJV {numbers}
    </span>
  );
}

/** The chapter's verses with numbers, headings, paragraph marks, subscriptions and footnotes; the selected verse is scrolled to and marked. */
function VerseText({
  verse,
  showStrongs,
  onEntry,
  originalWords,
}: { verse: ChapterVerse } & Pick<ChapterTextProps, 'showStrongs' | 'onEntry' | 'originalWords'>) {
  if (originalWords) {
    const segments = segmentOriginalText(verse.text, originalWords.get(verse.reference) ?? []);
    return <OriginalText segments={segments} onEntry={onEntry} showNumbers={showStrongs} />;
  }
  return verse.tokens.length ? (
    <VerseTokens tokens={verse.tokens} showNumbers={showStrongs} onStrongs={onEntry} />
  ) : (
    <>{verse.text}</>
  );
}

export function ChapterText({
  chapter,
  selected,
  showStrongs,
  onSelect,
  onEntry,
  originalWords,
  decorate,
}: ChapterTextProps) {
  const selectedRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    selectedRef.current?.scrollIntoView({ block: 'center' });
  }, [selected, chapter.reference]);
  const notes: { verse: number; text: string; mark: number }[] = [];
  const rtl = chapter.direction === 'rtl';
  const lang = rtl
    ? 'he'
    : isOriginalEdition(chapter.version)
      ? 'grc'
      : chapter.language === 'es'
        ? 'es'
        : undefined;
  return (
    <>
      {originalWords && (
        <p className="muted small">
          Hover over, tap or tab to a word for its lemma, Strong&rsquo;s number and parsing.
        </p>
      )}
      <div className={`chapter-text${rtl ? ' rtl' : ''}`} dir={chapter.direction} lang={lang}>
        {chapter.verses.map((v) => {
          const marks = v.notes.map((text) => {
            notes.push({ verse: v.verse, text, mark: notes.length + 1 });
            return notes.length;
          });
          const own = decorate?.(v.verse);
          return (
            <span key={v.verse}>
              {v.heading && (
                <span className="chapter-heading" role="heading" aria-level={3}>
                  {v.heading}
                </span>
              )}
              {v.paragraph && v.verse > 1 && <span className="paragraph-break" />}
              <span
                id={`v${v.verse}`}
                ref={v.verse === selected ? selectedRef : undefined}
                className={`verse${v.verse === selected ? ' is-selected' : ''}${v.psalmTitle ? ' psalm-title' : ''}${own?.className ? ` ${own.className}` : ''}`}
              >
                <button
                  type="button"
                  className="verse-number"
                  onClick={() => onSelect(v.verse)}
                  aria-label={`Verse ${v.verse}: select`}
                  aria-pressed={v.verse === selected}
                >
                  {v.verse}
                </button>{' '}
                <OwnNumbering verse={v} />
                <VerseText
                  verse={v}
                  showStrongs={showStrongs}
                  onEntry={onEntry}
                  originalWords={originalWords}
                />
                {marks.map((m) => (
                  <sup key={m} className="note-mark">
                    <a href={`#note-${m}`} aria-label={`Footnote ${m}`}>
                      {m}
                    </a>
                  </sup>
                ))}
                {own?.inside}{' '}
              </span>
              {own?.after}
              {v.subscription && (
                <span className="subscription" role="note" aria-label="Subscription">
                  {v.subscription}
                </span>
              )}
            </span>
          );
        })}
      </div>
      {notes.length > 0 && (
        <section className="footnotes" aria-label="Footnotes">
          <h2 className="small-heading">Footnotes</h2>
          <ol>
            {notes.map((n) => (
              <li key={n.mark} id={`note-${n.mark}`} value={n.mark}>
                <strong>{n.verse}</strong> {n.text}
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
