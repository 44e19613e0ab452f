import { Module } from '@nestjs/common';
import { StaticStrongsModule } from '../static-strongs/static-strongs.module';
import { ImportEventsListener } from './import-events.listener';

@Module({ imports: [StaticStrongsModule], providers: [ImportEventsListener] })
export class ImportEventsModule {}
