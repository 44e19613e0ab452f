import { useState } from 'react';
import { Dialog } from '../dialog';
import { Spinner } from '../ui';
import { isOldTestament } from '../../lib/books';
import { useBibleVerse } from '../../lib/api/get-bible-verse';
import { useVersions, versionLabel } from '../../lib/api/get-versions';
import { useKjvNumbering } from '../../lib/api/get-kjv-numbering';
import { useRstneVerse } from '../../lib/api/get-rstne-verse';
import { stripHebrewAccents, stripHebrewPoints } from '../../lib/hebrew-points';
import { OriginalVerse } from './original-verse';
import { SwitchField } from '../switch-field';

interface ReconciliationDialogProps {
  open: boolean;
  onClose: () => void;
  book: number;
  bookName: string;
  chapter: number;
  verse: number;
  version: string;
}

/** Spec §5: he_modern for books below 40, else tr; an uninstalled Modern Hebrew slot falls back to the Leningrad Codex. */
function originalVersion(book: number, installed: (code: string) => boolean): string {
  if (!isOldTestament(book)) return 'tr';
  return installed('he_modern') ? 'he_modern' : 'wlc';
}

export function ReconciliationDialog({
  open,
  onClose,
  book,
  bookName,
  chapter: ownChapter,
  verse: ownVerse,
  version,
}: ReconciliationDialogProps) {
  const [threeColumns, setThreeColumns] = useState(false);
  const [points, setPoints] = useState(true);
  const versions = useVersions();
  const installed = (code: string) => versions.data?.some((v) => v.code === code && v.installed) ?? false;
  // A hit in a text numbered otherwise (WLC Isaiah 9:5) opens as the KJV verse it is (Isaiah 9:6).
  const scheme = versions.data?.find((v) => v.code === version)?.versification;
  const renumbered = scheme !== undefined && scheme !== 'kjv';
  const numbering = useKjvNumbering(book, ownChapter, ownVerse, version, open && renumbered);
  const asNumbered = { chapter: ownChapter, verse: ownVerse };
  const settled = versions.isSuccess || versions.isError;
  const kjv = renumbered
    ? (numbering.data?.kjv[0] ?? (numbering.isError ? asNumbered : undefined))
    : settled
      ? asNumbered
      : undefined;
  const chapter = kjv?.chapter ?? ownChapter;
  const verse = kjv?.verse ?? ownVerse;
  const ready = open && kjv !== undefined;
  const original = originalVersion(book, installed);
  const leftVersion = threeColumns ? 'kjv' : version;
  const left = useBibleVerse(book, chapter, verse, leftVersion, ready);
  // A partial Modern Hebrew import falls back per verse to the Leningrad Codex, and the column says so.
  const orig = useBibleVerse(
    book,
    chapter,
    verse,
    original,
    ready && threeColumns && versions.isSuccess,
    original === 'he_modern' ? 'wlc' : undefined,
  );
  const rstne = useRstneVerse(bookName, chapter, verse, ready);
  const rstneName =
    versions.data?.find((v) => v.code === 'rstne')?.kind === 'derived'
      ? 'Restored Names (derived from KJV)'
      : 'RSTNE';
  const hebrew = original !== 'tr';
  const showOriginal = (text: string) =>
    hebrew ? (points ? stripHebrewAccents(text) : stripHebrewPoints(text)) : text;

  return (
    <Dialog open={open} onClose={onClose} title={`Reconciliation: ${bookName} ${chapter}:${verse}`} size="xl">
      {renumbered && numbering.data && (ownChapter !== chapter || ownVerse !== verse) && (
        <p className="muted small">
          {numbering.data.reference} in the {versionLabel(version)} is the KJV&rsquo;s {bookName} {chapter}:
          {verse}.
        </p>
      )}
      <div className="dialog-toolbar">
        <SwitchField checked={threeColumns} onChange={setThreeColumns}>
          Show original language (three columns)
        </SwitchField>
        {threeColumns && hebrew && (
          <SwitchField checked={points} onChange={setPoints}>
            Vowel points
          </SwitchField>
        )}
      </div>
      <div className={`reconcile-columns cols-${threeColumns ? 3 : 2}`}>
        {threeColumns && (
          <section aria-label={versionLabel(original)}>
            <h3>{original === 'wlc' ? 'Hebrew (Westminster Leningrad Codex)' : versionLabel(original)}</h3>
            {orig.isPending ? (
              <Spinner />
            ) : orig.isError ? (
              <p className="missing">Verse not available in this translation</p>
            ) : (
              <OriginalVerse
                verse={orig.data}
                show={showOriginal}
                hebrew={hebrew}
                kjv={{ book, chapter, verse }}
              />
            )}
          </section>
        )}
        <section aria-label={leftVersion.toUpperCase()}>
          <h3>{leftVersion.toUpperCase()}</h3>
          {left.isPending ? (
            <Spinner />
          ) : left.isError || !left.data?.text.trim() ? (
            <p className="missing">Verse not available in this translation</p>
          ) : (
            <>
              {left.data.title && <p className="psalm-title">{left.data.title}</p>}
              <p>{left.data.text}</p>
            </>
          )}
        </section>
        <section aria-label={rstneName}>
          <h3>{rstneName}</h3>
          {rstne.isPending ? (
            <p role="status">Loading RSTNE verse...</p>
          ) : rstne.isError || !rstne.data?.text.trim() ? (
            <p className="missing">Verse not available in RSTNE</p>
          ) : (
            <>
              <p>{rstne.data.text}</p>
              <p className="muted small">{rstne.data.reference}</p>
            </>
          )}
        </section>
      </div>
    </Dialog>
  );
}
