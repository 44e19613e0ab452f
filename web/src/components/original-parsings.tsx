import type { InterlinearWord } from '@strongs/contracts';
import { stripHebrewAccents } from '../lib/hebrew-points';
import '../styles/original-fonts.css';

interface OriginalParsingsProps {
  /** The original occurrences behind one English word (see originalWordsByRow). */
  words: InterlinearWord[];
  language: 'hebrew' | 'aramaic' | 'greek';
}

/** A verse analysis cell: each original form of the word with its parsing in plain English. */
export function OriginalParsings({ words, language }: OriginalParsingsProps) {
  const greek = language === 'greek';
  // The KJV is tagged with Strong's form numbers (G2258 ἦν) where the Greek files name the lemma (G1510 εἰμί).
  if (!words.length)
    return <span className="muted small">No {greek ? 'Greek' : 'Hebrew'} word with this number</span>;
  return (
    <ul className="original-parsings">
      {words.map((w) => (
        <li key={`${w.originalReference}-${w.position}`}>
          <span
            className={`original-form${greek ? '' : ' hebrew'}`}
            lang={greek ? 'grc' : 'he'}
            dir={greek ? 'ltr' : 'rtl'}
          >
            {stripHebrewAccents(w.text)}
          </span>{' '}
          <span className="parsing">{w.morphDescription ?? w.morph}</span>
        </li>
      ))}
    </ul>
  );
}

/** The verse analysis table's "Original" cell: the parsings once the interlinear is in, a placeholder before. */
export function OriginalParsingsCell({
  words,
  language,
  pending,
}: {
  words: InterlinearWord[] | undefined;
  language: OriginalParsingsProps['language'] | undefined;
  pending: boolean;
}) {
  return (
    <td data-label="Original">
      {words && language ? (
        <OriginalParsings words={words} language={language} />
      ) : (
        <span className="muted">{pending ? '…' : '–'}</span>
      )}
    </td>
  );
}
