import { BookChapterPicker } from '../../../components/book-chapter-picker';
import { Page } from '../../../components/page';
import { readerPath } from '../../../lib/books';

/** `/bible`: choose a book, then a chapter, and read it. */
export function BibleIndexPage() {
  return (
    <Page title="Read the Bible">
      <h1>Read the Bible</h1>
      <p className="muted">Choose a book, then a chapter.</p>
      <div className="card">
        <BookChapterPicker linkTo={(b, c) => readerPath(b.number, c)} />
      </div>
    </Page>
  );
}

export default BibleIndexPage;
