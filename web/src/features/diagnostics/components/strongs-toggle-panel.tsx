import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui';
import { readerPath } from '../../../lib/books';
import { useVerseStrongs } from '../../../lib/api/get-verse-strongs';
import { TaggedVerse } from '../../../components/strongs-dialogs/tagged-verse';
import type { TestVerse } from './verse-buttons';
import { SwitchField } from '../../../components/switch-field';

interface StrongsTogglePanelProps {
  verse: TestVerse;
  onEntry: (strongsNumber: string) => void;
  onAnalysis: () => void;
}

/** The Strong's numbers toggle on a live verse from `GET /api/strongs/verse/...`. */
export function StrongsTogglePanel({ verse, onEntry, onAnalysis }: StrongsTogglePanelProps) {
  const [showNumbers, setShowNumbers] = useState(true);
  const query = useVerseStrongs(verse.book, verse.chapter, verse.verse);
  return (
    <div className="dx-panel">
      <SwitchField checked={showNumbers} onChange={setShowNumbers}>
        Show Strong's numbers
      </SwitchField>
      <h3>{verse.reference} (KJV)</h3>
      {query.isPending && <Spinner label="Loading verse…" />}
      {query.isError && (
        <p role="alert" className="error-text">
          Failed to load verse data
        </p>
      )}
      {query.data && (
        <>
          <p className="verse-text dx-tagged" data-testid="tagged-verse">
            <TaggedVerse rawText={query.data.rawText} showNumbers={showNumbers} onEntry={onEntry} />
          </p>
          <p className="muted small">
            {query.data.strongsWords.length} tagged words. Click a number to open its entry.
          </p>
          <p className="actions">
            <button type="button" className="button" onClick={onAnalysis}>
              Open Strong's analysis
            </button>
            <Link className="button" to={readerPath(verse.book, verse.chapter, verse.verse, true)}>
              Read {verse.bookName} {verse.chapter}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
