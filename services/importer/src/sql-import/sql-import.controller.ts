import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ImportSqlResponse, SqlFilesResponse } from '@strongs/contracts';
import { RequireRole } from '@strongs/nest-common';
import { ImportSqlDto } from './dto/import-sql.dto';
import { SqlImportService } from './sql-import.service';

@ApiTags('admin')
@Controller('api')
@RequireRole('admin')
export class SqlImportController {
  constructor(private readonly service: SqlImportService) {}

  @Get('sql-files')
  @ApiOperation({ summary: 'The .sql files that can be imported' })
  files(): Promise<SqlFilesResponse> {
    return this.service.files();
  }

  @Post('import-sql')
  @HttpCode(200)
  @ApiOperation({ summary: 'Parse an SQL file (never run it) and load its table into bible_sql_imports' })
  import(@Body() dto: ImportSqlDto): Promise<ImportSqlResponse> {
    return this.service.import(dto.filename, dto.tableName);
  }
}
