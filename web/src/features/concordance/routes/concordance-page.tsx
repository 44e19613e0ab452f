import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { ConcordanceForm } from '@strongs/contracts';
import { Page } from '../../../components/page';
import { Pagination } from '../../../components/pagination';
import { ErrorCard, Spinner } from '../../../components/ui';
import { errorMessage } from '../../../lib/request';
import { tryParseStrongs } from '@strongs/scripture/strongs-number';
import { isHebrew } from '../../../lib/strongs';
import { useConcordance } from '../api/get-concordance';
import { FormsTable } from '../components/forms-table';
import { OccurrenceList } from '../components/occurrence-list';
import { OriginalWord } from '../components/original-word';
import { formatCount } from '../../../lib/format-count';

const EDITION_NAMES: Record<string, string> = {
  wlc: 'Westminster Leningrad Codex',
  tr: 'Textus Receptus',
  byz: 'Byzantine text (Robinson-Pierpont)',
};

/** /dictionary/{n}/concordance: the Englishman's concordance of one number, forms first, then every occurrence. */
export function ConcordancePage() {
  const { strongsNumber: param = '' } = useParams();
  const n = tryParseStrongs(param) ?? '';
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const form = params.get('form') ?? undefined;
  const morph = params.get('morph') ?? undefined;
  const edition = params.get('edition') ?? undefined;
  const query = useConcordance({ strongsNumber: n, page, form, morph, edition });
  const data = query.data;

  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: false });
  };
  const selectForm = (chosen: ConcordanceForm | null) =>
    update({ form: chosen?.form, morph: chosen?.morph, page: undefined });
  const selectedForm = data?.filter
    ? data.forms.find(
        (f) => f.form === data.filter?.form && (!data.filter.morph || f.morph === data.filter.morph),
      )
    : undefined;

  return (
    <Page title={`${n || param} Englishman's concordance`} className="concordance-page">
      <p className="muted small">
        <Link to={`/dictionary/${encodeURIComponent(n || param)}`}>← {n || param} in the dictionary</Link>
      </p>
      <h1>Englishman&rsquo;s concordance: {n || param}</h1>
      {!n && <p role="alert">{param} is not a Strong&rsquo;s number (H1–H8674, G1–G5624).</p>}
      {n && query.isPending && <Spinner label="Loading concordance…" />}
      {query.isError && (
        <ErrorCard
          title="Could not load the concordance"
          message={errorMessage(query.error, 'Please try again later.')}
        />
      )}
      {data && (
        <>
          <p>
            Every word of the {EDITION_NAMES[data.edition] ?? data.edition} carrying {data.strongsNumber},
            with its form, its parsing and the words of the KJV over it: {formatCount(data.totalOccurrences)}{' '}
            occurrences.
          </p>
          {!isHebrew(data.strongsNumber) && (
            <p className="small">
              Text:{' '}
              {data.edition === 'byz' ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() =>
                    update({ edition: undefined, page: undefined, form: undefined, morph: undefined })
                  }
                >
                  show the Textus Receptus
                </button>
              ) : (
                <button
                  type="button"
                  className="link-button"
                  onClick={() =>
                    update({ edition: 'byz', page: undefined, form: undefined, morph: undefined })
                  }
                >
                  show the Byzantine text
                </button>
              )}
            </p>
          )}
          <section aria-labelledby="concordance-forms-heading">
            <h2 id="concordance-forms-heading">Forms</h2>
            <FormsTable
              forms={data.forms}
              language={data.language}
              total={data.totalOccurrences}
              selected={data.filter}
              onSelect={selectForm}
            />
          </section>
          <section aria-labelledby="concordance-occurrences-heading">
            <h2 id="concordance-occurrences-heading">
              Occurrences{' '}
              {selectedForm ? (
                <>
                  of <OriginalWord text={selectedForm.form} language={data.language} />
                </>
              ) : null}{' '}
              <span className="muted small">({formatCount(data.matchingOccurrences)})</span>
            </h2>
            {data.filter && (
              <button type="button" className="button button-small" onClick={() => selectForm(null)}>
                Show every form
              </button>
            )}
            {data.occurrences.length === 0 ? (
              <p className="muted">No occurrences{data.filter ? ' of this form' : ''}.</p>
            ) : (
              <OccurrenceList occurrences={data.occurrences} language={data.language} />
            )}
            <Pagination
              variant="dictionary"
              page={data.currentPage}
              totalPages={data.totalPages}
              onChange={(p) => update({ page: String(p) })}
              label="Concordance pages"
            />
          </section>
        </>
      )}
    </Page>
  );
}

export default ConcordancePage;
