import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { StudyKind, StudyPage } from '@strongs/contracts';
import { checkContent, checkPassage, versesToOrds } from './study-item-rules';
import { STUDY_KINDS, type StudyKindSpec } from './study-kinds';
import { StudyRepository, type StudyRow } from './study.repository';
import type { ListStudyDto } from './dto/list-study.dto';

const UNIQUE_VIOLATION = '23505';
const DEFAULT_PAGE_SIZE = 100;

export function overLimit(spec: StudyKindSpec, count: number): BadRequestException {
  return new BadRequestException(
    `You can keep at most ${spec.limit} ${spec.kind} (this would make ${count}): delete some to add more`,
  );
}

/** Highlights, notes and bookmarks of the signed-in user: the same rules for the three kinds. */
@Injectable()
export class StudyService {
  constructor(private readonly repo: StudyRepository) {}

  async list(kind: StudyKind, userId: number, query: ListStudyDto): Promise<StudyPage<StudyRow>> {
    if (query.chapter !== undefined && query.book === undefined)
      throw new BadRequestException('chapter needs a book');
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const filter = { ...query, ords: query.verses ? versesToOrds(query.verses) : undefined };
    const { rows, total } = await this.repo.list(STUDY_KINDS[kind], userId, filter, page, pageSize);
    return { items: rows, total, page, pageSize };
  }

  async create(kind: StudyKind, userId: number, input: Record<string, unknown>): Promise<StudyRow> {
    const spec = STUDY_KINDS[kind];
    const passage = checkPassage(input);
    const content = checkContent(spec, input, false);
    return this.repo.forUser(userId, async (tx) => {
      const { row, inserted } = await this.repo.upsert(tx, spec, userId, passage, content);
      const count = inserted ? await this.repo.count(tx, spec, userId) : 0;
      if (count > spec.limit) throw overLimit(spec, count);
      return row;
    });
  }

  async update(
    kind: StudyKind,
    userId: number,
    id: number,
    input: Record<string, unknown>,
  ): Promise<StudyRow> {
    const spec = STUDY_KINDS[kind];
    const content = checkContent(spec, input, true);
    try {
      return (await this.repo.update(spec, userId, id, content)) ?? notFound(spec);
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION)
        throw new ConflictException(`You already have the same ${spec.noun} on this passage`);
      throw error;
    }
  }

  async remove(kind: StudyKind, userId: number, id: number): Promise<void> {
    const spec = STUDY_KINDS[kind];
    if (!(await this.repo.remove(spec, userId, id))) notFound(spec);
  }
}

/** Another user's id and an id that never existed answer alike. */
function notFound(spec: StudyKindSpec): never {
  throw new NotFoundException(`No such ${spec.noun}`);
}
