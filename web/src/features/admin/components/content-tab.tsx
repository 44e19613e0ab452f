import { useState, type ReactNode } from 'react';
import { Pagination } from '../../../components/pagination';
import { useToast } from '../../../components/toast/toast-context';
import { Spinner } from '../../../components/ui';
import { errorMessage } from '../../../lib/request';
import type { ContentItems, ContentKind } from '../api/content-kinds';
import { useDeleteContentItem } from '../api/delete-content-item';
import { useContentItems } from '../api/get-content-items';
import { useSaveContentItem, type ContentInput } from '../api/save-content-item';
import { EMPTY_CONTENT_FORM, type ContentFormShape, type ContentFormValues } from '../lib/content-form';
import { formatDate } from '../lib/format';
import { pageOf, totalPages } from '../lib/paginate';
import { ConfirmDialog } from './confirm-dialog';
import { ContentForm } from './content-form';
import { LoadError } from './load-error';

export interface ContentColumn<K extends ContentKind> {
  header: string;
  cell: (item: ContentItems[K]) => ReactNode;
}

export interface ContentTabConfig<K extends ContentKind> {
  kind: K;
  title: string;
  /** Lower-case singular, e.g. 'advertisement'. */
  noun: string;
  intro: string;
  emptyText: string;
  activeLabel: string;
  shape: ContentFormShape;
  columns: ContentColumn<K>[];
  toInput: (values: ContentFormValues) => ContentInput<K>;
  toValues: (item: ContentItems[K]) => ContentFormValues;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One content kind: the create/edit form, then the saved items ten to a page, each with Edit and Delete. */
export function ContentTab<K extends ContentKind>({ config }: { config: ContentTabConfig<K> }) {
  const { kind, title, noun } = config;
  const items = useContentItems(kind);
  const save = useSaveContentItem(kind);
  const remove = useDeleteContentItem(kind);
  const toast = useToast();
  const [editing, setEditing] = useState<ContentItems[K] | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<ContentItems[K] | null>(null);
  const headingId = `${kind}-title`;

  const resetForm = (item: ContentItems[K] | null) => {
    setEditing(item);
    setServerError(null);
    setFormKey((k) => k + 1);
  };

  const submit = (values: ContentFormValues) => {
    setServerError(null);
    save.mutateAsync({ input: config.toInput(values), id: editing?.id }).then(
      () => {
        toast({
          title: editing ? `${capitalised(noun)} updated` : `${capitalised(noun)} created`,
          description: values.title.trim(),
          variant: 'success',
        });
        resetForm(null);
      },
      (error: unknown) => {
        const message = errorMessage(error, 'The server did not save it');
        setServerError(message);
        toast({
          title: editing ? 'Update failed' : 'Creation failed',
          description: message,
          variant: 'error',
        });
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutateAsync(deleting.id).then(
      () => {
        toast({ title: `${capitalised(noun)} deleted`, description: deleting.title, variant: 'success' });
        if (editing?.id === deleting.id) resetForm(null);
        setDeleting(null);
      },
      (error: unknown) => {
        toast({
          title: 'Deletion failed',
          description: errorMessage(error, 'Deletion failed'),
          variant: 'error',
        });
        setDeleting(null);
      },
    );
  };

  const shown = items.data ? pageOf(items.data, page) : null;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className="muted">{config.intro}</p>
      <ContentForm
        key={formKey}
        noun={noun}
        activeLabel={config.activeLabel}
        initial={editing ? config.toValues(editing) : EMPTY_CONTENT_FORM}
        editing={editing !== null}
        pending={save.isPending}
        serverError={serverError}
        onSubmit={submit}
        onCancel={() => resetForm(null)}
        {...config.shape}
      />
      <h3>Saved {title.toLowerCase()}</h3>
      {items.isPending ? (
        <Spinner label={`Loading ${title.toLowerCase()}…`} />
      ) : items.isError ? (
        <LoadError
          message={`Failed to load ${title.toLowerCase()}: ${items.error.message}`}
          onRetry={() => void items.refetch()}
        />
      ) : !shown || shown.items.length === 0 ? (
        <p className="admin-empty">{config.emptyText}</p>
      ) : (
        <>
          <div className="table-wrap">
            <table className="table admin-stack">
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  {config.columns.map((c) => (
                    <th key={c.header} scope="col">
                      {c.header}
                    </th>
                  ))}
                  <th scope="col">{config.activeLabel}</th>
                  <th scope="col">Updated</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {shown.items.map((item) => (
                  <tr key={item.id}>
                    <td>{item.title}</td>
                    {config.columns.map((c) => (
                      <td key={c.header}>{c.cell(item)}</td>
                    ))}
                    <td>{item.active ? 'Yes' : 'No'}</td>
                    <td>{formatDate(item.updatedAt)}</td>
                    <td>
                      <div className="actions">
                        <button
                          type="button"
                          className="button button-small"
                          onClick={() => resetForm(item)}
                          aria-label={`Edit ${item.title}`}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className="button button-small button-danger"
                          onClick={() => setDeleting(item)}
                          aria-label={`Delete ${item.title}`}
                        >
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={shown.page}
            totalPages={totalPages(items.data.length)}
            onChange={setPage}
            label={`${title} pages`}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${noun}`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>Are you sure you want to delete “{deleting?.title}”? This action cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
