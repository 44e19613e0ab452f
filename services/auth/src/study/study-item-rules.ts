import { BadRequestException } from '@nestjs/common';
import { HIGHLIGHT_COLOURS, STUDY_LIMITS, type StudyPassage } from '@strongs/contracts';
import { findBook, verseExists, verseOrd } from '@strongs/scripture';
import type { ContentField, StudyKindSpec } from './study-kinds';

export type Content = Partial<Record<ContentField['name'], string>>;

export interface StoredPassage extends StudyPassage {
  startOrd: number;
  endOrd: number;
}

const isWhole = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** A passage of one chapter of the KJV, or a 400 that names what is wrong. */
export function checkPassage(input: Record<string, unknown>): StoredPassage {
  const { book, chapter, verse } = input;
  const endVerse = input.endVerse ?? verse;
  if (!isWhole(book) || !findBook(book)) throw new BadRequestException('book must be a number from 1 to 66');
  if (!isWhole(chapter) || !isWhole(verse) || !isWhole(endVerse))
    throw new BadRequestException('chapter, verse and endVerse must be whole numbers');
  const name = findBook(book)?.name;
  for (const v of [verse, endVerse])
    if (!verseExists(book, chapter, v))
      throw new BadRequestException(`${name} ${chapter}:${v} is not a verse of the KJV`);
  if (endVerse < verse) throw new BadRequestException('endVerse must not come before verse');
  return {
    book,
    chapter,
    verse,
    endVerse,
    startOrd: verseOrd(book, chapter, verse),
    endOrd: verseOrd(book, chapter, endVerse),
  };
}

/** The ords of `verses` ('43.3.16,43.3.17', its shape checked by the DTO), or a 400 naming one that is not a verse. */
export function versesToOrds(verses: string): number[] {
  return verses.split(',').map((text) => {
    const [book, chapter, verse] = text.split('.').map(Number);
    if (!findBook(book) || !verseExists(book, chapter, verse))
      throw new BadRequestException(`${text} is not a verse of the KJV (book.chapter.verse)`);
    return verseOrd(book, chapter, verse);
  });
}

function checkField(field: ContentField['name'], value: string): string {
  switch (field) {
    case 'colour':
      if (!(HIGHLIGHT_COLOURS as readonly string[]).includes(value))
        throw new BadRequestException(`colour must be one of ${HIGHLIGHT_COLOURS.join(', ')}`);
      return value;
    case 'body': {
      const bytes = Buffer.byteLength(value, 'utf8');
      if (value.trim() === '') throw new BadRequestException('A note needs some text');
      if (bytes > STUDY_LIMITS.noteBytes)
        throw new BadRequestException(
          `A note is at most ${STUDY_LIMITS.noteBytes / 1024} KB (${STUDY_LIMITS.noteBytes} bytes); this one is ${bytes} bytes`,
        );
      return value;
    }
    case 'label': {
      const label = value.trim();
      if (label === '') throw new BadRequestException('A bookmark needs a label');
      if (label.length > STUDY_LIMITS.labelChars)
        throw new BadRequestException(`A bookmark's label is at most ${STUDY_LIMITS.labelChars} characters`);
      return label;
    }
    case 'folder': {
      const folder = value.trim();
      if (folder.length > STUDY_LIMITS.folderChars)
        throw new BadRequestException(`A folder's name is at most ${STUDY_LIMITS.folderChars} characters`);
      return folder;
    }
  }
}

/**
 * The content of an item of `spec`'s kind. On create (`partial` false) a field without an `absent`
 * value is required; on update only the fields given change.
 */
export function checkContent(spec: StudyKindSpec, input: Record<string, unknown>, partial: boolean): Content {
  const content: Content = {};
  for (const field of spec.fields) {
    const value = input[field.name];
    if (value === undefined || value === null) {
      if (field.absent !== undefined && (value === null || !partial)) content[field.name] = field.absent;
      else if (!partial || value === null)
        throw new BadRequestException(`A ${spec.noun} needs a ${field.name}`);
      continue;
    }
    if (typeof value !== 'string') throw new BadRequestException(`${field.name} must be text`);
    content[field.name] = checkField(field.name, value);
  }
  if (partial && Object.keys(content).length === 0)
    throw new BadRequestException(`Nothing to change: give ${spec.fields.map((f) => f.name).join(' or ')}`);
  return content;
}
