import type { StudyExport } from '@strongs/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/request';
import { PLANS_KEY } from '../../../lib/plans/plans-api';
import { exportStudy, importStudy, STUDY_KEY, STUDY_MARKDOWN_EXPORT } from '../../../lib/study/study-api';

function download(data: StudyExport): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `my-study-${new Date().toISOString().slice(0, 10)}.json`;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * Export as JSON, and import such a file: what the account already has is not added twice. The Markdown
 * file, to read, is the server's download (its Content-Disposition names it).
 */
export function StudyTransfer() {
  const id = useId();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const onExport = async () => {
    try {
      download(await exportStudy());
    } catch (error) {
      setStatus({ ok: false, text: errorMessage(error, 'The export failed.') });
    }
  };
  const onImport = async (file: File | undefined) => {
    if (!file) return;
    try {
      const result = await importStudy(JSON.parse(await file.text()) as StudyExport);
      const { added, existing } = result;
      setStatus({
        ok: true,
        text: `Imported ${added.highlights} highlights, ${added.notes} notes, ${added.bookmarks} bookmarks and ${
          added.plans
        } reading plans; ${
          existing.highlights + existing.notes + existing.bookmarks + existing.plans
        } were already here.`,
      });
      await queryClient.invalidateQueries({ queryKey: STUDY_KEY });
      await queryClient.invalidateQueries({ queryKey: PLANS_KEY });
    } catch (error) {
      setStatus({
        ok: false,
        text:
          error instanceof SyntaxError ? 'That file is not JSON.' : errorMessage(error, 'The import failed.'),
      });
    }
  };
  return (
    <div className="actions study-transfer">
      <button type="button" className="button" onClick={() => void onExport()}>
        Export (JSON)
      </button>
      <a className="button" href={STUDY_MARKDOWN_EXPORT} download>
        Download as Markdown
      </a>
      <label className="button" htmlFor={`${id}-import`}>
        Import JSON…
      </label>
      <input
        id={`${id}-import`}
        className="visually-hidden"
        type="file"
        accept="application/json,.json"
        onChange={(e) => void onImport(e.target.files?.[0])}
      />
      {status && (
        <p role="status" className={status.ok ? 'muted' : 'form-failure'}>
          {status.text}
        </p>
      )}
    </div>
  );
}
