import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/request';
import { useDeleteUploadedFile } from '../api/delete-uploaded-file';
import type { AvailableFile } from '../api/types';
import { ConfirmDialog } from './confirm-dialog';

/** Delete beside an available file, after a confirmation: any upload format, as the server stores it. */
export function DeleteUploadedFile({ file }: { file: AvailableFile }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteUploadedFile();
  const toast = useToast();
  const label = file.originalName ?? file.name;
  const confirm = () =>
    remove.mutateAsync(file.name).then(
      (result) => {
        setAsking(false);
        toast({
          title: 'File deleted',
          description: result?.message ?? `Deleted ${label}`,
          variant: 'success',
        });
      },
      (error: unknown) => {
        setAsking(false);
        toast({
          title: 'Delete failed',
          description: errorMessage(error, `${label} could not be deleted`),
          variant: 'error',
        });
      },
    );
  return (
    <>
      <button
        type="button"
        className="button button-small button-danger"
        aria-label={`Delete ${label}`}
        onClick={() => setAsking(true)}
      >
        Delete
      </button>
      <ConfirmDialog
        open={asking}
        title="Delete uploaded file"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>
          Delete <strong>{label}</strong> ({file.version})? This action cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
