import { useId, useRef, useState } from 'react';
import { BookChapterPicker } from '../../../components/book-chapter-picker';
import { readerPath } from '../../../lib/books';
import { useEscapeKey } from '../../../lib/use-escape-key';

/** The reader's "Books and chapters" button and the picker it opens below the toolbar; Esc closes it. */
export function ChapterPickerButton({
  book,
  chapter,
  search,
}: {
  book: number;
  chapter: number;
  search: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEscapeKey(open, () => {
    setOpen(false);
    button.current?.focus();
  });
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button picker-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        Books and chapters
      </button>
      {open && (
        <div id={panelId} className="card picker-panel">
          <BookChapterPicker
            current={{ book, chapter }}
            linkTo={(b, c) => `${readerPath(b.number, c)}${search}`}
            onChoose={() => setOpen(false)}
          />
        </div>
      )}
    </>
  );
}
