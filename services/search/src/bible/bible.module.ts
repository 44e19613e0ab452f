import { Module } from '@nestjs/common';
import { VersesModule } from '../verses/verses.module';
import { VersionsModule } from '../versions/versions.module';
import { BibleController } from './bible.controller';
import { BibleService } from './bible.service';

@Module({ imports: [VersionsModule, VersesModule], controllers: [BibleController], providers: [BibleService] })
export class BibleModule {}
