import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type {
  AdminVersionsResponse,
  AvailableImportFile,
  Paginated,
  SqlImportTable,
  VersionChangeQueuedResponse,
  VersionChangeResponse,
} from '@strongs/contracts';
import { RequireRole } from '@strongs/nest-common';
import { acceptedWhileRunning } from '../queue/accepted-while-running';
import {
  ExpectedGenerationQuery,
  PageQuery,
  RollbackVersionDto,
  SqlTableParams,
  StoredFileParams,
  UpdateVersionMetadataDto,
  VersionCodeParams,
} from './dto/versions-admin.dto';
import { StoredDataService } from './stored-data.service';
import { VersionsAdminService } from './versions-admin.service';

@ApiTags('admin')
@Controller('api/admin')
@RequireRole('admin')
export class VersionsAdminController {
  constructor(
    private readonly versions: VersionsAdminService,
    private readonly stored: StoredDataService,
  ) {}

  @Get('versions')
  @ApiOperation({ summary: 'Every version slot with its installed and previous generation' })
  async list(): Promise<AdminVersionsResponse> {
    return { versions: await this.versions.list() };
  }

  @Patch('versions/:code')
  @ApiOperation({ summary: "Edit a slot's name, source, licence, credit or versification" })
  update(
    @Param() { code }: VersionCodeParams,
    @Body() dto: UpdateVersionMetadataDto,
  ): Promise<VersionChangeResponse> {
    return this.versions.updateMetadata(code, dto);
  }

  @Post('versions/:code/rollback')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Restore a kept generation of a text atomically over the expected one (which is kept in turn); 202 while the job runs on',
  })
  async rollback(
    @Param() { code }: VersionCodeParams,
    @Body() dto: RollbackVersionDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<VersionChangeResponse | VersionChangeQueuedResponse> {
    return acceptedWhileRunning(res, await this.versions.rollback(code, dto));
  }

  @Delete('versions/:code')
  @ApiOperation({
    summary:
      'Uninstall a text at the expected generation (kept for rollback; the KJV the dictionary needs is refused); 202 while the job runs on',
  })
  async uninstall(
    @Param() { code }: VersionCodeParams,
    @Query() { expectedGeneration }: ExpectedGenerationQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<VersionChangeResponse | VersionChangeQueuedResponse> {
    return acceptedWhileRunning(res, await this.versions.uninstall(code, expectedGeneration));
  }

  @Get('uploaded-files')
  uploadedFiles(@Query() query: PageQuery): Promise<Paginated<AvailableImportFile>> {
    return this.stored.uploadedFiles(query.page, query.pageSize);
  }

  @Delete('uploaded-files/:name')
  deleteUploadedFile(@Param() { name }: StoredFileParams): Promise<{ success: true; message: string }> {
    return this.stored.deleteUploadedFile(name);
  }

  @Get('sql-tables')
  sqlTables(@Query() query: PageQuery): Promise<Paginated<SqlImportTable>> {
    return this.stored.sqlTables(query.page, query.pageSize);
  }

  @Delete('sql-tables/:name')
  deleteSqlTable(@Param() { name }: SqlTableParams): Promise<{ success: true; message: string }> {
    return this.stored.deleteSqlTable(name);
  }
}
