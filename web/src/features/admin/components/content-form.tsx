import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  validateContentForm,
  type ContentFormErrors,
  type ContentFormShape,
  type ContentFormValues,
} from '../lib/content-form';
import { FormActions } from './form-actions';
import { FormError, FormField, fieldAria } from './form-field';
import { SwitchField } from '../../../components/switch-field';

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
export function ContentForm({
  noun,
  activeLabel,
  initial,
  editing,
  pending,
  serverError,
  onSubmit,
  onCancel,
  ...shape
}: ContentFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ContentFormErrors>({});
  const id = useId();
  const fieldId = (name: keyof ContentFormValues) => `${id}-${name}`;
  // Edit opens the form above the list: take the focus there so the admin sees what changed.
  const titleId = fieldId('title');
  useEffect(() => {
    if (editing) document.getElementById(titleId)?.focus();
  }, [editing, titleId]);
  const set = <F extends keyof ContentFormValues>(name: F, value: ContentFormValues[F]) =>
    setValues((v) => ({ ...v, [name]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateContentForm(values, shape);
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) return document.getElementById(fieldId(first))?.focus();
    onSubmit(values);
  };

  const aria = (name: keyof ContentFormValues, withHint = false) =>
    fieldAria(fieldId(name), errors[name], withHint);

  return (
    <form
      className="admin-form admin-content-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`}>{editing ? `Edit ${noun}` : `Create ${noun}`}</h3>
      <FormField id={fieldId('title')} label="Title" error={errors.title}>
        <input
          {...aria('title')}
          className="input"
          value={values.title}
          maxLength={200}
          onChange={(e) => set('title', e.target.value)}
        />
      </FormField>
      {shape.withSlug && (
        <FormField
          id={fieldId('slug')}
          label="Slug"
          hint={`The page is served at /pages/${values.slug.trim() || 'your-slug'}.`}
          error={errors.slug}
        >
          <input
            {...aria('slug', true)}
            className="input"
            value={values.slug}
            maxLength={100}
            spellCheck={false}
            autoCapitalize="none"
            onChange={(e) => set('slug', e.target.value)}
          />
        </FormField>
      )}
      <FormField
        id={fieldId('content')}
        label="Content (HTML)"
        hint="The server sanitises the HTML: scripts, event handlers and unsafe links are removed."
        error={errors.content}
      >
        <textarea
          {...aria('content', true)}
          className="input admin-textarea"
          rows={6}
          value={values.content}
          onChange={(e) => set('content', e.target.value)}
        />
      </FormField>
      {shape.positions && (
        <FormField id={fieldId('position')} label="Position" error={errors.position}>
          <select
            {...aria('position')}
            className="select"
            value={values.position}
            onChange={(e) => set('position', e.target.value)}
          >
            <option value="">Select a position…</option>
            {shape.positions.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </FormField>
      )}
      {shape.withLink && (
        <FormField
          id={fieldId('linkUrl')}
          label="Link URL (optional)"
          hint="An http(s) address or a path on this site."
        >
          <input
            {...aria('linkUrl', true)}
            className="input"
            type="url"
            inputMode="url"
            value={values.linkUrl}
            onChange={(e) => set('linkUrl', e.target.value)}
          />
        </FormField>
      )}
      <SwitchField checked={values.active} onChange={(on) => set('active', on)}>
        {activeLabel}
      </SwitchField>
      <FormError message={serverError} />
      <FormActions
        submitLabel={editing ? `Update ${noun}` : `Create ${noun}`}
        pending={pending}
        onCancel={editing ? onCancel : undefined}
        cancelLabel="Cancel edit"
      />
    </form>
  );
}
