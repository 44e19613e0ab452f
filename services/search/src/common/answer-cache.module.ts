import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AnswerCache } from './answer-cache';
import { SerializedAnswerInterceptor } from './serialized-answer.interceptor';

/** One answer cache per process, shared by the search box and the Strong's listing; its answers are sent as kept. */
@Global()
@Module({
  providers: [
    { provide: AnswerCache, useFactory: () => new AnswerCache() },
    { provide: APP_INTERCEPTOR, useClass: SerializedAnswerInterceptor },
  ],
  exports: [AnswerCache],
})
export class AnswerCacheModule {}
