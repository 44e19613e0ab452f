import { Module } from '@nestjs/common';
import { LexiconEntriesModule } from '../lexicon-entries/lexicon-entries.module';
import { VerseAnalysisController } from './verse-analysis.controller';
import { VerseAnalysisRepository } from './verse-analysis.repository';
import { VerseAnalysisService } from './verse-analysis.service';

@Module({
  imports: [LexiconEntriesModule],
  controllers: [VerseAnalysisController],
  providers: [VerseAnalysisService, VerseAnalysisRepository],
})
export class VerseAnalysisModule {}
