import { Module } from '@nestjs/common';
import { VersesModule } from '../verses/verses.module';
import { VersionsModule } from '../versions/versions.module';
import { ConcordanceController } from './concordance.controller';
import { ConcordanceRepository } from './concordance.repository';
import { ConcordanceService } from './concordance.service';

@Module({
  imports: [VersionsModule, VersesModule],
  controllers: [ConcordanceController],
  providers: [ConcordanceService, ConcordanceRepository],
})
export class ConcordanceModule {}
