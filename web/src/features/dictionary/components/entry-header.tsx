import type { DictionaryEntryResponse } from '@strongs/contracts';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Badge } from '../../../components/ui';
import { cameFromSite, lastSearchPath } from '../../../lib/last-search';
import { languageLabel } from '../../../lib/strongs';
import '../../../styles/original-fonts.css';

export interface FromResultsState {
  fromResults?: string;
}

export function EntryHeader({ entry }: { entry: DictionaryEntryResponse }) {
  const hebrew = entry.strongsNumber.toUpperCase().startsWith('H');
  const state = useLocation().state as FromResultsState | null;
  const navigate = useNavigate();
  return (
    <header className="entry-header">
      <nav className="entry-back" aria-label="Back">
        {/* Back to the page the reader came from on this site, else to their last search. */}
        <Link
          to={lastSearchPath()}
          onClick={(event) => {
            if (!cameFromSite()) return;
            event.preventDefault();
            void navigate(-1);
          }}
        >
          ← Back
        </Link>
        {state?.fromResults && (
          <Link className="button button-small" to={state.fromResults}>
            Back to Search Results
          </Link>
        )}
      </nav>
      <div className="entry-title">
        <h1>
          <span className="strongs-number">{entry.strongsNumber}</span>{' '}
          <span className="translit">{entry.transliteration}</span>
        </h1>
        <p className="entry-word">
          <span
            className={`original-word large ${hebrew ? 'hebrew' : 'greek'}`}
            lang={hebrew ? 'he' : 'grc'}
            dir={hebrew ? 'rtl' : 'ltr'}
          >
            {entry.word}
          </span>
        </p>
        <p>
          <Badge tone={hebrew ? 'hebrew' : 'greek'}>
            {languageLabel(entry.strongsNumber, entry.aramaic)}
          </Badge>
          {entry.pronunciation && <span className="pron"> Pronunciation: [{entry.pronunciation}]</span>}
          {entry.partOfSpeech && <span className="muted"> · {entry.partOfSpeech}</span>}
        </p>
      </div>
    </header>
  );
}
