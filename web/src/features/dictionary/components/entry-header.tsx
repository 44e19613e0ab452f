import type { DictionaryEntryResponse } from '@strongs/contracts';
import { Link, useLocation } from 'react-router-dom';
import { Badge } from '../../../components/ui';
import { languageLabel } from '../../../lib/strongs';

export interface FromResultsState {
  fromResults?: string;
}

export function EntryHeader({ entry }: { entry: DictionaryEntryResponse }) {
  const hebrew = entry.strongsNumber.toUpperCase().startsWith('H');
  const state = useLocation().state as FromResultsState | null;
  return (
    <header className="entry-header">
      <nav className="entry-back" aria-label="Back">
        <Link to="/search">← Back</Link>
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
