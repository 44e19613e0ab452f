import { SQL_IMPORT_PROGRESS_STEPS } from '@strongs/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { Spinner } from '../../../components/ui';
import { errorMessage } from '../../../lib/request';
import { useSqlFiles } from '../api/get-sql-files';
import { useImportSql } from '../api/import-sql';
import type { SqlImportResult } from '../api/types';
import { defaultSqlTableName, TABLE_NAME_PATTERN, TABLE_NAME_RULE } from '../lib/format';
import { ProgressBar } from './progress-bar';
import { formatCount } from '../../../lib/format-count';

/** Spec §4, §9: progress 10 at start, 90 when the answer arrives, 100 when done, back to 0 after 3 s. */
const [START, ANSWERED, DONE] = SQL_IMPORT_PROGRESS_STEPS;
export const SQL_PROGRESS = { start: START, answered: ANSWERED, done: DONE } as const;
export const PROGRESS_RESET_MS = 3000;

export function SqlImportTab() {
  const files = useSqlFiles();
  const importSql = useImportSql();
  const toast = useToast();
  const [filename, setFilename] = useState('');
  const [tableName, setTableName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<SqlImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resetTimer = useRef<number | undefined>(undefined);
  const ids = { file: useId(), table: useId(), error: useId() };

  useEffect(() => {
    if (files.isError)
      toast({ title: 'Error', description: 'Failed to fetch available SQL files', variant: 'error' });
  }, [files.isError, toast]);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const choose = (name: string) => {
    setFilename(name);
    setTableName(name ? defaultSqlTableName(name) : '');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    setFailure(null);
    const table = tableName.trim();
    if (!filename || !table) return setError('Please select a SQL file and specify a table name');
    if (!TABLE_NAME_PATTERN.test(table)) return setError(TABLE_NAME_RULE);
    setError(null);
    window.clearTimeout(resetTimer.current);
    setProgress(SQL_PROGRESS.start);
    try {
      const answer = await importSql.mutateAsync({ filename, tableName: table });
      setProgress(SQL_PROGRESS.answered);
      if (answer.success) {
        setResult(answer);
        toast({
          title: 'Import successful',
          description: answer.message || `${answer.count} rows imported into ${table}.`,
          variant: 'success',
        });
      } else {
        setFailure(answer.message || 'Import failed');
        toast({ title: 'Import Failed', description: answer.message || 'Import failed', variant: 'error' });
      }
      setProgress(SQL_PROGRESS.done);
    } catch (err) {
      const message = errorMessage(err, 'Unknown error occurred');
      setFailure(message);
      toast({ title: 'Import Failed', description: message, variant: 'error' });
      setProgress(SQL_PROGRESS.done);
    }
    resetTimer.current = window.setTimeout(() => setProgress(0), PROGRESS_RESET_MS);
  };

  return (
    <section aria-labelledby="sql-import-title">
      <div className="admin-section-head">
        <h2 id="sql-import-title">SQL Import</h2>
        <button
          type="button"
          className="button button-small"
          onClick={() => void files.refetch()}
          disabled={files.isFetching}
        >
          Refresh List
        </button>
      </div>
      <p className="muted">
        The file is never executed: only CREATE TABLE and INSERT statements for the named table are accepted,
        and anything else rejects the whole file.
      </p>
      {files.isPending ? (
        <Spinner label="Loading SQL files…" />
      ) : files.isError ? (
        <div className="card error-card" role="alert">
          <p className="card-title">Failed to fetch available SQL files</p>
          <p>{files.error.message}</p>
          <button type="button" className="button" onClick={() => void files.refetch()}>
            Try again
          </button>
        </div>
      ) : files.data.length === 0 ? (
        <p className="admin-empty">No SQL files found</p>
      ) : (
        <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
          <div className="form-field">
            <label htmlFor={ids.file}>SQL file</label>
            <select
              id={ids.file}
              className="select"
              value={filename}
              onChange={(e) => choose(e.target.value)}
              aria-invalid={error && !filename ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
            >
              <option value="">Select a SQL file…</option>
              {files.data.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor={ids.table}>Table name</label>
            <input
              id={ids.table}
              className="input"
              value={tableName}
              onChange={(e) => setTableName(e.target.value)}
              spellCheck={false}
              autoCapitalize="none"
              aria-invalid={error && filename ? true : undefined}
              aria-describedby={`${ids.table}-hint${error ? ` ${ids.error}` : ''}`}
            />
            <p id={`${ids.table}-hint`} className="field-hint">
              Defaults to bible_verses_ followed by the file name.
            </p>
          </div>
          {error && (
            <p id={ids.error} className="field-error" role="alert">
              {error}
            </p>
          )}
          {progress > 0 && <ProgressBar value={progress} label="SQL import progress" />}
          <div className="actions">
            <button type="submit" className="button button-primary" disabled={importSql.isPending}>
              {importSql.isPending ? 'Importing…' : 'Import SQL File'}
            </button>
          </div>
        </form>
      )}
      {result && (
        <div className="card admin-result" role="status">
          <p className="card-title">Import successful</p>
          <p>
            {formatCount(result.count)} rows imported. {result.message}
          </p>
        </div>
      )}
      {failure && (
        <div className="card error-card admin-result">
          <p className="card-title">Import Failed</p>
          <p className="admin-preformatted">{failure}</p>
        </div>
      )}
    </section>
  );
}
