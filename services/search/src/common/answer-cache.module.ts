import { Global, Module } from '@nestjs/common';
import { AnswerCache } from './answer-cache';
import { SerializedAnswers } from './serialized-answers';

/** One answer cache per process, shared by the search box and the Strong's listing; its answers are sent as kept. */
@Global()
@Module({
  providers: [{ provide: AnswerCache, useFactory: () => new AnswerCache() }, SerializedAnswers],
  exports: [AnswerCache],
})
export class AnswerCacheModule {}
