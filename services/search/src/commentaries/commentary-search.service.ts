import { Injectable } from '@nestjs/common';
import type { CommentarySearchResponse, CommentarySnippetPart } from '@strongs/contracts';
import { AnswerCache } from '../common/answer-cache';
import { UnknownCommentaryError } from './commentary-errors';
import { commentaryPlace } from './commentary-place';
import { CommentarySearchRepository, MATCH_END, MATCH_START } from './commentary-search.repository';
import { CommentaryWorks } from './commentary-works';

/** '… the ⟦love⟧ of God …' → plain and matched parts: the snippet is never HTML. */
export function snippetParts(snippet: string): CommentarySnippetPart[] {
  const parts: CommentarySnippetPart[] = [];
  for (const piece of snippet.split(MATCH_START)) {
    const end = piece.indexOf(MATCH_END);
    if (end >= 0) {
      if (end > 0) parts.push({ text: piece.slice(0, end), match: true });
      if (piece.length > end + 1) parts.push({ text: piece.slice(end + 1) });
    } else if (piece) parts.push({ text: piece });
  }
  return parts;
}

export interface CommentarySearchRequest {
  q: string;
  work?: string;
  page: number;
  perPage: number;
}

@Injectable()
export class CommentarySearchService {
  constructor(
    private readonly works: CommentaryWorks,
    private readonly repository: CommentarySearchRepository,
    private readonly cache: AnswerCache,
  ) {}

  async search({ q, work, page, perPage }: CommentarySearchRequest): Promise<CommentarySearchResponse> {
    const all = await this.works.list();
    const chosen = work ? all.filter((w) => w.code === work) : all;
    if (work && chosen.length === 0) throw new UnknownCommentaryError(work);
    const query = q.trim();
    const generations = chosen.map((w) => `${w.code}@${w.generation}`).join(',');
    const key = `commentary-search:${generations}:${page}:${perPage}:${query}`;
    return this.cache.through(key, async () => {
      const rows = await this.repository.search(
        query,
        chosen.map((w) => w.code),
        perPage,
        (page - 1) * perPage,
      );
      const total = rows[0]?.total ?? 0;
      const names = new Map(all.map((w) => [w.code, w.name]));
      return {
        query,
        work: work ?? null,
        total,
        page,
        perPage,
        totalPages: Math.ceil(total / perPage),
        results: rows.map((r) => ({
          ...commentaryPlace(r),
          workName: names.get(r.work_code) ?? r.work_code,
          snippet: snippetParts(r.snippet),
        })),
      };
    });
  }
}
