import { useId, useRef, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/request';
import { MAX_UPLOAD_BYTES, useUploadBible } from '../api/upload-bible';
import { UPLOAD_VERSIONS } from '../api/types';
import { formatFileSize } from '../lib/format';
import { ProgressBar } from './progress-bar';

/** Issue #7: .sql and .txt (spec §9), plus OSIS .xml and USFM .usfm/.sfm. */
export const UPLOAD_ACCEPT = '.sql,.txt,.xml,.usfm,.sfm';
const ACCEPTED = /\.(sql|txt|xml|usfm|sfm)$/i;
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
    if (!file) found.file = 'A file is required';
    else if (!ACCEPTED.test(file.name)) found.file = 'Accepted files: .sql, .txt, OSIS .xml, USFM .usfm or .sfm';
    else if (file.size > MAX_UPLOAD_BYTES) found.file = `The file is ${formatFileSize(file.size)}; the limit is 200 MB`;
    setErrors(found);
    if (found.version) return versionRef.current?.focus();
    if (found.file || !file) return fileRef.current?.focus();
    setProgress(0);
    upload.mutateAsync({ bibleVersion: version, file }).then(
      (result) => {
        toast({ title: 'Upload successful', description: typeof result.message === 'string' ? result.message : `${file.name} is ready to import.`, variant: 'success' });
        setFile(null);
        if (fileRef.current) fileRef.current.value = '';
        window.setTimeout(() => setProgress(0), RESET_DELAY_MS);
        onUploaded();
      },
      (error: unknown) => {
        setProgress(0);
        toast({ title: 'Upload failed', description: errorMessage(error, 'Upload failed'), variant: 'error' });
      },
    );
  };

  return (
    <section aria-labelledby="upload-title">
      <h2 id="upload-title">Bible Upload</h2>
      <p className="muted">Upload a Bible file for one version. It is checked by the server and then listed under Import Status, where the import is started.</p>
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
            aria-describedby={errors.version ? `${ids.version}-error` : undefined}
          >
            <option value="">Select a version…</option>
            {UPLOAD_VERSIONS.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
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
            .sql or .txt (also OSIS .xml and USFM .usfm/.sfm), at most 200 MB.
          </p>
          {errors.file && (
            <p id={`${ids.file}-error`} className="field-error">
              {errors.file}
            </p>
          )}
          {file && <p className="field-hint">Selected: {file.name} ({formatFileSize(file.size)})</p>}
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
