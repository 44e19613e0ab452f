import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import type { StudyKind } from '@strongs/contracts';
import { STUDY_KIND_NAMES } from './study-kinds';

/** `/api/me/<kind>`: highlights, notes or bookmarks; any other word is a path that does not exist. */
@Injectable()
export class StudyKindPipe implements PipeTransform<string, StudyKind> {
  transform(value: string): StudyKind {
    if (!(STUDY_KIND_NAMES as string[]).includes(value))
      throw new NotFoundException(`Cannot find /api/me/${value}`);
    return value as StudyKind;
  }
}
