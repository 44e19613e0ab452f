import { Module } from '@nestjs/common';
import { SqlFiles } from '../files/sql-files';
import { SqlImportController } from './sql-import.controller';
import { SqlImportService } from './sql-import.service';

@Module({
  controllers: [SqlImportController],
  providers: [SqlImportService, SqlFiles],
})
export class SqlImportModule {}
