import { Link, useLocation } from 'react-router-dom';
import { Dialog } from '../dialog';
import { Badge, Spinner } from '../ui';
import { VerseTitle } from '../verse-title';
import { errorMessage, isNotFound } from '../../lib/request';
import { isHebrew, languageLabel } from '../../lib/strongs';
import { useDictionaryEntry } from '../../lib/api/get-dictionary-entry';
import { formatCount } from '../../lib/format-count';
import '../../styles/original-fonts.css';

interface EntryDialogProps {
  strongsNumber: string | null;
  onClose: () => void;
  onLexicon: (strongsNumber: string) => void;
}

/** A dictionary entry in a dialog: the entry, its KJV translations and the first 10 occurrences. */
export function EntryDialog({ strongsNumber, onClose, onLexicon }: EntryDialogProps) {
  const n = strongsNumber ?? '';
  const query = useDictionaryEntry(n, !!strongsNumber);
  const entry = query.data;
  const location = useLocation();
  const fromResults = /^\/(strongs-)?results$/.test(location.pathname)
    ? { fromResults: `${location.pathname}${location.search}` }
    : undefined;
  return (
    <Dialog
      open={!!strongsNumber}
      onClose={onClose}
      title={`Strong's ${n}`}
      size="lg"
      headerExtra={
        <Link to="/auth" className="button button-small">
          LOGIN
        </Link>
      }
    >
      {query.isPending && <Spinner label="Loading Strong's entry…" />}
      {query.isError && (
        <div role="alert">
          <h3>{isNotFound(query.error) ? 'Definition Not Found' : "Error loading Strong's entry"}</h3>
          <p>
            {isNotFound(query.error)
              ? `Strong's number ${n} not found in dictionary`
              : errorMessage(query.error, `Unable to load Strong's data for ${n}`)}
          </p>
        </div>
      )}
      {entry && (
        <div className="entry-dialog">
          <p className="entry-dialog-head">
            <span
              className={`original-word${isHebrew(n) ? ' hebrew' : ' greek'}`}
              lang={isHebrew(n) ? 'he' : 'grc'}
              dir={isHebrew(n) ? 'rtl' : 'ltr'}
            >
              {entry.word}
            </span>{' '}
            <span className="translit">{entry.transliteration}</span>
            {entry.pronunciation && <span className="pron"> [{entry.pronunciation}]</span>}{' '}
            <Badge tone={isHebrew(n) ? 'hebrew' : 'greek'}>{languageLabel(n, entry.aramaic)}</Badge>
            {entry.partOfSpeech && <span className="muted"> · {entry.partOfSpeech}</span>}
          </p>
          <h3>Definition</h3>
          <p>{entry.definition}</p>
          {entry.etymology && (
            <>
              <h3>Origin</h3>
              <p>{entry.etymology}</p>
            </>
          )}
          {entry.kjvTranslations.length > 0 && (
            <>
              <h3>KJV Translations</h3>
              <p>{entry.kjvTranslations.map((t) => `${t.translation} (${t.count}x)`).join(', ')}</p>
            </>
          )}
          {entry.versionTranslations.map((v) => (
            <div key={v.version}>
              <h3>{v.name} Translations</h3>
              <p lang={v.language}>
                {v.translations
                  .slice(0, 12)
                  .map((t) => `${t.translation} (${t.count}x)`)
                  .join(', ')}
                {v.translations.length > 12 ? ', …' : ''}
              </p>
            </div>
          ))}
          <h3>Occurrences</h3>
          {entry.occurrences.length === 0 ? (
            <p className="muted">No verses of the KJV are tagged with {n}.</p>
          ) : (
            <ul className="occurrence-mini">
              {entry.occurrences.slice(0, 10).map((o) => (
                <li key={o.reference}>
                  <strong>{o.reference}</strong> <VerseTitle title={o.heading} />
                  {o.text}
                </li>
              ))}
            </ul>
          )}
          <p className="muted">
            {n} occurs in {formatCount(entry.totalVerses)} verses of the KJV.
          </p>
          <p className="actions">
            <Link
              className="button button-primary"
              to={`/dictionary/${n}`}
              state={fromResults}
              onClick={onClose}
            >
              Open full entry
            </Link>
            <button type="button" className="button" onClick={() => onLexicon(n)}>
              Lexicon
            </button>
          </p>
        </div>
      )}
    </Dialog>
  );
}
