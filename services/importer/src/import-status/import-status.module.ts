import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { ImportStatusController } from './import-status.controller';
import { ImportStatusRepository } from './import-status.repository';
import { ImportStatusService } from './import-status.service';

@Module({
  imports: [UploadsModule],
  controllers: [ImportStatusController],
  providers: [ImportStatusService, ImportStatusRepository],
})
export class ImportStatusModule {}
