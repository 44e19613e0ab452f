import { useId } from 'react';
import { FormField } from './form-field';

export interface VersionCredit {
  name: string;
  source: string;
  licence: string;
}

/** What visitors read of a text in the version list and on /about: its name, source and licence. */
export function VersionCreditFields({
  value,
  onChange,
}: {
  value: VersionCredit;
  onChange: (change: Partial<VersionCredit>) => void;
}) {
  const ids = { name: useId(), source: useId(), licence: useId() };
  return (
    <>
      <FormField id={ids.name} label="Name">
        <input
          id={ids.name}
          className="input"
          value={value.name}
          onChange={(e) => onChange({ name: e.target.value })}
          data-autofocus
        />
      </FormField>
      <FormField id={ids.source} label="Source">
        <input
          id={ids.source}
          className="input"
          value={value.source}
          onChange={(e) => onChange({ source: e.target.value })}
        />
      </FormField>
      <FormField
        id={ids.licence}
        label="Licence"
        hint="Shown in the version list and on /about, as the licence requires."
      >
        <textarea
          id={ids.licence}
          className="admin-textarea"
          value={value.licence}
          onChange={(e) => onChange({ licence: e.target.value })}
        />
      </FormField>
    </>
  );
}
