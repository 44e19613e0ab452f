import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseIntPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { StudyKind, StudyPage } from '@strongs/contracts';
import { CurrentUser, RequireSession, type SessionUser } from '@strongs/nest-common';
import { CreateStudyItemDto } from './dto/create-study-item.dto';
import { ListStudyDto } from './dto/list-study.dto';
import { StudyContentDto } from './dto/study-content.dto';
import { StudyKindPipe } from './study-kind.pipe';
import { STUDY_KIND_NAMES } from './study-kinds';
import { StudyService } from './study.service';
import type { StudyRow } from './study.repository';

const KIND = { name: 'kind', enum: STUDY_KIND_NAMES };

@ApiTags('personal study')
@Controller('api/me')
@RequireSession()
@ApiParam(KIND)
export class StudyController {
  constructor(private readonly study: StudyService) {}

  @Get(':kind')
  @ApiOperation({
    summary:
      "A page of the user's highlights, notes or bookmarks, by passage; optionally one book or chapter",
  })
  list(
    @Param('kind', StudyKindPipe) kind: StudyKind,
    @Query() query: ListStudyDto,
    @CurrentUser() user: SessionUser,
  ): Promise<StudyPage<StudyRow>> {
    return this.study.list(kind, user.id, query);
  }

  @Post(':kind')
  @ApiOperation({
    summary: 'Add one (the same passage and content twice is one item; a highlight takes the new colour)',
  })
  @ApiBadRequestResponse({ description: 'Not a KJV verse, a missing or oversized field, or over the limit' })
  create(
    @Param('kind', StudyKindPipe) kind: StudyKind,
    @Body() dto: CreateStudyItemDto,
    @CurrentUser() user: SessionUser,
  ): Promise<StudyRow> {
    return this.study.create(kind, user.id, { ...dto });
  }

  @Patch(':kind/:id')
  @ApiOperation({ summary: "Change a highlight's colour, a note's text or a bookmark's label or folder" })
  @ApiNotFoundResponse({ description: 'No such item of this user' })
  @ApiConflictResponse({ description: 'The same item is already there' })
  update(
    @Param('kind', StudyKindPipe) kind: StudyKind,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: StudyContentDto,
    @CurrentUser() user: SessionUser,
  ): Promise<StudyRow> {
    return this.study.update(kind, user.id, id, { ...dto });
  }

  @Delete(':kind/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete one' })
  @ApiNotFoundResponse({ description: 'No such item of this user' })
  remove(
    @Param('kind', StudyKindPipe) kind: StudyKind,
    @Param('id', ParseIntPipe) id: number,
    @CurrentUser() user: SessionUser,
  ): Promise<void> {
    return this.study.remove(kind, user.id, id);
  }
}
