import type { SearchResultItem } from '@strongs/contracts';
import { Link } from 'react-router-dom';
import { useCopyShare } from '../../../lib/use-copy-share';
import { verseClipboardText } from '../../../lib/verse-clipboard';
import { VerseTitle } from '../../../components/verse-title';
import { Highlight } from '../../../components/highlight';
import { VerseMarks, verseMarkClass } from '../../../components/study/verse-marks';
import { readerPath } from '../../../lib/books';
import { searchResultVerse, type VerseMark } from '../../../lib/study/use-verse-marks';

export function StrongsResultCard({ result, mark }: { result: SearchResultItem; mark?: VerseMark }) {
  const { state, copy } = useCopyShare();
  const kjv = searchResultVerse(result);
  const text = result.text;
  return (
    <article className="result-card">
      <header className="result-head">
        <h2 className="result-title">{result.title}</h2>
        <VerseMarks
          mark={mark}
          reference={result.kjvReference ?? result.reference}
          readerHref={readerPath(kjv.book, kjv.chapter, kjv.verse)}
        />
        <span className="version-tag">{result.version.toUpperCase()}</span>
      </header>
      <VerseTitle title={result.heading} words={result.matchedWords ?? []} />
      <p className={`result-content${verseMarkClass(mark)}`}>
        <Highlight text={text} words={result.matchedWords ?? []} />
      </p>
      <div className="result-actions">
        <button
          type="button"
          className="chip"
          onClick={() => void copy(verseClipboardText(result.reference, text, result.version))}
        >
          {state === 'copied' ? 'Copied' : 'COPY'}
          <span className="visually-hidden"> {result.title}</span>
        </button>
        <Link className="chip" to={`/strongs/verse/${result.book}/${result.chapter}/${result.verse}`}>
          STRONGS<span className="visually-hidden"> analysis of {result.title}</span>
        </Link>
      </div>
    </article>
  );
}
