import { VERSE_ANALYSIS_DEFINITION_LENGTH } from '@strongs/contracts';
import { useState } from 'react';
import { Dialog } from '../dialog';
import { OriginalParsingsCell } from '../original-parsings';
import { Spinner } from '../ui';
import { useInterlinearVerse } from '../../lib/interlinear';
import { originalWordsByRow } from '../../lib/match-parsings';
import { errorMessage } from '../../lib/request';
import { truncate } from '../../lib/strongs';
import { useVerseStrongs } from '../../lib/api/get-verse-strongs';
import { TaggedVerse } from './tagged-verse';
import { SwitchField } from '../switch-field';
import { CommentariesSection } from '../beside-verse/commentaries-section';
import { TopicsSection } from '../beside-verse/topics-section';

interface VerseAnalysisDialogProps {
  open: boolean;
  onClose: () => void;
  book: number;
  chapter: number;
  verse: number;
  reference: string;
  onEntry: (strongsNumber: string) => void;
}

/**
 * Strong's verse analysis: every tagged word with its number, the original form(s) under it with their parsing,
 * and the definition (cut at 100 characters). Loads only when open.
 */
export function VerseAnalysisDialog({
  open,
  onClose,
  book,
  chapter,
  verse,
  reference,
  onEntry,
}: VerseAnalysisDialogProps) {
  const query = useVerseStrongs(book, chapter, verse, open);
  const original = useInterlinearVerse(book, chapter, verse, open);
  const originals =
    query.data && original.data
      ? originalWordsByRow(query.data.strongsWords, original.data.words)
      : undefined;
  const [showNumbers, setShowNumbers] = useState(true);
  return (
    <Dialog open={open} onClose={onClose} title={`Strong's Analysis: ${reference}`} size="lg">
      {query.isPending && <Spinner label="Loading Strong's data…" />}
      {query.isError && (
        <p role="alert" className="error-text">
          Unable to load Strong's data for {reference}. {errorMessage(query.error, '')}
        </p>
      )}
      {query.data && (
        <>
          <SwitchField checked={showNumbers} onChange={setShowNumbers}>
            Show Strong's numbers
          </SwitchField>
          <p className="verse-text">
            <TaggedVerse rawText={query.data.rawText} showNumbers={showNumbers} onEntry={onEntry} />
          </p>
          {original.isError && (
            <p className="muted small">
              The original text of {reference} could not be loaded, so no parsing is shown.
            </p>
          )}
          <div className="table-wrap">
            <table className="table table-stack">
              <caption className="visually-hidden">Words of {reference} with their Strong's numbers</caption>
              <thead>
                <tr>
                  <th scope="col">Word</th>
                  <th scope="col">Strong's</th>
                  <th scope="col">Original and parsing</th>
                  <th scope="col">Definition</th>
                </tr>
              </thead>
              <tbody>
                {query.data.strongsWords.map((w, i) => (
                  <tr key={`${w.strongsNumber}-${i}`}>
                    <td data-label="Word">{w.word}</td>
                    <td data-label="Strong's">
                      <button type="button" className="link-button" onClick={() => onEntry(w.strongsNumber)}>
                        {w.strongsNumber}
                      </button>
                    </td>
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
          <TopicsSection book={book} chapter={chapter} verse={verse} enabled={open} headingLevel={3} />
        </>
      )}
      <CommentariesSection book={book} chapter={chapter} verse={verse} enabled={open} />
    </Dialog>
  );
}
