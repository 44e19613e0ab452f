import { useCallback, useState } from 'react';
import { ReconciliationDialog } from '../reconciliation/reconciliation-dialog';
import { EntryDialog } from './entry-dialog';
import { LexiconDialog } from './lexicon-dialog';
import { VerseAnalysisDialog } from './verse-analysis-dialog';

export interface DialogVerse {
  book: number;
  bookName: string;
  chapter: number;
  verse: number;
  reference: string;
}

/** One place for the verse dialogs of a screen: analysis, reconciliation, entry and lexicon. */
export function useStrongsDialogs(version: string) {
  const [analysis, setAnalysis] = useState<DialogVerse | null>(null);
  const [parallel, setParallel] = useState<DialogVerse | null>(null);
  const [entry, setEntry] = useState<string | null>(null);
  const [lexicon, setLexicon] = useState<string | null>(null);

  const openLexicon = useCallback((n: string) => {
    setEntry(null);
    setLexicon(n);
  }, []);

  const dialogs = (
    <>
      {analysis && (
        <VerseAnalysisDialog
          open
          onClose={() => setAnalysis(null)}
          {...analysis}
          onEntry={(n) => {
            setAnalysis(null);
            setEntry(n);
          }}
        />
      )}
      {parallel && (
        <ReconciliationDialog open onClose={() => setParallel(null)} {...parallel} version={version} />
      )}
      <EntryDialog strongsNumber={entry} onClose={() => setEntry(null)} onLexicon={openLexicon} />
      <LexiconDialog strongsNumber={lexicon} onClose={() => setLexicon(null)} />
    </>
  );
  return { openAnalysis: setAnalysis, openParallel: setParallel, openEntry: setEntry, dialogs };
}
