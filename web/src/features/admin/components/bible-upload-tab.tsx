import { useId, useRef, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/request';
import { MAX_UPLOAD_BYTES, useUploadBible } from '../api/upload-bible';
import {
  BIBLE_UPLOAD_EXTENSIONS,
  BIBLE_UPLOAD_UNSUPPORTED,
  UPLOAD_VERSIONS,
  unsupportedUploadVersion,
} from '../api/types';
import { formatFileSize } from '../lib/format';
import { ProgressBar } from './progress-bar';

/** .sql and .txt (spec §9), plus TSV/CSV, OSIS .xml, USFM .usfm/.sfm and SWORD .imp: the server's list. */
export const UPLOAD_ACCEPT = BIBLE_UPLOAD_EXTENSIONS.join(',');
const ACCEPTED = new RegExp(`(${BIBLE_UPLOAD_EXTENSIONS.map((e) => e.replace('.', '\\.')).join('|')})$`, 'i');
const RESET_DELAY_MS = 3000;

interface Errors {
  version?: string;
  file?: string;
}

/** Bible Upload: choose a version and a file; a percent bar follows the upload; success opens Import Status. */
export function BibleUploadTab({ onUploaded }: { onUploaded: () => void }) {
  const [version, setVersion] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState(0);
  const versionRef = useRef<HTMLSelectElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const upload = useUploadBible(setProgress);
  const ids = { version: useId(), file: useId() };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {};
    if (!version) found.version = 'Bible version is required';
    else if (unsupportedUploadVersion(version))
      found.version = `${unsupportedUploadVersion(version)}: choose another version`;
    if (!file) found.file = 'A file is required';
    else if (!ACCEPTED.test(file.name)) found.file = `Accepted files: ${BIBLE_UPLOAD_EXTENSIONS.join(', ')}`;
    else if (file.size > MAX_UPLOAD_BYTES)
      found.file = `The file is ${formatFileSize(file.size)}; the limit is 200 MB`;
    setErrors(found);
    if (found.version) return versionRef.current?.focus();
    if (found.file || !file) return fileRef.current?.focus();
    setProgress(0);
    upload.mutateAsync({ bibleVersion: version, file }).then(
      (result) => {
        toast({
          title: 'Upload successful',
          description:
            typeof result.message === 'string' ? result.message : `${file.name} is ready to import.`,
          variant: 'success',
        });
        setFile(null);
        if (fileRef.current) fileRef.current.value = '';
        window.setTimeout(() => setProgress(0), RESET_DELAY_MS);
        onUploaded();
      },
      (error: unknown) => {
        setProgress(0);
        toast({
          title: 'Upload failed',
          description: errorMessage(error, 'Upload failed'),
          variant: 'error',
        });
      },
    );
  };

  return (
    <section aria-labelledby="upload-title">
      <h2 id="upload-title">Bible Upload</h2>
      <p className="muted">
        Upload a Bible file for one version. It is checked by the server and then listed under Import Status,
        where the import is started.
      </p>
      <form className="admin-form" onSubmit={submit} noValidate>
        <div className="form-field">
          <label htmlFor={ids.version}>Bible version</label>
          <select
            ref={versionRef}
            id={ids.version}
            className="select"
            value={version}
            onChange={(e) => setVersion(e.target.value)}
            aria-invalid={errors.version ? true : undefined}
            aria-describedby={`${ids.version}-hint${errors.version ? ` ${ids.version}-error` : ''}`}
          >
            <option value="">Select a version…</option>
            {UPLOAD_VERSIONS.map((v) => (
              <option key={v} value={v} disabled={Boolean(unsupportedUploadVersion(v))}>
                {unsupportedUploadVersion(v) ? `${v} (no slot yet)` : v}
              </option>
            ))}
          </select>
          <p id={`${ids.version}-hint`} className="field-hint">
            {Object.keys(BIBLE_UPLOAD_UNSUPPORTED).join(', ')} have no slot on this site yet: their files
            cannot be imported.
          </p>
          {errors.version && (
            <p id={`${ids.version}-error`} className="field-error">
              {errors.version}
            </p>
          )}
        </div>
        <div className="form-field">
          <label htmlFor={ids.file}>Bible file</label>
          <input
            ref={fileRef}
            id={ids.file}
            type="file"
            className="input"
            accept={UPLOAD_ACCEPT}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={`${ids.file}-hint${errors.file ? ` ${ids.file}-error` : ''}`}
          />
          <p id={`${ids.file}-hint`} className="field-hint">
            .sql (mysqldump or pg_dump), .txt, .tsv or .csv, OSIS .xml, USFM .usfm/.sfm or SWORD .imp; at most
            200 MB.
          </p>
          {errors.file && (
            <p id={`${ids.file}-error`} className="field-error">
              {errors.file}
            </p>
          )}
          {file && (
            <p className="field-hint">
              Selected: {file.name} ({formatFileSize(file.size)})
            </p>
          )}
        </div>
        {(upload.isPending || progress > 0) && <ProgressBar value={progress} label="Upload progress" />}
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={upload.isPending}>
            {upload.isPending ? 'Uploading…' : 'Upload'}
          </button>
        </div>
      </form>
    </section>
  );
}
