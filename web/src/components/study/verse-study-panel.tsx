import { HIGHLIGHT_COLOURS, type Bookmark, type Highlight, type Note } from '@strongs/contracts';
import { useEffect, useRef, useState, type ButtonHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import type { StudyAction } from '../../lib/study/use-study';
import { NoteMarkdown } from './note-markdown';
import './study.css';

interface VerseStudyPanelProps {
  reference: string;
  passage: { book: number; chapter: number; verse: number };
  highlight?: Highlight;
  notes: Note[];
  bookmark?: Bookmark;
  signedIn: boolean;
  run: (action: StudyAction) => Promise<unknown>;
  error?: Error | null;
}

function SmallButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" {...props} className={`button button-small ${props.className ?? ''}`} />;
}

/** Under the selected verse: its highlight colour, its notes (shown, edited, added) and its bookmark. */
export function VerseStudyPanel({
  reference,
  passage,
  highlight,
  notes,
  bookmark,
  signedIn,
  run,
  error,
}: VerseStudyPanelProps) {
  const [editing, setEditing] = useState<{ id?: number; text: string } | null>(null);
  const editor = useRef<HTMLTextAreaElement>(null);
  const isEditing = editing !== null;
  // The reader asked for the editor (Add note, Edit note): the caret goes there.
  useEffect(() => {
    if (isEditing) editor.current?.focus();
  }, [isEditing]);
  const saveNote = async () => {
    if (!editing || !editing.text.trim()) return;
    await (editing.id === undefined
      ? run({ type: 'create', kind: 'notes', input: { ...passage, body: editing.text } })
      : run({ type: 'update', kind: 'notes', id: editing.id, change: { body: editing.text } }));
    setEditing(null);
  };
  return (
    <span className="verse-study" role="group" aria-label={`Study ${reference}`}>
      <span className="verse-study-row" role="group" aria-label="Highlight">
        {HIGHLIGHT_COLOURS.map((colour) => (
          <button
            key={colour}
            type="button"
            className={`study-swatch study-hl-${colour}`}
            aria-label={`Highlight ${colour}`}
            aria-pressed={highlight?.colour === colour}
            onClick={() => void run({ type: 'create', kind: 'highlights', input: { ...passage, colour } })}
          />
        ))}
        {highlight && (
          <SmallButton onClick={() => void run({ type: 'delete', kind: 'highlights', id: highlight.id })}>
            No highlight
          </SmallButton>
        )}
        <SmallButton onClick={() => setEditing({ text: '' })} disabled={editing !== null}>
          Add note
        </SmallButton>
        {bookmark ? (
          <SmallButton
            aria-pressed="true"
            onClick={() => void run({ type: 'delete', kind: 'bookmarks', id: bookmark.id })}
          >
            Remove bookmark
          </SmallButton>
        ) : (
          <SmallButton
            onClick={() =>
              void run({ type: 'create', kind: 'bookmarks', input: { ...passage, label: reference } })
            }
          >
            Bookmark
          </SmallButton>
        )}
      </span>
      {notes.map((note) =>
        editing?.id === note.id ? null : (
          <span key={note.id} className="study-note" role="note" aria-label={`Note on ${reference}`}>
            <NoteMarkdown text={note.body} />
            <span className="verse-study-row">
              <SmallButton onClick={() => setEditing({ id: note.id, text: note.body })}>
                Edit note
              </SmallButton>
              <SmallButton onClick={() => void run({ type: 'delete', kind: 'notes', id: note.id })}>
                Delete note
              </SmallButton>
            </span>
          </span>
        ),
      )}
      {editing && (
        <span className="study-note-editor">
          <textarea
            className="input"
            aria-label={`Note on ${reference}`}
            value={editing.text}
            rows={4}
            ref={editor}
            onChange={(e) => setEditing({ ...editing, text: e.target.value })}
          />
          <span className="muted small">**bold**, *italic*, `code`, [link](https://…), “- ” for a list</span>
          <span className="verse-study-row">
            <SmallButton className="button-primary" onClick={() => void saveNote()}>
              Save note
            </SmallButton>
            <SmallButton onClick={() => setEditing(null)}>Cancel</SmallButton>
          </span>
        </span>
      )}
      {error && <span className="form-failure">{error.message}</span>}
      {!signedIn && (
        <span className="muted small">
          Kept in this browser. <Link to="/auth">Sign in</Link> to keep them on every device.
        </span>
      )}
    </span>
  );
}
