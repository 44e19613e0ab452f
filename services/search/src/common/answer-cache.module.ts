import { Global, Module } from '@nestjs/common';
import { AnswerCache } from './answer-cache';

/** One answer cache per process, shared by the search box and the Strong's listing. */
@Global()
@Module({
  providers: [{ provide: AnswerCache, useFactory: () => new AnswerCache() }],
  exports: [AnswerCache],
})
export class AnswerCacheModule {}
