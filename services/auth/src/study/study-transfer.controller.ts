import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { StudyExport, StudyImportResult } from '@strongs/contracts';
import { CurrentUser, RequireSession, type SessionUser } from '@strongs/nest-common';
import { ExportStudyDto } from './dto/export-study.dto';
import { ImportStudyDto } from './dto/import-study.dto';
import { StudyTransferService } from './study-transfer.service';

@ApiTags('personal study')
@Controller('api/me')
@RequireSession()
export class StudyTransferController {
  constructor(private readonly transfer: StudyTransferService) {}

  @Get('export')
  @ApiOperation({
    summary:
      'Every highlight, note and bookmark of the user: as JSON that import takes back, or with format=markdown ' +
      'as a Markdown file to read (notes and highlights by book in canonical order, bookmarks by folder)',
  })
  @ApiProduces('application/json', 'text/markdown')
  @ApiOkResponse({
    description:
      'json: {format, exportedAt, highlights, notes, bookmarks}; markdown: text/markdown with ' +
      'Content-Disposition: attachment; filename="my-study-YYYY-MM-DD.md"',
  })
  @ApiBadRequestResponse({ description: 'format is neither json nor markdown' })
  async export(
    @Query() query: ExportStudyDto,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StudyExport | string> {
    if (query.format !== 'markdown') return this.transfer.export(user.id);
    const at = new Date();
    res.attachment(`my-study-${at.toISOString().slice(0, 10)}.md`);
    res.type('text/markdown; charset=utf-8');
    return this.transfer.markdown(user.id, at);
  }

  @Post('import')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Add the items of an export that are not there yet (importing twice adds nothing)',
  })
  @ApiOkResponse({ description: '{added, existing}, each counted by kind' })
  @ApiBadRequestResponse({
    description: 'Not an export, an item breaks a rule (named by its place), or over a limit',
  })
  import(@Body() dto: ImportStudyDto, @CurrentUser() user: SessionUser): Promise<StudyImportResult> {
    return this.transfer.import(user.id, dto);
  }
}
