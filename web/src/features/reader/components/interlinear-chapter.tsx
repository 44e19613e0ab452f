import type { InterlinearChapter as Chapter, InterlinearWord } from '@strongs/contracts';
import { useState } from 'react';
import { SharedVerseNote } from '../../../components/versification/shared-verse-note';
import { VariantBadge } from '../../../components/variant-badge';
import '../reader-interlinear.css';
import '../../../styles/original-fonts.css';

interface InterlinearChapterProps {
  chapter: Chapter;
  onEntry: (strongsNumber: string) => void;
}

/** One original word: the form, its transliteration, Strong's number, parsing (tap for the plain English) and the KJV words. */
function Word({ word, onEntry }: { word: InterlinearWord; onEntry: (n: string) => void }) {
  const [open, setOpen] = useState(false);
  const parsing = word.morphDescription ?? word.morph;
  return (
    <span className={`il-word${word.variant ? ` il-${word.variant}` : ''}`} data-testid="interlinear-word">
      <span className="il-text" title={parsing}>
        {word.text}
      </span>
      {word.variant && <VariantBadge variant={word.variant} />}
      <span className="il-translit" dir="ltr">
        {word.transliteration}
      </span>
      {word.strongsNumber ? (
        <button
          type="button"
          className="link il-strongs"
          dir="ltr"
          onClick={() => onEntry(word.strongsNumber!)}
          title={word.lemma ?? undefined}
        >
          {word.strongsNumber}
        </button>
      ) : (
        <span className="il-strongs muted">–</span>
      )}
      <button
        type="button"
        className="link il-morph"
        dir="ltr"
        aria-expanded={open}
        title={parsing}
        onClick={() => setOpen(!open)}
      >
        {word.morph || '–'}
      </button>
      {open && (
        <span className="il-parsing" dir="ltr" role="note">
          {parsing}
        </span>
      )}
      <span className="il-gloss" dir="ltr">
        {word.gloss ?? ''}
      </span>
    </span>
  );
}

const languageName = (language: string) => language.charAt(0).toUpperCase() + language.slice(1);

/** The reader's Interlinear view: each KJV verse with the original words under it, right to left for Hebrew. */
export function InterlinearChapter({ chapter, onEntry }: InterlinearChapterProps) {
  const rtl = chapter.direction === 'rtl';
  return (
    <div className="interlinear" data-testid="interlinear">
      <p className="muted small">
        {chapter.edition.toUpperCase()} · tap a parsing code for its meaning, a Strong&rsquo;s number for the
        dictionary entry
      </p>
      {chapter.verses.map((v) => (
        <section key={v.verse} className="il-verse" aria-label={v.reference}>
          <h3 className="il-ref">
            {v.verse}
            {v.originalReference !== v.reference && (
              <span className="muted small">
                {' '}
                ({chapter.edition.toUpperCase()} {v.originalReference})
              </span>
            )}
          </h3>
          <SharedVerseNote shared={v.sharedVerses} language={languageName(v.language)} />
          <div className={`il-words${rtl ? ' rtl' : ''}`} dir={v.direction} lang={rtl ? 'he' : 'grc'}>
            {v.words.map((w) => (
              <Word key={`${w.originalReference}-${w.position}`} word={w} onEntry={onEntry} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
