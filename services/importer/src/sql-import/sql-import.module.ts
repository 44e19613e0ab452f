import { Module } from '@nestjs/common';
import { SqlFiles } from '../files/sql-files';
import { SqlImportController } from './sql-import.controller';
import { SqlImportRepository } from './sql-import.repository';
import { SqlImportService } from './sql-import.service';

@Module({
  controllers: [SqlImportController],
  providers: [SqlImportService, SqlImportRepository, SqlFiles],
})
export class SqlImportModule {}
