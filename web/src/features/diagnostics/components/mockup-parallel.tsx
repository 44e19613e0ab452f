import { Spinner } from '../../../components/ui';
import { errorMessage } from '../../../lib/request';
import { useSearchResults } from '../../../lib/api/get-search-results';
import { contentLines } from '../../../components/verse/content-lines';
import { useRstneSearch } from '../api/search-rstne';

const PASSAGE = 'Genesis 1:1-3';

/** The mock-up's parallel view: KJV beside the RSTNE slot for Genesis 1:1-3, both read live. */
export function MockupParallel() {
  const kjv = useSearchResults({ q: PASSAGE, db: 'kjv', page: 1, perPage: 10 });
  const rstne = useRstneSearch(PASSAGE, 10);
  const restored = rstne.data?.results[0]?.book_name;
  return (
    <div className="dx-mock-parallel reconcile-columns cols-2">
      <section aria-labelledby="dx-col-kjv">
        <h3 id="dx-col-kjv">KJV · Genesis 1:1-3</h3>
        {kjv.isPending ? (
          <Spinner />
        ) : kjv.isError ? (
          <p role="alert" className="error-text">
            Error: {errorMessage(kjv.error, 'Failed to fetch verses')}
          </p>
        ) : (
          kjv.data.results.map((r) => (
            <p key={r.id} className="verse-text">
              <span className="verse-number">{r.verse}</span>{' '}
              {contentLines(r.content)
                .map((l) => l.text)
                .join(' ')}
            </p>
          ))
        )}
      </section>
      <section aria-labelledby="dx-col-rstne">
        <h3 id="dx-col-rstne">
          RSTNE · {restored && restored !== 'Genesis' ? `Genesis-${restored}` : 'Genesis'} 1:1-3
        </h3>
        {rstne.isPending ? (
          <p role="status">Loading RSTNE verse...</p>
        ) : rstne.isError ? (
          <p role="alert" className="error-text">
            Error: {errorMessage(rstne.error, 'Failed to fetch verses')}
          </p>
        ) : rstne.data.results.length === 0 ? (
          <p className="missing">Verse not available in RSTNE</p>
        ) : (
          rstne.data.results.map((r) => (
            <p key={r.reference} className="verse-text">
              <span className="verse-number">{r.verse}</span> {r.text}
            </p>
          ))
        )}
      </section>
    </div>
  );
}
