import { Module } from '@nestjs/common';
import { VersesModule } from '../verses/verses.module';
import { VersionsModule } from '../versions/versions.module';
import { TopicMatches } from './topic-matches';
import { TopicalWork } from './topical-work';
import { TopicsController } from './topics.controller';
import { TopicsRepository } from './topics.repository';
import { TopicsService } from './topics.service';

@Module({
  imports: [VersionsModule, VersesModule],
  controllers: [TopicsController],
  providers: [TopicsService, TopicsRepository, TopicalWork, TopicMatches],
  exports: [TopicMatches],
})
export class TopicsModule {}
