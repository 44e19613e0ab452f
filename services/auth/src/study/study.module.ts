import { Module } from '@nestjs/common';
import { ReadingPlansModule } from '../reading-plans/reading-plans.module';
import { StudyKindPipe } from './study-kind.pipe';
import { StudyTransferController } from './study-transfer.controller';
import { StudyTransferService } from './study-transfer.service';
import { StudyController } from './study.controller';
import { StudyRepository } from './study.repository';
import { StudyService } from './study.service';

@Module({
  // The export and import carry the reading plans too.
  imports: [ReadingPlansModule],
  // The transfer routes first: GET /api/me/export must not be read as a kind named "export".
  controllers: [StudyTransferController, StudyController],
  providers: [StudyRepository, StudyService, StudyTransferService, StudyKindPipe],
})
export class StudyModule {}
