import type { SearchResultItem } from '@strongs/contracts';
import { Link } from 'react-router-dom';
import { readerPath } from '../../../lib/books';
import { useCopyShare } from '../../../lib/use-copy-share';
import { verseClipboardText } from '../../../lib/verse-clipboard';
import { contentLines } from '../../../components/verse/content-lines';
import { VerseTokens } from '../../../components/verse/verse-tokens';

interface MockupVerseProps {
  result: SearchResultItem;
  onStrongs: (result: SearchResultItem) => void;
  onEntry: (strongsNumber: string) => void;
}

/** One sample verse of the mock-up: reference, STRONGS button, copy icon, text with its real Strong's numbers. */
export function MockupVerse({ result, onStrongs, onEntry }: MockupVerseProps) {
  const { state, copy } = useCopyShare();
  const plain = contentLines(result.content)
    .map((l) => l.text)
    .join(' ');
  return (
    <article className="dx-mock-verse" aria-labelledby={`mock-${result.id}`}>
      <header className="dx-mock-verse-head">
        <h3 id={`mock-${result.id}`}>
          <Link to={readerPath(result.book, result.chapter, result.verse, true)}>{result.title}</Link>
        </h3>
        <button type="button" className="chip" onClick={() => onStrongs(result)}>
          STRONGS<span className="visually-hidden"> analysis of {result.title}</span>
        </button>
        <button
          type="button"
          className="icon-button dx-copy"
          aria-label={state === 'copied' ? `Copied ${result.title}` : `Copy ${result.title}`}
          onClick={() => void copy(verseClipboardText(result.reference, plain, result.version))}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <rect
              x="8"
              y="8"
              width="12"
              height="12"
              rx="2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path
              d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
          {state === 'copied' && <span className="small"> Copied</span>}
        </button>
      </header>
      <p className="verse-text">
        {result.tokens ? (
          <VerseTokens
            tokens={result.tokens}
            showNumbers
            onStrongs={onEntry}
            highlight={result.matchedWords}
          />
        ) : (
          plain
        )}
      </p>
    </article>
  );
}
