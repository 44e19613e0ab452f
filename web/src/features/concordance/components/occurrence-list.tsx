import { Link } from 'react-router-dom';
import type { ConcordanceOccurrence } from '@strongs/contracts';
import { readerPath } from '../../../lib/books';
import { OriginalWord } from './original-word';

/**
 * One page of occurrences: where (KJV numbering, the original's when it differs), the word, its parsing, the KJV's
 * words. The word is shown pointed without its reading accents (few fonts draw every accent; the printed text is
 * its title).
 */
export function OccurrenceList({
  occurrences,
  language,
}: {
  occurrences: ConcordanceOccurrence[];
  language: 'hebrew' | 'greek';
}) {
  return (
    <ol className="concordance-occurrences" aria-label="Occurrences">
      {occurrences.map((o) => (
        <li key={`${o.reference}#${o.position}#${o.variant ?? ''}`}>
          <p className="concordance-place">
            <Link to={readerPath(o.bookNumber, o.chapter, o.verse, true)}>{o.reference}</Link>
            {o.originalReference && (
              <span className="muted small">
                {' '}
                ({language === 'hebrew' ? 'Hebrew' : 'Greek'} {o.originalReference})
              </span>
            )}
            {o.variant && (
              <span className="muted small">
                {' '}
                {o.variant === 'ketiv' ? 'written (ketiv)' : 'read (qere)'}
              </span>
            )}
          </p>
          <p className="concordance-word">
            <OriginalWord text={o.form} language={language} title={o.text === o.form ? undefined : o.text} />{' '}
            <span className="transliteration">{o.transliteration}</span>
          </p>
          <p className="small">
            {o.morphDescription ?? o.morph} <code className="morph-code">{o.morph}</code>
          </p>
          <p className="small">
            KJV: {o.kjvWords ? <q>{o.kjvWords}</q> : <span className="muted">none tagged</span>}
          </p>
        </li>
      ))}
    </ol>
  );
}
