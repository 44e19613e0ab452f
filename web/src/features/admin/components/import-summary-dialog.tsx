import type { ImportSummary, TextCounts } from '@strongs/contracts';
import { Dialog } from '../../../components/dialog';
import { formatCount } from '../../../lib/format-count';

interface ImportSummaryDialogProps {
  summary: ImportSummary | null;
  /** The uploaded file's name as the admin knows it. */
  fileLabel: string;
  pending: boolean;
  onConfirm: (summary: ImportSummary) => void;
  onCancel: () => void;
}

const ROWS: { key: keyof TextCounts; label: string }[] = [
  { key: 'books', label: 'Books' },
  { key: 'chapters', label: 'Chapters' },
  { key: 'verses', label: 'Verses' },
  { key: 'emptyVerses', label: 'Empty verses' },
  { key: 'taggedWords', label: "Strong's-tagged words" },
];
const n = formatCount;

/**
 * The gate before a replacement that would lose data: what the file holds against what is installed, the losses
 * in plain words, and an explicit "Replace" that sends the summary's token back. Cancel changes nothing.
 */
export function ImportSummaryDialog({
  summary,
  fileLabel,
  pending,
  onConfirm,
  onCancel,
}: ImportSummaryDialogProps) {
  if (!summary) return null;
  const d = summary.differences;
  return (
    <Dialog open onClose={onCancel} title={`Replace ${summary.versionCode}?`} size="lg">
      <div className="admin-confirm">
        <p>
          Importing <strong>{fileLabel}</strong> would replace the installed{' '}
          <strong>{summary.versionCode}</strong> and lose data:
        </p>
        <ul className="admin-risks">
          {summary.risks.map((risk) => (
            <li key={risk}>{risk}</li>
          ))}
        </ul>
        <div className="table-wrap">
          <table className="table admin-summary-table">
            <caption className="visually-hidden">The file against the installed text</caption>
            <thead>
              <tr>
                <th scope="col">Count</th>
                <th scope="col">Installed now</th>
                <th scope="col">In the file</th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td>{summary.installed ? n(summary.installed[row.key]) : '—'}</td>
                  <td>{n(summary.file[row.key])}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">Outside the versification</th>
                <td>—</td>
                <td>{n(summary.outsideVersification)}</td>
              </tr>
            </tbody>
          </table>
        </div>
        {d && (
          <p className="small">
            {n(d.versesAdded)} verses added, {n(d.versesRemoved)} removed, {n(d.versesChanged)} changed.
            {d.missingBooks.length > 0 && <> Missing books: {d.missingBooks.join(', ')}.</>}
            {d.removedSamples.length > 0 && <> First removed: {d.removedSamples.slice(0, 5).join(', ')}.</>}
          </p>
        )}
        {d && d.rewordedSamples.length > 0 && (
          <div className="table-wrap">
            <table className="table admin-reworded-table">
              <caption>
                Wording: {n(d.versesReworded)} verses reworded
                {d.versesCut > 0 && <>, {n(d.versesCut)} cut short</>}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Verse</th>
                  <th scope="col">Installed now</th>
                  <th scope="col">In the file</th>
                </tr>
              </thead>
              <tbody>
                {d.rewordedSamples.map((v) => (
                  <tr key={v.reference}>
                    <th scope="row">{v.reference}</th>
                    <td>{v.installed}</td>
                    <td>{v.file}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {summary.outsideSamples.length > 0 && (
          <p className="small">Outside the versification: {summary.outsideSamples.join(', ')}.</p>
        )}
        <p className="small muted">
          The installed text is kept as the previous generation: Roll back under Versions restores it.
        </p>
      </div>
      <div className="actions admin-dialog-actions">
        <button type="button" className="button" onClick={onCancel} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          className="button button-danger"
          onClick={() => onConfirm(summary)}
          disabled={pending}
        >
          {pending ? 'Starting…' : `Replace ${summary.versionCode} anyway`}
        </button>
      </div>
    </Dialog>
  );
}
