import { Dialog } from '../dialog';
import { Pagination } from '../pagination';
import { Spinner } from '../ui';
import { VerseTitle } from '../verse-title';
import { bookName } from '../../lib/books';
import { errorMessage, isNotFound } from '../../lib/request';
import { splitTagged } from '../../lib/strongs';
import { useDictionaryEntry } from '../../lib/api/get-dictionary-entry';
import { useStrongsVerses } from '../../lib/api/get-strongs-verses';
import { useStatePerKey } from '../../lib/use-state-per-key';
import { formatCount } from '../../lib/format-count';

/** The Lexicon dialog: KJV translation counts, the outline of senses and example verses paged with ellipses. */
export function LexiconDialog({
  strongsNumber,
  onClose,
}: {
  strongsNumber: string | null;
  onClose: () => void;
}) {
  const n = strongsNumber ?? '';
  // Another entry starts at its first page of verses.
  const [page, setPage] = useStatePerKey(n, 1);
  const entry = useDictionaryEntry(n, !!strongsNumber);
  const verses = useStrongsVerses(n, page, !!strongsNumber);
  return (
    <Dialog open={!!strongsNumber} onClose={onClose} title={`Lexicon: ${n}`} size="lg">
      {entry.isPending && <Spinner />}
      {entry.isError && (
        <p role="alert">
          {isNotFound(entry.error)
            ? `Definition not found for ${n}.`
            : errorMessage(entry.error, `Unable to load Strong's data for ${n}`)}
        </p>
      )}
      {entry.data && (
        <>
          <p>
            <strong>{entry.data.transliteration}</strong> — KJV translation count:{' '}
            {formatCount(entry.data.totalWords)} words in {formatCount(entry.data.totalVerses)} verses
          </p>
          <ul className="translation-counts">
            {entry.data.kjvTranslations.map((t) => (
              <li key={t.translation}>
                {t.translation} <span className="count">{t.count}</span>
              </li>
            ))}
          </ul>
          <h3>Outline</h3>
          <ol className="outline">
            {entry.data.outline.map((sense, i) => (
              <li key={i}>{sense}</li>
            ))}
          </ol>
        </>
      )}
      <h3>Example verses</h3>
      {verses.isPending && <Spinner label="Loading verses…" />}
      {verses.isError && <p role="alert">Error loading verse examples. Please try again later.</p>}
      {verses.data && verses.data.verses.length === 0 && (
        <p className="muted">No example verses were found for {n}.</p>
      )}
      {verses.data && verses.data.verses.length > 0 && (
        <>
          <ul className="occurrence-mini">
            {verses.data.verses.map((v) => (
              <li key={v.id}>
                <strong>{v.reference || `${bookName(v.book)} ${v.chapter}:${v.verse}`}</strong>{' '}
                <VerseTitle title={v.heading} />
                {splitTagged(v.text).map((w, i) =>
                  w.strongsNumber?.toUpperCase() === n.toUpperCase() ? (
                    <mark key={i}>{w.word}</mark>
                  ) : (
                    <span key={i}>{w.word}</span>
                  ),
                )}
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={verses.data.totalPages}
            onChange={setPage}
            label="Example verse pages"
          />
        </>
      )}
    </Dialog>
  );
}
