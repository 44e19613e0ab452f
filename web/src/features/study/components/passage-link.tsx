import type { StudyPassage } from '@strongs/contracts';
import { Link } from 'react-router-dom';
import { bookName, readerPath } from '../../../lib/books';

export function passageText(p: StudyPassage): string {
  const verses = p.endVerse > p.verse ? `${p.verse}–${p.endVerse}` : `${p.verse}`;
  return `${bookName(p.book)} ${p.chapter}:${verses}`;
}

/** The passage, opening the reader at its first verse. */
export function PassageLink({ passage }: { passage: StudyPassage }) {
  return <Link to={readerPath(passage.book, passage.chapter, passage.verse)}>{passageText(passage)}</Link>;
}
