import { useEffect, useId, useState, type FormEvent } from 'react';
import { validateContentForm, type ContentFormErrors, type ContentFormShape, type ContentFormValues } from '../lib/content-form';

interface ContentFormProps extends ContentFormShape {
  /** 'advertisement', 'content box', 'page': used in the heading and the submit button. */
  noun: string;
  activeLabel: string;
  initial: ContentFormValues;
  editing: boolean;
  pending: boolean;
  /** The server's refusal (400/409 `message`), shown under the form. */
  serverError: string | null;
  onSubmit: (values: ContentFormValues) => void;
  onCancel: () => void;
}

const FIELD_ORDER: (keyof ContentFormValues)[] = ['title', 'slug', 'content', 'position', 'linkUrl'];

/** The create/edit form shared by advertisements, content boxes and custom pages. */
export function ContentForm({ noun, activeLabel, initial, editing, pending, serverError, onSubmit, onCancel, ...shape }: ContentFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ContentFormErrors>({});
  const id = useId();
  const fieldId = (name: keyof ContentFormValues) => `${id}-${name}`;
  // Edit opens the form above the list: take the focus there so the admin sees what changed.
  useEffect(() => {
    if (editing) document.getElementById(fieldId('title'))?.focus();
  }, []);
  const set = <F extends keyof ContentFormValues>(name: F, value: ContentFormValues[F]) => setValues((v) => ({ ...v, [name]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateContentForm(values, shape);
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) return document.getElementById(fieldId(first))?.focus();
    onSubmit(values);
  };

  const describedBy = (name: keyof ContentFormValues, hint?: string) =>
    [hint, errors[name] ? `${fieldId(name)}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const errorOf = (name: keyof ContentFormValues) =>
    errors[name] ? (
      <p id={`${fieldId(name)}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form className="admin-form admin-content-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{editing ? `Edit ${noun}` : `Create ${noun}`}</h3>
      <div className="form-field">
        <label htmlFor={fieldId('title')}>Title</label>
        <input
          id={fieldId('title')}
          className="input"
          value={values.title}
          maxLength={200}
          onChange={(e) => set('title', e.target.value)}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy('title')}
        />
        {errorOf('title')}
      </div>
      {shape.withSlug && (
        <div className="form-field">
          <label htmlFor={fieldId('slug')}>Slug</label>
          <input
            id={fieldId('slug')}
            className="input"
            value={values.slug}
            maxLength={100}
            spellCheck={false}
            autoCapitalize="none"
            onChange={(e) => set('slug', e.target.value)}
            aria-invalid={errors.slug ? true : undefined}
            aria-describedby={describedBy('slug', `${fieldId('slug')}-hint`)}
          />
          <p id={`${fieldId('slug')}-hint`} className="field-hint">
            The page is served at /pages/{values.slug.trim() || 'your-slug'}.
          </p>
          {errorOf('slug')}
        </div>
      )}
      <div className="form-field">
        <label htmlFor={fieldId('content')}>Content (HTML)</label>
        <textarea
          id={fieldId('content')}
          className="input admin-textarea"
          rows={6}
          value={values.content}
          onChange={(e) => set('content', e.target.value)}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describedBy('content', `${fieldId('content')}-hint`)}
        />
        <p id={`${fieldId('content')}-hint`} className="field-hint">
          The server sanitises the HTML: scripts, event handlers and unsafe links are removed.
        </p>
        {errorOf('content')}
      </div>
      {shape.positions && (
        <div className="form-field">
          <label htmlFor={fieldId('position')}>Position</label>
          <select
            id={fieldId('position')}
            className="select"
            value={values.position}
            onChange={(e) => set('position', e.target.value)}
            aria-invalid={errors.position ? true : undefined}
            aria-describedby={describedBy('position')}
          >
            <option value="">Select a position…</option>
            {shape.positions.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
          {errorOf('position')}
        </div>
      )}
      {shape.withLink && (
        <div className="form-field">
          <label htmlFor={fieldId('linkUrl')}>Link URL (optional)</label>
          <input
            id={fieldId('linkUrl')}
            className="input"
            type="url"
            inputMode="url"
            value={values.linkUrl}
            onChange={(e) => set('linkUrl', e.target.value)}
            aria-describedby={`${fieldId('linkUrl')}-hint`}
          />
          <p id={`${fieldId('linkUrl')}-hint`} className="field-hint">
            An http(s) address or a path on this site.
          </p>
        </div>
      )}
      <label className="check">
        <input type="checkbox" role="switch" checked={values.active} onChange={(e) => set('active', e.target.checked)} />
        {activeLabel}
      </label>
      {serverError && (
        <p className="field-error" role="alert">
          {serverError}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? 'Saving…' : editing ? `Update ${noun}` : `Create ${noun}`}
        </button>
        {editing && (
          <button type="button" className="button" onClick={onCancel}>
            Cancel edit
          </button>
        )}
      </div>
    </form>
  );
}
