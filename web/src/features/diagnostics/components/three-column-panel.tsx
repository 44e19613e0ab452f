import { useEffect } from 'react';
import { Spinner } from '../../../components/ui';
import { useBibleVerse } from '../../../lib/api/get-bible-verse';
import { useRstneVerse } from '../../../lib/api/get-rstne-verse';
import { stripHebrewAccents } from '../../../lib/hebrew-points';
import { OriginalVerse } from '../../../components/reconciliation/original-verse';
import { useVersions } from '../../../lib/api/get-versions';
import type { TestVerse } from './verse-buttons';

interface ThreeColumnPanelProps {
  verse: TestVerse;
  onOpenDialog: () => void;
}

/** The three columns of the reconciliation dialog (original Hebrew, KJV, RSTNE) for a live verse. */
export function ThreeColumnPanel({ verse, onOpenDialog }: ThreeColumnPanelProps) {
  const versions = useVersions();
  const original = versions.data?.some((v) => v.code === 'he_modern' && v.installed) ? 'he_modern' : 'wlc';
  const hebrew = useBibleVerse(
    verse.book,
    verse.chapter,
    verse.verse,
    original,
    versions.isSuccess,
    original === 'he_modern' ? 'wlc' : undefined,
  );
  const kjv = useBibleVerse(verse.book, verse.chapter, verse.verse, 'kjv');
  const rstne = useRstneVerse(verse.bookName, verse.chapter, verse.verse);
  // Spec §8: 'RSTNE verse not found' is logged and the text stays empty.
  useEffect(() => {
    if (rstne.isError) console.warn(`RSTNE verse not found: ${verse.reference}`);
  }, [rstne.isError, verse.reference]);

  return (
    <div className="dx-panel">
      <div className="reconcile-columns cols-3">
        <section aria-label="Original language">
          <h3>{original === 'wlc' ? 'Hebrew (Westminster Leningrad Codex)' : 'Modern Hebrew Bible'}</h3>
          {hebrew.isPending ? (
            <Spinner />
          ) : hebrew.isError ? (
            <p className="error-text">Failed to load verse data</p>
          ) : (
            <OriginalVerse verse={hebrew.data} show={stripHebrewAccents} hebrew kjv={verse} />
          )}
        </section>
        <section aria-label="KJV">
          <h3>KJV</h3>
          {kjv.isPending ? (
            <Spinner />
          ) : kjv.isError ? (
            <p className="error-text">Failed to load verse data</p>
          ) : (
            <p>{kjv.data.text}</p>
          )}
        </section>
        <section aria-label="RSTNE">
          <h3>RSTNE</h3>
          {rstne.isPending ? (
            <p role="status">Loading RSTNE verse...</p>
          ) : rstne.isError ? null : (
            <>
              <p>{rstne.data.text}</p>
              <p className="muted small">{rstne.data.reference}</p>
            </>
          )}
        </section>
      </div>
      <p className="actions">
        <button type="button" className="button" onClick={onOpenDialog}>
          Open the reconciliation dialog
        </button>
      </p>
    </div>
  );
}
