import type { AdminVersion } from '@strongs/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/request';
import { useUpdateVersion } from '../api/update-version';
import { FormError, FormField } from './form-field';
import { VersionCreditFields } from './version-credit-fields';

const VERSIFICATIONS = ['kjv', 'nrsv', 'mt'] as const;

/** Edits what the version list and /about say of a slot: name, source, licence, credit, versification. */
export function VersionDetailsDialog({ version, onClose }: { version: AdminVersion; onClose: () => void }) {
  const [draft, setDraft] = useState({
    name: version.name,
    source: version.source,
    licence: version.licence,
    credit: version.credit ?? '',
    versification: version.versification,
  });
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateVersion();
  const toast = useToast();
  const ids = { credit: useId(), versification: useId() };
  const set = (key: keyof typeof draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.name.trim() || !draft.source.trim() || !draft.licence.trim())
      return setError('Name, source and licence are required');
    setError(null);
    update.mutateAsync({ code: version.code, ...draft, credit: draft.credit.trim() || null }).then(
      (result) => {
        toast({ title: 'Details saved', description: result.message, variant: 'success' });
        onClose();
      },
      (err: unknown) => setError(errorMessage(err, 'Failed to save the details')),
    );
  };

  return (
    <Dialog open onClose={onClose} title={`Details of ${version.code}`}>
      <form className="admin-form admin-dialog-form" onSubmit={submit} noValidate>
        <VersionCreditFields value={draft} onChange={(change) => setDraft((d) => ({ ...d, ...change }))} />
        <FormField id={ids.credit} label="Credit line (optional)">
          <input
            id={ids.credit}
            className="input"
            value={draft.credit}
            onChange={(e) => set('credit')(e.target.value)}
          />
        </FormField>
        <FormField id={ids.versification} label="Versification">
          <select
            id={ids.versification}
            className="select"
            value={draft.versification}
            onChange={(e) => set('versification')(e.target.value)}
          >
            {VERSIFICATIONS.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </FormField>
        <FormError message={error} />
        <div className="actions admin-dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save details'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
