import { Module } from '@nestjs/common';
import { VersesModule } from '../verses/verses.module';
import { VersionsModule } from '../versions/versions.module';
import { StrongsSearchController } from './strongs-search.controller';
import { StrongsSearchService } from './strongs-search.service';

@Module({
  imports: [VersionsModule, VersesModule],
  controllers: [StrongsSearchController],
  providers: [StrongsSearchService],
})
export class StrongsSearchModule {}
