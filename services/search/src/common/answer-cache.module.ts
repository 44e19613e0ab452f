import { Global, Module } from '@nestjs/common';
import { KeptJsonResponses } from '@strongs/nest-common';
import { AnswerCache } from './answer-cache';

/** One answer cache per process, shared by the search box and the Strong's listing; its answers are sent as kept. */
@Global()
@Module({
  providers: [{ provide: AnswerCache, useFactory: () => new AnswerCache() }, KeptJsonResponses],
  exports: [AnswerCache],
})
export class AnswerCacheModule {}
