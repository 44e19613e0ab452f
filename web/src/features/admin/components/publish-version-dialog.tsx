import type { AdminVersion } from '@strongs/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/request';
import { useChangePublication } from '../api/publish-version';
import { FormError, FormField } from './form-field';
import { VersionCreditFields } from './version-credit-fields';

/**
 * Publishing an installed text: what visitors will read of it (name, source, licence, coverage) is recorded
 * first; the server refuses a licence still "not yet recorded".
 */
export function PublishVersionDialog({ version, onClose }: { version: AdminVersion; onClose: () => void }) {
  const [draft, setDraft] = useState({
    name: version.name,
    source: version.source,
    licence: version.licence,
    coverage: version.coverage ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const publish = useChangePublication();
  const toast = useToast();
  const coverageId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.name.trim() || !draft.source.trim() || !draft.licence.trim())
      return setError('Name, source and licence are required');
    setError(null);
    publish.mutateAsync({ code: version.code, action: 'publish', ...draft }).then(
      (result) => {
        toast({ title: 'Published', description: result.message, variant: 'success' });
        onClose();
      },
      (err: unknown) => setError(errorMessage(err, 'Failed to publish')),
    );
  };

  return (
    <Dialog open onClose={onClose} title={`Publish ${version.code}`}>
      <form className="admin-form admin-dialog-form" onSubmit={submit} noValidate>
        <p className="small">
          Visitors will see this text in every version menu and on /about, as written here.
        </p>
        <VersionCreditFields value={draft} onChange={(change) => setDraft((d) => ({ ...d, ...change }))} />
        <FormField
          id={coverageId}
          label="Coverage"
          hint="What part of the Bible it holds; empty for a whole Bible."
        >
          <input
            id={coverageId}
            className="input"
            value={draft.coverage}
            onChange={(e) => setDraft((d) => ({ ...d, coverage: e.target.value }))}
          />
        </FormField>
        <FormError message={error} />
        <div className="actions admin-dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={publish.isPending}>
            {publish.isPending ? 'Publishing…' : 'Publish'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
