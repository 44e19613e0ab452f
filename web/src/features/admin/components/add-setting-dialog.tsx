import { SETTING_DATA_TYPES, type SettingDataType } from '@strongs/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from '../../../components/dialog';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/request';
import { useCreateSetting } from '../api/create-setting';
import { checkSettingValue, settingEditor } from '../lib/setting-value';
import { FormActions } from './form-actions';
import { FormError, FormField, fieldAria } from './form-field';
import { SettingValueEditor } from './setting-value-editor';

/** As the admin service's CreateSettingDto. */
export const SETTING_KEY_PATTERN = /^[a-z][a-z0-9_.]{1,63}$/;
export const SETTING_KEY_RULE =
  'Key must start with a letter and use lower-case letters, digits, _ and . (2 to 64 characters)';
const CATEGORY_PATTERN = /^[A-Za-z0-9 _-]{1,40}$/;
const CATEGORY_RULE = 'Category must be 1 to 40 letters, digits, spaces, _ or -';

interface Draft {
  key: string;
  label: string;
  category: string;
  dataType: SettingDataType;
  value: string;
  options: string;
  description: string;
  defaultValue: string;
  isProtected: boolean;
}
type DraftErrors = Partial<Record<keyof Draft, string>>;

const optionList = (text: string) =>
  text
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

function validate(d: Draft): DraftErrors {
  const errors: DraftErrors = {};
  const key = d.key.trim();
  if (!key) errors.key = 'Key is required';
  else if (!SETTING_KEY_PATTERN.test(key)) errors.key = SETTING_KEY_RULE;
  if (!d.label.trim()) errors.label = 'Label is required';
  const category = d.category.trim();
  if (!category) errors.category = 'Category is required';
  else if (!CATEGORY_PATTERN.test(category)) errors.category = CATEGORY_RULE;
  const options = d.dataType === 'string' ? optionList(d.options) : [];
  const label = d.label.trim() || 'Value';
  if (d.dataType !== 'boolean' && d.value.trim() === '') errors.value = 'Value is required';
  else {
    const problem = checkSettingValue(label, d.dataType, d.value, options);
    if (problem) errors.value = problem;
  }
  if (d.defaultValue !== '') {
    const problem = checkSettingValue(`${label} (default)`, d.dataType, d.defaultValue, options);
    if (problem) errors.defaultValue = problem;
  }
  return errors;
}

const FIELD_ORDER: (keyof Draft)[] = ['key', 'label', 'category', 'value', 'defaultValue'];

interface AddSettingDialogProps {
  open: boolean;
  defaultCategory: string;
  onClose: () => void;
  onCreated: (category: string) => void;
}

/** Add Setting (spec §5): key, label, value, category and data type required; type string, flags off by default. */
export function AddSettingDialog({ open, defaultCategory, onClose, onCreated }: AddSettingDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Add Setting" size="lg">
      {open && <AddSettingForm defaultCategory={defaultCategory} onClose={onClose} onCreated={onCreated} />}
    </Dialog>
  );
}

function AddSettingForm({ defaultCategory, onClose, onCreated }: Omit<AddSettingDialogProps, 'open'>) {
  const [draft, setDraft] = useState<Draft>({
    key: '',
    label: '',
    category: defaultCategory,
    dataType: 'string',
    value: '',
    options: '',
    description: '',
    defaultValue: '',
    isProtected: false,
  });
  const [errors, setErrors] = useState<DraftErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateSetting();
  const toast = useToast();
  const id = useId();
  const fieldId = (name: keyof Draft) => `${id}-${name}`;
  const set = <F extends keyof Draft>(name: F, value: Draft[F]) => setDraft((d) => ({ ...d, [name]: value }));
  const options = draft.dataType === 'string' ? optionList(draft.options) : [];
  const editor = settingEditor({
    dataType: draft.dataType,
    options,
    value: draft.value,
    isProtected: draft.isProtected,
  });

  const changeType = (dataType: SettingDataType) =>
    setDraft((d) => ({ ...d, dataType, value: dataType === 'boolean' ? 'false' : '', defaultValue: '' }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(draft);
    setErrors(found);
    setServerError(null);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) return document.getElementById(fieldId(first))?.focus();
    const category = draft.category.trim();
    create
      .mutateAsync({
        key: draft.key.trim(),
        label: draft.label.trim(),
        value: draft.value,
        category,
        dataType: draft.dataType,
        description: draft.description.trim() || undefined,
        defaultValue: draft.defaultValue === '' ? undefined : draft.defaultValue,
        options: options.length ? options : undefined,
        isProtected: draft.isProtected,
        // The site's own settings are the system ones; one added here stays deletable.
        isSystem: false,
      })
      .then(
        (created) => {
          toast({ title: 'Setting created', description: created.label, variant: 'success' });
          onCreated(created.category);
        },
        (err: unknown) => {
          const message = errorMessage(err, 'Creation failed');
          setServerError(message);
          toast({ title: 'Creation failed', description: message, variant: 'error' });
        },
      );
  };

  const field = (name: keyof Draft, label: string, control: ReactNode, hint?: string) => (
    <FormField id={fieldId(name)} label={label} hint={hint} error={errors[name]}>
      {control}
    </FormField>
  );
  const aria = (name: keyof Draft, withHint = false) => fieldAria(fieldId(name), errors[name], withHint);
  const text = (name: 'key' | 'label' | 'category' | 'description' | 'options', hint = false) => (
    <input
      {...aria(name, hint)}
      className="input"
      value={draft[name]}
      onChange={(e) => set(name, e.target.value)}
      spellCheck={name === 'label' || name === 'description'}
    />
  );

  return (
    <form className="admin-form admin-dialog-form" onSubmit={submit} noValidate>
      {field(
        'key',
        'Key',
        text('key', true),
        'Lower-case letters, digits, _ and ., starting with a letter; e.g. homepage.banner_text.',
      )}
      {field('label', 'Label', text('label'))}
      {field('category', 'Category', text('category'))}
      {field(
        'dataType',
        'Data type',
        <select
          {...aria('dataType')}
          className="select"
          value={draft.dataType}
          onChange={(e) => changeType(e.target.value as SettingDataType)}
        >
          {SETTING_DATA_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>,
      )}
      {draft.dataType === 'string' &&
        field(
          'options',
          'Options (optional, comma-separated)',
          text('options', true),
          'When given, the value must be one of them.',
        )}
      {field(
        'value',
        'Value',
        <SettingValueEditor
          id={fieldId('value')}
          label="Value"
          editor={editor}
          value={draft.value}
          options={options}
          onChange={(v) => set('value', v)}
          invalid={Boolean(errors.value)}
          describedBy={errors.value ? `${fieldId('value')}-error` : undefined}
        />,
      )}
      {field('description', 'Description (optional)', text('description'))}
      {draft.dataType !== 'boolean' &&
        field(
          'defaultValue',
          'Default value (optional)',
          <input
            {...aria('defaultValue')}
            className="input"
            value={draft.defaultValue}
            onChange={(e) => set('defaultValue', e.target.value)}
          />,
        )}
      <label className="check">
        <input
          type="checkbox"
          checked={draft.isProtected}
          onChange={(e) => set('isProtected', e.target.checked)}
        />
        Protected (the value is masked in every listing)
      </label>
      <FormError message={serverError} />
      <FormActions
        submitLabel="Create Setting"
        pending={create.isPending}
        pendingLabel="Creating…"
        onCancel={onClose}
      />
    </form>
  );
}
