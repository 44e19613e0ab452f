import { Spinner } from '../../../components/ui';
import { errorMessage } from '../../../lib/request';
import { useVersions } from '../../../lib/api/get-versions';
import { useRstneBookCoverage } from '../api/probe-rstne-books';
import { formatCount } from '../../../lib/format-count';

/** Live figures from `GET /api/bible/versions?details=true` and the RSTNE slot (decision 4: no fixed claims). */
export function DatabaseStatus({ restoredBookName }: { restoredBookName?: string }) {
  const versions = useVersions();
  const coverage = useRstneBookCoverage();
  const installed = versions.data?.filter((v) => v.installed) ?? [];
  const rstne = versions.data?.find((v) => v.code === 'rstne');
  const totalVerses = installed.reduce((sum, v) => sum + v.verseCount, 0);

  return (
    <section className="card dx-status" aria-labelledby="dx-status-title">
      <h2 id="dx-status-title" className="card-title">
        Database Status
      </h2>
      {versions.isPending && <Spinner label="Loading database status…" />}
      {versions.isError && (
        <p role="alert" className="error-text">
          Error: {errorMessage(versions.error, 'Failed to load the version list')}
        </p>
      )}
      {versions.data && (
        <dl className="dx-figures">
          <div>
            <dt>Total Verses</dt>
            <dd data-testid="total-verses">{formatCount(totalVerses)}</dd>
            <dd className="muted small">across {installed.length} installed versions</dd>
          </div>
          <div>
            <dt>Books</dt>
            <dd data-testid="rstne-books">
              {coverage.pending ? 'Counting…' : coverage.failed ? 'Unavailable' : `${coverage.books} of 66`}
            </dd>
            <dd className="muted small">with text in the RSTNE slot</dd>
          </div>
          <div>
            <dt>RSTNE slot</dt>
            <dd>{rstne?.installed ? `${formatCount(rstne.verseCount)} verses` : 'Not installed'}</dd>
            <dd className="muted small">{rstne ? rstne.name : 'Unknown slot'}</dd>
          </div>
          <div>
            <dt>Hebrew Names</dt>
            <dd>{!restoredBookName ? '—' : restoredBookName !== 'Genesis' ? 'Preserved' : 'Not restored'}</dd>
            <dd className="muted small">
              {restoredBookName ? `Genesis reads “${restoredBookName}”` : 'no verse read yet'}
            </dd>
          </div>
        </dl>
      )}
      {versions.data && (
        <table className="table dx-version-table">
          <caption className="visually-hidden">Installed versions and their verse counts</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Verses</th>
            </tr>
          </thead>
          <tbody>
            {installed.map((v) => (
              <tr key={v.code}>
                <td>{v.name}</td>
                <td>{formatCount(v.verseCount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
