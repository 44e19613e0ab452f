import { Module } from '@nestjs/common';
import { LexiconEntriesModule } from '../lexicon-entries/lexicon-entries.module';
import { DefinitionController } from './definition.controller';
import { DefinitionService } from './definition.service';

@Module({
  imports: [LexiconEntriesModule],
  controllers: [DefinitionController],
  providers: [DefinitionService],
})
export class DefinitionModule {}
