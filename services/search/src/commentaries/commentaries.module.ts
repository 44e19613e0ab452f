import { Module } from '@nestjs/common';
import { CommentariesController } from './commentaries.controller';
import { CommentariesRepository } from './commentaries.repository';
import { CommentariesService } from './commentaries.service';
import { CommentarySearchRepository } from './commentary-search.repository';
import { CommentarySearchService } from './commentary-search.service';
import { CommentaryWorks } from './commentary-works';

@Module({
  controllers: [CommentariesController],
  providers: [
    CommentariesService,
    CommentariesRepository,
    CommentaryWorks,
    CommentarySearchService,
    CommentarySearchRepository,
  ],
})
export class CommentariesModule {}
