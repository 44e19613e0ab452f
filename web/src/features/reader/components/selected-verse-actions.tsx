import type { ChapterVerse } from '@strongs/contracts';
import { CopyShareButtons } from '../../../components/copy-share-buttons';
import { verseClipboardText, versePermalink } from '../../../lib/verse-clipboard';

interface SelectedVerseActionsProps {
  verse: ChapterVerse;
  version: string;
  /** The reader's address of the verse (its own numbering), without the version. */
  path: string;
}

/** COPY and SHARE for the verse selected in the reader, as a result card has them: the link opens this verse. */
export function SelectedVerseActions({ verse, version, path }: SelectedVerseActionsProps) {
  return (
    <div className="verse-actions">
      <CopyShareButtons
        label={verse.reference}
        text={() => verseClipboardText(verse.reference, verse.text, version)}
        url={() => versePermalink(path, version)}
      />
    </div>
  );
}
