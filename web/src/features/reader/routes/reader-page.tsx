import { useDeferredValue, useId } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { ErrorCard, Spinner } from '../../../components/ui';
import { bookNumber, readerPath } from '../../../lib/books';
import { comparePath } from '../../../lib/compare-path';
import { errorMessage } from '../../../lib/request';
import { useStrongsDialogs } from '../../../components/strongs-dialogs/use-strongs-dialogs';
import { useChapter } from '../api/get-chapter';
import { useOriginalWords } from '../api/get-original-words';
import { useInterlinearChapter } from '../../../lib/interlinear';
import { InterlinearChapter } from '../components/interlinear-chapter';
import { ChapterPickerButton } from '../components/chapter-picker-button';
import { ChapterText } from '../components/chapter-text';
import { ChapterSkeleton } from '../components/chapter-skeleton';
import { SelectedVerseActions } from '../components/selected-verse-actions';
import { useVerseStudy } from '../components/use-verse-study';
import { CrossReferencesAside } from '../components/cross-references-aside';
import { SwitchField } from '../../../components/switch-field';
import { InstalledVersionSelect } from '../../../components/installed-version-select';
import { VersionCredit } from '../../../components/credit-line';
import { useShortcuts } from '../../../lib/use-shortcuts';

export function ReaderPage() {
  const id = useId();
  const { book = '', chapter: chapterParam = '1', verse: verseParam } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const chapterNumber = Number(chapterParam);
  const selected = verseParam ? Number(verseParam) : undefined;
  const version = (params.get('version') ?? 'kjv').toLowerCase();
  const showStrongs = params.get('strongs') === 'true';
  const interlinear = params.get('interlinear') === 'true';
  // Deferred: the chapter is drawn in a transition that yields to the browser, not in one long task.
  const query = useDeferredValue(useChapter(book, chapterNumber, version));
  const original = useInterlinearChapter(book, chapterNumber, interlinear);
  const originalWords = useOriginalWords(query.data, !interlinear);
  const { openEntry, dialogs } = useStrongsDialogs(version);
  const data = query.data;
  const suffix = params.toString() ? `?${params.toString()}` : '';
  // Known from the URL before the chapter arrives, so the toolbar does not change shape when it does.
  const pickerBook = data?.book.number ?? bookNumber(book);
  const selectedVerse = data?.verses.find((v) => v.verse === selected);

  const link = (b: number | string, c: number, v?: number) => `${readerPath(b, c, v)}${suffix}`;
  const selectVerse = (v: number) =>
    data && void navigate(link(data.book.number, data.chapter, v), { replace: true });
  const decorate = useVerseStudy(data, selected, selectVerse);
  const setFlag = (key: string, value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  useShortcuts({
    next: () => data?.next && void navigate(link(data.next.book, data.next.chapter)),
    previous: () => data?.previous && void navigate(link(data.previous.book, data.previous.chapter)),
  });

  return (
    <Page
      title={data ? `${data.reference}${selected ? `:${selected}` : ''}` : 'Bible reader'}
      className="reader"
    >
      <div className="reader-toolbar">
        <h1>{data ? data.reference : `${decodeURIComponent(book)} ${chapterParam}`}</h1>
        {pickerBook && (
          <ChapterPickerButton book={pickerBook} chapter={data?.chapter ?? chapterNumber} search={suffix} />
        )}
        <div className="reader-controls">
          <label htmlFor={`${id}-version`}>Version</label>
          <InstalledVersionSelect
            id={`${id}-version`}
            value={version}
            onChange={(code) => setFlag('version', code === 'kjv' ? null : code)}
          />
          <SwitchField checked={showStrongs} onChange={(on) => setFlag('strongs', on ? 'true' : null)}>
            Strong's numbers
          </SwitchField>
          <SwitchField checked={interlinear} onChange={(on) => setFlag('interlinear', on ? 'true' : null)}>
            Interlinear
          </SwitchField>
        </div>
      </div>
      {query.isError && (
        <ErrorCard
          title="Chapter not available"
          message={errorMessage(query.error, 'The chapter could not be loaded.')}
        >
          <Link className="button" to="/">
            Back to Search
          </Link>
        </ErrorCard>
      )}
      {(data || query.isPending) && (
        <div className="reader-layout">
          {data ? (
            <article className="card reader-text">
              {showStrongs && !data.verses.some((v) => v.tokens.some((t) => t.strongs?.length)) && (
                <p className="muted small">
                  {version.toUpperCase()} carries no Strong's numbers; switch to KJV to see them.
                </p>
              )}
              {interlinear ? (
                <>
                  {original.isPending && <Spinner label="Loading the original text…" />}
                  {original.isError && (
                    <p className="error">
                      {errorMessage(original.error, 'The original text could not be loaded.')}
                    </p>
                  )}
                  {original.data && <InterlinearChapter chapter={original.data} onEntry={openEntry} />}
                </>
              ) : (
                <ChapterText
                  chapter={data}
                  selected={selected}
                  showStrongs={showStrongs}
                  onSelect={selectVerse}
                  onEntry={openEntry}
                  originalWords={originalWords}
                  decorate={decorate}
                />
              )}
              {selectedVerse && (
                <SelectedVerseActions
                  verse={selectedVerse}
                  version={data.version}
                  path={readerPath(data.book.number, data.chapter, selectedVerse.verse)}
                />
              )}
              <VersionCredit code={data.version} />
              <p className="reader-compare">
                <Link to={comparePath(selected ? `${data.reference}:${selected}` : data.reference, version)}>
                  Compare {selected ? `verse ${selected}` : 'this chapter'} in other translations
                </Link>
              </p>
              <nav className="chapter-nav" aria-label="Chapters">
                {data.previous ? (
                  <Link className="button" to={link(data.previous.book, data.previous.chapter)} rel="prev">
                    ← Previous chapter
                  </Link>
                ) : (
                  <span />
                )}
                {data.next ? (
                  <Link className="button" to={link(data.next.book, data.next.chapter)} rel="next">
                    Next chapter →
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            </article>
          ) : (
            <ChapterSkeleton book={book} chapter={chapterNumber} />
          )}
          {/* One element while the chapter loads and after: what it asks for beside the verse is asked once. */}
          {pickerBook && (
            <CrossReferencesAside
              book={pickerBook}
              chapter={data?.chapter ?? chapterNumber}
              selected={selected}
            />
          )}
        </div>
      )}
      {dialogs}
    </Page>
  );
}

export default ReaderPage;
