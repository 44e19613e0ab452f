import { Module } from '@nestjs/common';
import { LexiconSearchModule } from '../lexicon-search/lexicon-search.module';
import { StaticStrongsModule } from '../static-strongs/static-strongs.module';
import { ImportEventsListener } from './import-events.listener';

@Module({ imports: [StaticStrongsModule, LexiconSearchModule], providers: [ImportEventsListener] })
export class ImportEventsModule {}
