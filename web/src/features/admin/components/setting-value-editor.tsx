import type { SettingEditor } from '../lib/setting-value';

interface SettingValueEditorProps {
  id: string;
  /** The accessible name of the control, e.g. the setting's label. */
  label: string;
  editor: SettingEditor;
  value: string;
  options: readonly string[] | null;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** One value's control, chosen by settingEditor(); booleans travel as the text 'true' or 'false'. */
export function SettingValueEditor({
  id,
  label,
  editor,
  value,
  options,
  onChange,
  invalid,
  describedBy,
}: SettingValueEditorProps) {
  const common = { id, 'aria-invalid': invalid ? true : undefined, 'aria-describedby': describedBy } as const;
  switch (editor) {
    case 'switch':
      return (
        <label className="check admin-switch">
          <input
            {...common}
            type="checkbox"
            role="switch"
            checked={value === 'true'}
            onChange={(e) => onChange(e.target.checked ? 'true' : 'false')}
            aria-label={label}
          />
          <span aria-hidden="true">{value === 'true' ? 'Enabled' : 'Disabled'}</span>
        </label>
      );
    case 'select':
      return (
        <select
          {...common}
          className="select"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-label={label}
        >
          {!options?.includes(value) && <option value={value}>{value || 'Choose…'}</option>}
          {options?.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
    case 'number':
      return (
        <input
          {...common}
          className="input admin-number"
          type="number"
          step="any"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-label={label}
        />
      );
    case 'textarea':
      return (
        <textarea
          {...common}
          className="input admin-textarea"
          rows={4}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-label={label}
        />
      );
    case 'secret':
      return (
        <input
          {...common}
          className="input"
          type="password"
          autoComplete="new-password"
          placeholder="Type a new value (empty keeps the stored one)"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-label={label}
        />
      );
    case 'text':
      return (
        <input
          {...common}
          className="input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-label={label}
        />
      );
  }
}
