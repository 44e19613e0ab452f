import { Module } from '@nestjs/common';
import { SearchModule } from '../search/search.module';
import { VersesModule } from '../verses/verses.module';
import { RstneController } from './rstne.controller';
import { RstneService } from './rstne.service';

@Module({ imports: [SearchModule, VersesModule], controllers: [RstneController], providers: [RstneService] })
export class RstneModule {}
