import { VERSE_ANALYSIS_DEFINITION_LENGTH } from '@strongs/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { OriginalParsingsCell } from '../../../components/original-parsings';
import { Page } from '../../../components/page';
import { ErrorCard, Spinner } from '../../../components/ui';
import { readerPath } from '../../../lib/books';
import { useInterlinearVerse } from '../../../lib/interlinear';
import { originalWordsByRow } from '../../../lib/match-parsings';
import { errorMessage } from '../../../lib/request';
import { truncate } from '../../../lib/strongs';
import { useCopyShare } from '../../../lib/use-copy-share';
import { verseClipboardText } from '../../../lib/verse-clipboard';
import { useVerseStrongs } from '../../../lib/api/get-verse-strongs';
import { TaggedVerse } from '../../../components/strongs-dialogs/tagged-verse';
import { useStrongsDialogs } from '../../../components/strongs-dialogs/use-strongs-dialogs';
import { SwitchField } from '../../../components/switch-field';

/** /strongs/verse/{book}/{chapter}/{verse}: the KJV verse word by word with Strong's numbers. */
export function VerseAnalysisPage() {
  const { book = '', chapter = '', verse = '' } = useParams();
  const query = useVerseStrongs(book, Number(chapter), Number(verse));
  const [showNumbers, setShowNumbers] = useState(true);
  const { openEntry, dialogs } = useStrongsDialogs('kjv');
  const { state, copy } = useCopyShare();
  const data = query.data;
  const original = useInterlinearVerse(book, Number(chapter), Number(verse), true);
  const originals =
    data && original.data ? originalWordsByRow(data.strongsWords, original.data.words) : undefined;
  return (
    <Page
      title={data ? `Strong's analysis of ${data.reference}` : "Strong's verse analysis"}
      className="narrow"
    >
      {query.isPending && <Spinner label="Loading Strong's data…" />}
      {query.isError && (
        <ErrorCard
          title="Failed to load verse data"
          message={errorMessage(query.error, `Unable to load Strong's data for ${book} ${chapter}:${verse}`)}
        >
          <Link className="button" to="/">
            Back to Search
          </Link>
        </ErrorCard>
      )}
      {data && (
        <>
          <h1>Strong's analysis of {data.reference}</h1>
          <div className="card">
            <p className="verse-text large">
              <TaggedVerse rawText={data.rawText} showNumbers={showNumbers} onEntry={openEntry} />
            </p>
            <p className="actions">
              <SwitchField checked={showNumbers} onChange={setShowNumbers}>
                Show Strong's numbers
              </SwitchField>
              <button
                type="button"
                className="chip"
                onClick={() => void copy(verseClipboardText(data.reference, data.text, 'kjv'))}
              >
                {state === 'copied' ? 'Copied' : 'COPY'}
              </button>
              <Link to={readerPath(data.bookNumber, data.chapter, data.verse, true)}>Read the chapter</Link>
            </p>
          </div>
          <div className="table-wrap card">
            <table className="table table-stack">
              <caption>Words of {data.reference} and their Strong's numbers</caption>
              <thead>
                <tr>
                  <th scope="col">Word</th>
                  <th scope="col">Strong's</th>
                  <th scope="col">Transliteration</th>
                  <th scope="col">Original and parsing</th>
                  <th scope="col">Definition</th>
                </tr>
              </thead>
              <tbody>
                {data.strongsWords.map((w, i) => (
                  <tr key={`${w.strongsNumber}-${i}`}>
                    <td data-label="Word">{w.word}</td>
                    <td data-label="Strong's">
                      <Link to={`/dictionary/${w.strongsNumber}`}>{w.strongsNumber}</Link>
                    </td>
                    <td data-label="Translit.">{w.transliteration}</td>
                    <OriginalParsingsCell
                      words={original.data ? originals?.[i] : undefined}
                      language={original.data?.language}
                      pending={original.isPending}
                    />
                    <td data-label="Definition">
                      {truncate(w.definition, VERSE_ANALYSIS_DEFINITION_LENGTH)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {dialogs}
    </Page>
  );
}

export default VerseAnalysisPage;
