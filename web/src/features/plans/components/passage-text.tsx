import type { ChapterVerse, PlanPassageView } from '@strongs/contracts';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui';
import { VerseTokens } from '../../../components/verse/verse-tokens';
import { chapterQueryOptions } from '../../../lib/api/get-chapter';
import { bookName, readerPath } from '../../../lib/books';
import { errorMessage } from '../../../lib/request';

/** Plans are counted in KJV verses, so their text is the KJV's. */
const VERSION = 'kjv';

function chaptersOf(p: PlanPassageView): number[] {
  return Array.from({ length: p.endChapter - p.chapter + 1 }, (_, i) => p.chapter + i);
}

function inPassage(p: PlanPassageView, chapter: number, v: ChapterVerse): boolean {
  return (chapter > p.chapter || v.verse >= p.verse) && (chapter < p.endChapter || v.verse <= p.endVerse);
}

/** The passage's text from the chapter API, chapter after chapter, with verse numbers. */
export function PassageText({ passage, level }: { passage: PlanPassageView; level: 4 | 5 }) {
  const ChapterHeading = `h${level}` as const;
  const book = bookName(passage.book);
  const chapters = chaptersOf(passage);
  const answers = useQueries({
    queries: chapters.map((chapter) => chapterQueryOptions(book, chapter, VERSION)),
  });
  return (
    <>
      {chapters.map((chapter, i) => {
        const { data, error, isPending } = answers[i];
        return (
          <section key={chapter} className="plan-chapter" aria-label={`${book} ${chapter}`}>
            {chapters.length > 1 && <ChapterHeading>{`${book} ${chapter}`}</ChapterHeading>}
            {isPending && <Spinner label={`Loading ${book} ${chapter}…`} />}
            {error && (
              <p className="form-failure">
                {errorMessage(error, `${book} ${chapter} could not be loaded.`)}{' '}
                <Link to={readerPath(passage.book, chapter)}>Open it in the reader</Link>
              </p>
            )}
            {data && (
              <div className="chapter-text plan-text" lang="en">
                {data.verses
                  .filter((v) => inPassage(passage, chapter, v))
                  .map((v) => (
                    <span key={v.verse} className="plan-verse">
                      {v.heading && <span className="plan-verse-heading">{v.heading}</span>}
                      {v.paragraph && v.verse > 1 && <span className="paragraph-break" />}
                      <sup className="plan-verse-number">{v.verse}</sup>
                      {v.tokens.length ? <VerseTokens tokens={v.tokens} showNumbers={false} /> : v.text}{' '}
                    </span>
                  ))}
              </div>
            )}
          </section>
        );
      })}
    </>
  );
}
