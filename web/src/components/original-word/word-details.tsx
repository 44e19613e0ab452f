import type { InterlinearWord } from '@strongs/contracts';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { stripHebrewAccents } from '../../lib/hebrew-points';
import { VariantBadge } from '../variant-badge';

const HEBREW_LETTER = /[\u05D0-\u05EA]/;

/** lang and dir for a word in its own script (the Leningrad Codex's Hebrew and Aramaic, or Greek). */
export function scriptOf(text: string): { lang: 'he' | 'grc'; dir: 'rtl' | 'ltr' } {
  return HEBREW_LETTER.test(text) ? { lang: 'he', dir: 'rtl' } : { lang: 'grc', dir: 'ltr' };
}

interface WordDetailsProps {
  word: InterlinearWord;
  /** Opens the entry in place (the reader's dictionary dialog); without it the link goes to the entry page. */
  onEntry?: (strongsNumber: string) => void;
  /** Called when the reader follows the entry link, so the popover gets out of the way. */
  onLeave: () => void;
}

/** What the popover says about one original word: form, lemma, transliteration, Strong's number, the KJV's English and parsing. */
export function WordDetails({ word, onEntry, onLeave }: WordDetailsProps) {
  const script = scriptOf(word.text);
  const openEntry = (e: MouseEvent, strongsNumber: string) => {
    onLeave();
    const newTab = e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0;
    if (!onEntry || newTab) return;
    e.preventDefault();
    onEntry(strongsNumber);
  };
  return (
    <>
      {/* Without cantillation, which few fonts draw: the points are what a reader of the form needs. */}
      <span className="ow-form" lang={script.lang} dir={script.dir}>
        {stripHebrewAccents(word.text)}
      </span>
      {/* Spans, not a <dl>: the popover lives inside the verse's paragraph, which takes phrasing content only. */}
      <span className="ow-facts">
        <span className="ow-label">Lemma</span>
        <span lang={script.lang} dir={script.dir}>
          {word.lemma ?? '–'}
        </span>
        {word.variant && (
          <>
            <span className="ow-label">Reading</span>
            <span>
              <VariantBadge variant={word.variant} />{' '}
              {word.variant === 'qere'
                ? 'read, not written in the text'
                : 'written in the text, read otherwise'}
            </span>
          </>
        )}
        <span className="ow-label">Transliteration</span>
        <span>{word.transliteration || '–'}</span>
        <span className="ow-label">Strong&rsquo;s</span>
        <span>
          {word.strongsNumbers.length
            ? word.strongsNumbers.map((n, i) => (
                <span key={n}>
                  {i > 0 && ' + '}
                  <Link to={`/dictionary/${n}`} onClick={(e) => openEntry(e, n)}>
                    {n}
                  </Link>
                </span>
              ))
            : '–'}
        </span>
        <span className="ow-label">KJV</span>
        <span>{word.gloss ?? <span className="muted">none tagged</span>}</span>
        <span className="ow-label">Parsing</span>
        <span>
          {word.morphDescription ?? '–'}
          {word.morph && <span className="ow-code"> ({word.morph})</span>}
        </span>
      </span>
    </>
  );
}
