import { Module } from '@nestjs/common';
import { QueuesDashboardController } from './queues-dashboard.controller';

@Module({ controllers: [QueuesDashboardController] })
export class QueuesDashboardModule {}
