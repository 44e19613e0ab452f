import { Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { INDEX_QUEUE, indexQueueProvider, type IndexQueue } from './index-queue.provider';
import { StoredDataService } from './stored-data.service';
import { VersionsAdminController } from './versions-admin.controller';
import { VersionsAdminRepository } from './versions-admin.repository';
import { VersionsAdminService } from './versions-admin.service';

@Module({
  imports: [UploadsModule],
  controllers: [VersionsAdminController],
  providers: [VersionsAdminService, VersionsAdminRepository, StoredDataService, indexQueueProvider],
})
export class VersionsAdminModule implements OnApplicationShutdown {
  constructor(@Inject(INDEX_QUEUE) private readonly indexQueue: IndexQueue) {}

  async onApplicationShutdown(): Promise<void> {
    await this.indexQueue.close();
  }
}
