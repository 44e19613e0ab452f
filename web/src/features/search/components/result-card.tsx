import type { SearchResultItem } from '@strongs/contracts';
import { Link } from 'react-router-dom';
import { readerPath } from '../../../lib/books';
import { comparePath } from '../../../lib/compare-path';
import { CopyShareButtons } from '../../../components/copy-share-buttons';
import { formatVerses, readCopyOptions, versePermalink } from '../../../lib/verse-clipboard';
import { Highlight } from '../../../components/highlight';
import { VerseTokens } from '../../../components/verse/verse-tokens';
import { VerseMarks, verseMarkClass } from '../../../components/study/verse-marks';
import type { VerseMark } from '../../../lib/study/use-verse-marks';
import { ResultReadings } from './result-readings';
import { ResultTitle } from './result-title';
import { useVersions, versionScript } from '../../../lib/versions';
import '../../../styles/original-fonts.css';

interface ResultCardProps {
  result: SearchResultItem;
  version: string;
  /** The reader's highlight and notes on this verse. */
  mark?: VerseMark;
  expanded: boolean;
  onToggleExpanded: () => void;
  strongsEnhanced: boolean;
  rstneText?: string;
  onStrongs: (result: SearchResultItem) => void;
  onParallel: (result: SearchResultItem) => void;
  onEntry: (strongsNumber: string) => void;
}

export function ResultCard({
  result,
  version,
  mark,
  expanded,
  onToggleExpanded,
  strongsEnhanced,
  rstneText,
  onStrongs,
  onParallel,
  onEntry,
}: ResultCardProps) {
  // A Hebrew text's lines run right to left; the card's title and buttons keep the page's direction.
  const script = versionScript(useVersions().data?.find((v) => v.code === version));
  const lines = [{ reference: result.reference, text: result.text }];
  // Written when pressed, so a change of the copy options applies at once.
  const clip = () => formatVerses(result.reference ?? result.title, version, lines, readCopyOptions());
  // The verse in the reader, in the text's own numbering (a WLC verse opens in the WLC).
  const permalink = () => versePermalink(readerPath(result.book, result.chapter, result.verse), version);
  const contentId = `result-${result.id}-content`;
  // Links into the reader and the comparison are KJV-numbered, whatever the text's own numbering.
  const kjvChapter = result.kjvChapter ?? result.chapter;
  const kjvVerse = result.kjvVerse ?? result.verse;
  return (
    <article className="result-card" aria-labelledby={`result-${result.id}-title`}>
      <header className="result-head">
        <h2 id={`result-${result.id}-title`} className="result-title">
          <ResultTitle result={result} version={version} />
        </h2>
        <VerseMarks
          mark={mark}
          reference={result.kjvReference ?? result.reference ?? result.title}
          readerHref={readerPath(result.book, kjvChapter, kjvVerse)}
        />
        <span className="version-tag">{version.toUpperCase()}</span>
      </header>
      <div
        id={contentId}
        className={`result-content${expanded ? ' is-expanded' : ''}${verseMarkClass(mark)}`}
      >
        {strongsEnhanced && result.tokens ? (
          <p lang={script.lang} dir={script.dir}>
            <VerseTokens
              tokens={result.tokens}
              showNumbers
              onStrongs={onEntry}
              highlight={result.matchedWords}
            />
          </p>
        ) : (
          <p lang={script.lang} dir={script.dir}>
            <Highlight text={result.text} words={result.matchedWords ?? []} />
          </p>
        )}
        {result.readings?.length ? <ResultReadings readings={result.readings} /> : null}
        {rstneText !== undefined && (
          <p className="rstne-line">
            <span className="version-tag">RSTNE</span> {rstneText}
          </p>
        )}
        {expanded && (
          <p className="result-more">
            <Link to={readerPath(result.book, kjvChapter, kjvVerse)}>
              Read {result.bookName} {kjvChapter} in context
            </Link>
            {' · '}
            <Link to={readerPath(result.book, kjvChapter, kjvVerse, true)}>with Strong's numbers</Link>
            {' · '}
            <Link to={comparePath(result.kjvReference ?? result.reference ?? result.title, version)}>
              Compare translations
            </Link>
          </p>
        )}
      </div>
      <div className="result-actions">
        <CopyShareButtons label={result.title} text={clip} url={permalink} />
        <button type="button" className="chip" onClick={() => onStrongs(result)}>
          STRONGS<span className="visually-hidden"> analysis of {result.title}</span>
        </button>
        <button type="button" className="chip" onClick={() => onParallel(result)}>
          PARALLEL<span className="visually-hidden"> texts of {result.title}</span>
        </button>
        <button
          type="button"
          className="chip chip-quiet"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={onToggleExpanded}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      </div>
    </article>
  );
}
