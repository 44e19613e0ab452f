import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminVersionsResponse, AvailableImportFile, Paginated, SqlImportTable, VersionChangeResponse } from '@strongs/contracts';
import { RequireRole } from '@strongs/nest-common';
import { PageQuery, SqlTableParams, StoredFileParams, UpdateVersionMetadataDto, VersionCodeParams } from './dto/versions-admin.dto';
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
  update(@Param() { code }: VersionCodeParams, @Body() dto: UpdateVersionMetadataDto): Promise<VersionChangeResponse> {
    return this.versions.updateMetadata(code, dto);
  }

  @Post('versions/:code/rollback')
  @HttpCode(200)
  @ApiOperation({ summary: 'Restore the previous generation of a text atomically (the current one becomes the previous)' })
  rollback(@Param() { code }: VersionCodeParams): Promise<VersionChangeResponse> {
    return this.versions.rollback(code);
  }

  @Delete('versions/:code')
  @ApiOperation({ summary: 'Uninstall a text (kept as its previous generation; the KJV the dictionary needs is refused)' })
  uninstall(@Param() { code }: VersionCodeParams): Promise<VersionChangeResponse> {
    return this.versions.uninstall(code);
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
