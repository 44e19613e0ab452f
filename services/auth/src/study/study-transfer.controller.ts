import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StudyExport, StudyImportResult } from '@strongs/contracts';
import { CurrentUser, RequireSession, type SessionUser } from '@strongs/nest-common';
import { ImportStudyDto } from './dto/import-study.dto';
import { StudyTransferService } from './study-transfer.service';

@ApiTags('personal study')
@Controller('api/me')
@RequireSession()
export class StudyTransferController {
  constructor(private readonly transfer: StudyTransferService) {}

  @Get('export')
  @ApiOperation({ summary: 'Every highlight, note and bookmark of the user, as JSON that import takes back' })
  @ApiOkResponse({ description: '{format, exportedAt, highlights, notes, bookmarks}' })
  export(@CurrentUser() user: SessionUser): Promise<StudyExport> {
    return this.transfer.export(user.id);
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
