import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { StoredDataService } from './stored-data.service';
import { VersionsAdminController } from './versions-admin.controller';
import { VersionsAdminRepository } from './versions-admin.repository';
import { VersionsAdminService } from './versions-admin.service';

@Module({
  imports: [UploadsModule],
  controllers: [VersionsAdminController],
  providers: [VersionsAdminService, VersionsAdminRepository, StoredDataService],
})
export class VersionsAdminModule {}
