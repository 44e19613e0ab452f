import { Module } from '@nestjs/common';
import { PlanDaysController } from './plan-days.controller';
import { PlanTransferService } from './plan-transfer.service';
import { ReadingPlansController } from './reading-plans.controller';
import { ReadingPlansRepository } from './reading-plans.repository';
import { ReadingPlansService } from './reading-plans.service';

/**
 * /api/me/plans. AppModule lists this module before StudyModule: its routes must be registered before
 * the study's /api/me/:kind, which would otherwise take /api/me/plans for a kind and answer 404.
 */
@Module({
  controllers: [PlanDaysController, ReadingPlansController],
  providers: [ReadingPlansRepository, ReadingPlansService, PlanTransferService],
  exports: [PlanTransferService],
})
export class ReadingPlansModule {}
