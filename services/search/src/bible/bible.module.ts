import { Module } from '@nestjs/common';
import { VersesModule } from '../verses/verses.module';
import { VersionsModule } from '../versions/versions.module';
import { BibleController } from './bible.controller';
import { BibleService } from './bible.service';
import { ChapterNumberingService } from './chapter-numbering.service';
import { VerseTextService } from './verse-text.service';

@Module({
  imports: [VersionsModule, VersesModule],
  controllers: [BibleController],
  providers: [BibleService, VerseTextService, ChapterNumberingService],
})
export class BibleModule {}
