import { checkSettingRule, type SystemSetting } from '@strongs/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/request';
import { useDeleteSetting } from '../api/delete-setting';
import { useUpdateSetting } from '../api/update-setting';
import { formatDate } from '../lib/format';
import {
  checkSettingValue,
  displaySettingValue,
  initialDraft,
  LONG_STRING_LENGTH,
  settingEditor,
} from '../lib/setting-value';
import { ConfirmDialog } from './confirm-dialog';
import { FormActions } from './form-actions';
import { FormError } from './form-field';
import { SettingValueEditor } from './setting-value-editor';

/** Spec §5: the exact question asked before a setting is deleted. */
export const DELETE_SETTING_QUESTION =
  'Are you sure you want to delete this setting? This action cannot be undone.';

/** One setting as an accordion item: the value shown, edited inline (save or cancel), deleted after a question. */
export function SettingItem({ setting }: { setting: SystemSetting }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateSetting();
  const remove = useDeleteSetting();
  const toast = useToast();
  const id = useId();
  const editor = settingEditor(setting);
  const editing = draft !== null;

  const startEdit = () => {
    setError(null);
    setDraft(initialDraft(setting));
  };
  const cancel = () => {
    setError(null);
    setDraft(null);
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (draft === null) return;
    // A protected value saved without typing a new one stays as it is (the server keeps it too).
    if (setting.isProtected && draft === '') {
      setDraft(null);
      return toast({
        title: 'Setting unchanged',
        description: `${setting.label}: no new value typed, the stored one is kept`,
        variant: 'success',
      });
    }
    const problem =
      checkSettingValue(setting.label, setting.dataType, draft, setting.options) ??
      checkSettingRule(setting.key, setting.label, draft);
    if (problem) return setError(problem);
    setError(null);
    update.mutateAsync({ key: setting.key, value: draft }).then(
      () => {
        setDraft(null);
        toast({ title: 'Setting updated', description: setting.label, variant: 'success' });
      },
      (err: unknown) => {
        const message = errorMessage(err, 'Update failed');
        setError(message);
        toast({ title: 'Update failed', description: message, variant: 'error' });
      },
    );
  };

  const confirmDelete = () =>
    remove.mutateAsync(setting.key).then(
      () => {
        setConfirming(false);
        toast({ title: 'Setting deleted', description: setting.label, variant: 'success' });
      },
      (err: unknown) => {
        setConfirming(false);
        toast({
          title: 'Deletion failed',
          description: errorMessage(err, 'Deletion failed'),
          variant: 'error',
        });
      },
    );

  return (
    <li className="admin-accordion-item">
      <h3 className="admin-accordion-heading">
        <button
          type="button"
          className="admin-accordion-trigger"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          id={`${id}-trigger`}
          onClick={() => setOpen(!open)}
        >
          <span className="admin-accordion-label">{setting.label}</span>
          <code className="admin-setting-key">{setting.key}</code>
          {setting.isSystem && <span className="admin-status admin-status-info">system</span>}
          {setting.isProtected && <span className="admin-status admin-status-warning">protected</span>}
        </button>
      </h3>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-trigger`}
        className="admin-accordion-panel"
        hidden={!open}
      >
        {setting.description && <p className="muted">{setting.description}</p>}
        {editing ? (
          <form className="admin-inline-form" onSubmit={save} noValidate aria-label={`Edit ${setting.label}`}>
            <SettingValueEditor
              id={`${id}-value`}
              label={setting.label}
              editor={editor}
              value={draft}
              options={setting.options}
              onChange={setDraft}
              invalid={error !== null}
              describedBy={error ? `${id}-error` : undefined}
            />
            <FormError id={`${id}-error`} message={error} />
            <FormActions submitLabel="Save" pending={update.isPending} onCancel={cancel} small />
          </form>
        ) : (
          <>
            <dl className="admin-setting-facts">
              <dt>Value</dt>
              <dd
                className={
                  setting.dataType === 'json' || setting.value.length > LONG_STRING_LENGTH
                    ? 'admin-preformatted'
                    : undefined
                }
              >
                {displaySettingValue(setting) || <span className="muted">(empty)</span>}
              </dd>
              {setting.defaultValue !== null && (
                <>
                  <dt>Default</dt>
                  <dd>{displaySettingValue({ ...setting, value: setting.defaultValue })}</dd>
                </>
              )}
              <dt>Type</dt>
              <dd>{setting.dataType}</dd>
              <dt>Updated</dt>
              <dd>{formatDate(setting.updatedAt)}</dd>
            </dl>
            <div className="actions">
              <button
                type="button"
                className="button button-small"
                onClick={startEdit}
                aria-label={`Edit ${setting.label}`}
              >
                Edit
              </button>
              {!setting.isSystem && (
                <button
                  type="button"
                  className="button button-small button-danger"
                  onClick={() => setConfirming(true)}
                  aria-label={`Delete ${setting.label}`}
                >
                  Delete
                </button>
              )}
            </div>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete setting"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        <p>{DELETE_SETTING_QUESTION}</p>
        <p className="muted">
          {setting.label} (<code>{setting.key}</code>)
        </p>
      </ConfirmDialog>
    </li>
  );
}
