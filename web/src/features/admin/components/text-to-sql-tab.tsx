import { TEXT_TO_SQL_DEFAULT_TABLE } from '@strongs/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Tabs } from '../../../components/tabs';
import { useToast } from '../../../components/toast/toast-context';
import { Spinner } from '../../../components/ui';
import { UNEXPECTED_ERROR } from '../../../lib/request';
import { useConvertText } from '../api/convert-text';
import { downloadUrl, useConvertedFiles } from '../api/get-converted-files';
import { UNREADABLE_SHOWN, type ConversionResult } from '../api/types';
import { formatDate, formatFileSize, TABLE_NAME_PATTERN, TABLE_NAME_RULE } from '../lib/format';
import { formatCount } from '../../../lib/format-count';

/** Spec §9: the converter's default table name. */
export const DEFAULT_CONVERTER_TABLE = TEXT_TO_SQL_DEFAULT_TABLE;

type SubTab = 'convert' | 'download';

export function TextToSqlTab() {
  const [tab, setTab] = useState<SubTab>('convert');
  return (
    <section aria-labelledby="text-to-sql-title">
      <h2 id="text-to-sql-title">Text to SQL</h2>
      <Tabs<SubTab>
        label="Text to SQL"
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'convert', label: 'Convert Files' },
          { key: 'download', label: 'Download Converted Files' },
        ]}
      >
        {tab === 'convert' ? <ConvertFiles /> : <ConvertedFiles />}
      </Tabs>
    </section>
  );
}

function ConvertFiles() {
  const [file, setFile] = useState<File | null>(null);
  const [tableName, setTableName] = useState(DEFAULT_CONVERTER_TABLE);
  const [errors, setErrors] = useState<{ file?: string; table?: string }>({});
  const [result, setResult] = useState<ConversionResult | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const tableRef = useRef<HTMLInputElement>(null);
  const convert = useConvertText();
  const toast = useToast();
  const ids = { file: useId(), table: useId() };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    const found: { file?: string; table?: string } = {};
    if (!file) found.file = 'Please select a text file to convert';
    else if (!/\.txt$/i.test(file.name)) found.file = 'Only .txt files can be converted';
    const table = tableName.trim();
    if (!table) found.table = 'Table name is required';
    else if (!TABLE_NAME_PATTERN.test(table)) found.table = TABLE_NAME_RULE;
    setErrors(found);
    if (found.file) {
      if (!file)
        toast({
          title: 'No file selected',
          description: 'Please select a text file to convert',
          variant: 'error',
        });
      return fileRef.current?.focus();
    }
    if (found.table || !file) return tableRef.current?.focus();
    convert.mutateAsync({ file, tableName: table }).then(
      (answer) => {
        setResult(answer);
        if (answer.success)
          toast({
            title: 'Conversion successful',
            description: answer.message || `${answer.count} verses converted.`,
            variant: 'success',
          });
        else
          toast({
            title: 'Conversion Failed',
            description: answer.message || 'Conversion failed',
            variant: 'error',
          });
      },
      (error: unknown) =>
        toast({
          title: 'Conversion Error',
          description: error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR,
          variant: 'error',
        }),
    );
  };

  return (
    <div>
      <p className="muted">
        Reads one verse per line: <code>Gen 1:1 text</code>, <code>Genesis|1|1|text</code>, tab- or
        comma-separated. Lines that cannot be read are counted and listed.
      </p>
      <form className="admin-form" onSubmit={submit} noValidate>
        <div className="form-field">
          <label htmlFor={ids.file}>Text file (.txt)</label>
          <input
            ref={fileRef}
            id={ids.file}
            type="file"
            accept=".txt,text/plain"
            className="input"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? `${ids.file}-error` : undefined}
          />
          {errors.file && (
            <p id={`${ids.file}-error`} className="field-error">
              {errors.file}
            </p>
          )}
        </div>
        <div className="form-field">
          <label htmlFor={ids.table}>Table name</label>
          <input
            ref={tableRef}
            id={ids.table}
            className="input"
            value={tableName}
            spellCheck={false}
            autoCapitalize="none"
            onChange={(e) => setTableName(e.target.value)}
            aria-invalid={errors.table ? true : undefined}
            aria-describedby={errors.table ? `${ids.table}-error` : undefined}
          />
          {errors.table && (
            <p id={`${ids.table}-error`} className="field-error">
              {errors.table}
            </p>
          )}
        </div>
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={convert.isPending}>
            {convert.isPending ? 'Converting…' : 'Convert to SQL'}
          </button>
        </div>
      </form>
      {result && <ConversionReport result={result} />}
    </div>
  );
}

export function ConversionReport({ result }: { result: ConversionResult }) {
  return (
    <div className={`card admin-result${result.success ? '' : ' error-card'}`}>
      <p className="card-title">{result.success ? 'Conversion successful' : 'Conversion Failed'}</p>
      {result.message && <p>{result.message}</p>}
      {result.success && (
        <p>
          {formatCount(result.count)} verses converted.{' '}
          {result.outputFile && (
            <a href={downloadUrl(result.outputFile)} download={result.outputFile}>
              Download {result.outputFile}
            </a>
          )}
        </p>
      )}
      {result.unreadableCount > 0 ? (
        <div className="admin-unreadable">
          <p>
            <strong>{formatCount(result.unreadableCount)}</strong>{' '}
            {result.unreadableCount === 1 ? 'line' : 'lines'} could not be read
            {result.unreadableCount > result.unreadableLines.length && result.unreadableLines.length > 0
              ? ` (the first ${Math.min(UNREADABLE_SHOWN, result.unreadableLines.length)} are listed)`
              : ''}
            .
          </p>
          {result.unreadableLines.length > 0 && (
            <table className="table">
              <caption>Unreadable lines</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Text</th>
                </tr>
              </thead>
              <tbody>
                {result.unreadableLines.map((l) => (
                  <tr key={l.line}>
                    <td>{l.line}</td>
                    <td className="admin-preformatted">{l.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ) : (
        result.success && <p className="muted small">Every line was read.</p>
      )}
    </div>
  );
}

function ConvertedFiles() {
  const files = useConvertedFiles();
  const toast = useToast();
  useEffect(() => {
    if (files.isError)
      toast({ title: 'Error', description: 'Failed to load the list of converted files', variant: 'error' });
  }, [files.isError, toast]);

  return (
    <div>
      <div className="actions admin-toolbar">
        <button
          type="button"
          className="button button-small"
          onClick={() => void files.refetch()}
          disabled={files.isFetching}
        >
          {files.isFetching ? 'Refreshing…' : 'Refresh List'}
        </button>
      </div>
      {files.isPending ? (
        <Spinner label="Loading converted files…" />
      ) : files.isError ? (
        <div className="card error-card" role="alert">
          <p className="card-title">Failed to load the list of converted files</p>
          <p>{files.error.message}</p>
        </div>
      ) : files.data.length === 0 ? (
        <p className="admin-empty">No converted files found</p>
      ) : (
        <div className="table-wrap">
          <table className="table admin-stack">
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Size</th>
                <th scope="col">Created</th>
                <th scope="col">
                  <span className="visually-hidden">Download</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {files.data.map((f) => (
                <tr key={f.filename}>
                  <td>{f.filename}</td>
                  <td>{formatFileSize(f.size)}</td>
                  <td>{formatDate(f.created)}</td>
                  <td>
                    <a
                      href={downloadUrl(f.filename)}
                      download={f.filename}
                      aria-label={`Download ${f.filename}`}
                    >
                      Download
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
