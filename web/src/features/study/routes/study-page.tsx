import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '../../../components/page';
import { NoteMarkdown } from '../../../components/study/note-markdown';
import { Spinner } from '../../../components/ui';
import { errorMessage } from '../../../lib/request';
import type { StudyItems } from '../../../lib/study/study-api';
import { useStudy } from '../../../lib/study/use-study';
import { ByBook } from '../components/by-book';
import { PassageLink, passageText } from '../components/passage-link';
import { StudyPlans } from '../components/study-plans';
import { StudyTransfer } from '../components/study-transfer';
import '../../../components/study/study.css';
import '../study.css';

const ALL = {};

/** A bookmark saved with its reference as its label (the reader's default) says nothing more than its link. */
const namesOnlyItsPassage = (b: StudyItems['bookmarks'][number]) =>
  b.label.trim().replace(/-/g, '–') === passageText(b);

/** /study: every note (searchable), highlight and bookmark of the reader, with export and import. */
export default function StudyPage() {
  const id = useId();
  const study = useStudy(ALL);
  const [search, setSearch] = useState('');
  const { highlights, notes, bookmarks } = study.items;
  const words = search.trim().toLowerCase();
  const found = words
    ? notes.filter((n) => `${passageText(n)} ${n.body}`.toLowerCase().includes(words))
    : notes;
  return (
    <Page title="My study" className="study-page">
      <h1>My study</h1>
      {study.signedIn ? (
        <StudyTransfer />
      ) : (
        <p className="card">
          Your highlights, notes and bookmarks are kept in this browser.{' '}
          <Link to="/auth" state={{ from: '/study' }}>
            Sign in or create an account
          </Link>{' '}
          to keep them on every device; they move to your account when you sign in.
        </p>
      )}
      {!study.ready && <Spinner label="Loading your study…" />}
      {study.signedIn && <StudyPlans />}
      {study.loadError && (
        <p className="form-failure">{errorMessage(study.loadError, 'Your study could not be loaded.')}</p>
      )}
      <section className="card" aria-labelledby={`${id}-notes`}>
        <h2 id={`${id}-notes`}>Notes ({notes.length})</h2>
        <label htmlFor={`${id}-search`} className="visually-hidden">
          Search your notes
        </label>
        <input
          id={`${id}-search`}
          className="input"
          type="search"
          placeholder="Search your notes"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {found.length === 0 && (
          <p className="muted">
            {words
              ? 'No note has these words.'
              : 'No notes yet: select a verse in the Bible reader to add one.'}
          </p>
        )}
        <ul className="study-list">
          {found.map((note) => (
            <li key={note.id} className="study-note">
              <PassageLink passage={note} />
              <NoteMarkdown text={note.body} />
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby={`${id}-highlights`}>
        <h2 id={`${id}-highlights`}>Highlights ({highlights.length})</h2>
        {highlights.length === 0 && <p className="muted">No highlights yet.</p>}
        <ByBook
          items={highlights}
          render={(h) => (
            <>
              <span className={`study-dot study-hl-${h.colour}`} role="img" aria-label={h.colour} />{' '}
              <PassageLink passage={h} />
            </>
          )}
        />
      </section>
      <section className="card" aria-labelledby={`${id}-bookmarks`}>
        <h2 id={`${id}-bookmarks`}>Bookmarks ({bookmarks.length})</h2>
        {bookmarks.length === 0 && <p className="muted">No bookmarks yet.</p>}
        <ByBook
          items={bookmarks}
          render={(b) => (
            <>
              <PassageLink passage={b} />
              {!namesOnlyItsPassage(b) && <> — {b.label}</>}
              {b.folder && <span className="muted"> ({b.folder})</span>}
            </>
          )}
        />
      </section>
    </Page>
  );
}
