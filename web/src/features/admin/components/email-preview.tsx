import type { EmailTemplateName } from '@strongs/contracts';
import { Spinner } from '../../../components/ui';
import { useEmailPreview } from '../api/get-email-preview';
import { LoadError } from './load-error';

/**
 * A template as the server renders it for sending. The HTML runs in a sandbox with no permissions
 * (no scripts, no same origin), so nothing in a template can reach the admin page.
 */
export function EmailPreview({ name }: { name: EmailTemplateName }) {
  const preview = useEmailPreview(name);
  return (
    <figure className="admin-email-preview">
      <figcaption>
        <code>{name}</code>
        {preview.data && <span className="admin-email-subject">{preview.data.subject}</span>}
      </figcaption>
      {preview.isPending ? (
        <Spinner label={`Rendering ${name}…`} />
      ) : preview.isError ? (
        <LoadError
          message={`Preview unavailable: ${preview.error.message}`}
          onRetry={() => void preview.refetch()}
        />
      ) : (
        <iframe
          className="admin-email-frame"
          title={`Preview of ${name}: ${preview.data.subject}`}
          sandbox=""
          srcDoc={preview.data.html}
        />
      )}
    </figure>
  );
}
