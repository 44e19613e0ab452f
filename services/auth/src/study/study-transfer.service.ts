import { BadRequestException, Injectable } from '@nestjs/common';
import {
  STUDY_EXPORT_FORMAT,
  type StudyExport,
  type StudyImportResult,
  type StudyKind,
} from '@strongs/contracts';
import { PlanTransferService } from '../reading-plans/plan-transfer.service';
import { checkContent, checkPassage, type Content, type StoredPassage } from './study-item-rules';
import { STUDY_KIND_NAMES, STUDY_KINDS } from './study-kinds';
import { StudyRepository, type StudyRow } from './study.repository';
import { overLimit } from './study.service';
import { studyMarkdown, type StudyForMarkdown } from './study-markdown';
import type { ImportStudyDto } from './dto/import-study.dto';

/** Only what an item says, without ids or dates: what an import compares. */
function portable(row: StudyRow): Record<string, unknown> {
  const { id: _id, createdAt: _c, updatedAt: _u, ...item } = row;
  return item;
}

/** Export of everything a user keeps, and its import: what is already there is not added again. */
@Injectable()
export class StudyTransferService {
  constructor(
    private readonly repo: StudyRepository,
    private readonly plans: PlanTransferService,
  ) {}

  async export(userId: number): Promise<StudyExport> {
    const [[highlights, notes, bookmarks], plans] = await Promise.all([
      Promise.all(
        STUDY_KIND_NAMES.map(async (kind) => (await this.repo.all(STUDY_KINDS[kind], userId)).map(portable)),
      ),
      this.plans.export(userId),
    ]);
    return {
      format: STUDY_EXPORT_FORMAT,
      exportedAt: new Date().toISOString(),
      highlights,
      notes,
      bookmarks,
      plans,
    } as StudyExport;
  }

  /** The same items as the JSON export, written to be read. */
  async markdown(userId: number, at: Date): Promise<string> {
    const [highlights, notes, bookmarks] = await Promise.all(
      STUDY_KIND_NAMES.map((kind) => this.repo.all(STUDY_KINDS[kind], userId)),
    );
    return studyMarkdown({ highlights, notes, bookmarks } as unknown as StudyForMarkdown, at);
  }

  async import(userId: number, dto: ImportStudyDto): Promise<StudyImportResult> {
    const checked = Object.fromEntries(
      STUDY_KIND_NAMES.map((kind) => [kind, dto[kind].map((item, i) => checkItem(kind, item, i))]),
    ) as Record<StudyKind, { passage: StoredPassage; content: Content }[]>;
    const plans = this.plans.check(dto.plans ?? []);
    return this.repo.forUser(userId, async (tx) => {
      const result: StudyImportResult = {
        added: { highlights: 0, notes: 0, bookmarks: 0, plans: 0 },
        existing: { highlights: 0, notes: 0, bookmarks: 0, plans: 0 },
      };
      for (const kind of STUDY_KIND_NAMES) {
        const spec = STUDY_KINDS[kind];
        const added = await this.repo.insertMissing(tx, spec, userId, checked[kind]);
        const count = added > 0 ? await this.repo.count(tx, spec, userId) : 0;
        if (count > spec.limit) throw overLimit(spec, count);
        result.added[kind] = added;
        result.existing[kind] = checked[kind].length - added;
      }
      ({ added: result.added.plans, existing: result.existing.plans } = await this.plans.import(
        tx,
        userId,
        plans,
      ));
      return result;
    });
  }
}

function checkItem(kind: StudyKind, item: Record<string, unknown>, index: number) {
  try {
    return { passage: checkPassage(item), content: checkContent(STUDY_KINDS[kind], item, false) };
  } catch (error) {
    if (error instanceof BadRequestException)
      throw new BadRequestException(`${kind}[${index}]: ${error.message}`);
    throw error;
  }
}
