import { DynamicModule, Module } from '@nestjs/common';
import { DbModule } from '@strongs/db';
import { CommonModule, RedisModule, SessionModule } from '@strongs/nest-common';
import { ConverterModule } from './converter/converter.module';
import { FilesModule } from './files/files.module';
import { ImportStatusModule } from './import-status/import-status.module';
import { ImporterConfig } from './importer.config';
import { ImportQueueModule } from './queue/import-queue.module';
import { ReferenceWorksAdminModule } from './reference-works-admin/reference-works-admin.module';
import { SqlImportModule } from './sql-import/sql-import.module';
import { UploadsModule } from './uploads/uploads.module';
import { VersionPublicationModule } from './version-publication/version-publication.module';
import { VersionsAdminModule } from './versions/versions-admin.module';

@Module({})
export class AppModule {
  static forRoot(config: ImporterConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CommonModule.forService('importer', config),
        DbModule.forRoot({ poolSize: 4 }),
        RedisModule.forRoot(),
        SessionModule.forRoot(config),
        FilesModule,
        ImportQueueModule,
        UploadsModule,
        ImportStatusModule,
        SqlImportModule,
        ConverterModule,
        VersionsAdminModule,
        VersionPublicationModule,
        ReferenceWorksAdminModule,
      ],
    };
  }
}
