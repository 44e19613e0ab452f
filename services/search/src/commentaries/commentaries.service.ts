import { Injectable } from '@nestjs/common';
import {
  COMMENTARY_PREVIEW_BLOCKS,
  type CommentariesByVerseResponse,
  type CommentarySection,
  type CommentarySectionsResponse,
  type CommentaryWork,
  type CommentaryWorksResponse,
} from '@strongs/contracts';
import { AnswerCache } from '../common/answer-cache';
import { CommentaryWorks } from './commentary-works';
import { UnknownCommentaryError } from './commentary-errors';
import { commentaryPlace } from './commentary-place';
import { commentaryReference, type CommentaryPosition } from './commentary-position';
import { CommentariesRepository, type BlockWindow, type CommentaryEntryRow } from './commentaries.repository';

function section(row: CommentaryEntryRow, offset: number): CommentarySection {
  return { ...commentaryPlace(row), blockCount: row.block_count, blockOffset: offset, blocks: row.blocks };
}

/** The verse asked about, as both answers name it. */
const asked = ({ book, chapter, verse }: CommentaryPosition) => ({
  reference: commentaryReference(book, chapter, verse),
  book: book.number,
  chapter,
  verse,
});

/** Answers are cached under the works' generations: a re-import is a new key, nothing is deleted. */
const generations = (works: readonly CommentaryWork[]) =>
  works.map((w) => `${w.code}@${w.generation}`).join(',');

@Injectable()
export class CommentariesService {
  constructor(
    private readonly works: CommentaryWorks,
    private readonly entries: CommentariesRepository,
    private readonly cache: AnswerCache,
  ) {}

  async list(): Promise<CommentaryWorksResponse> {
    return { works: await this.works.list() };
  }

  async sections(
    code: string,
    at: CommentaryPosition,
    window: BlockWindow,
  ): Promise<CommentarySectionsResponse> {
    const work = await this.works.find(code);
    if (!work) throw new UnknownCommentaryError(code);
    const { book, chapter, verse } = at;
    const key = `commentaries:${generations([work])}:${book.number}:${chapter}:${verse}:${window.offset}:${window.limit}`;
    return this.cache.through(key, async () => ({
      work,
      ...asked(at),
      sections: (await this.entries.covering([code], book.number, chapter, verse, window)).map((row) =>
        section(row, window.offset),
      ),
    }));
  }

  async byVerse(at: CommentaryPosition): Promise<CommentariesByVerseResponse> {
    const works = await this.works.list();
    const { book, chapter, verse } = at;
    const key = `commentaries-by-verse:${generations(works)}:${book.number}:${chapter}:${verse}`;
    return this.cache.through(key, async () => {
      const rows = await this.entries.covering(
        works.map((w) => w.code),
        book.number,
        chapter,
        verse,
        { offset: 0, limit: COMMENTARY_PREVIEW_BLOCKS },
      );
      return {
        ...asked(at),
        works: works
          .map((work) => ({
            work,
            sections: rows.filter((r) => r.work_code === work.code).map((r) => section(r, 0)),
          }))
          .filter((w) => w.sections.length > 0),
      };
    });
  }
}
