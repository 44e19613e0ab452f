import { Global, Module } from '@nestjs/common';
import { KeptJsonResponses } from '@strongs/nest-common';
import { GenerationEtagMiddleware } from './generation-etag.middleware';
import { LexiconCache } from './lexicon-cache';
import { LexiconCacheStore } from './lexicon-cache-store';
import { ReadersGeneration } from './readers-generation';

@Global()
@Module({
  providers: [
    LexiconCache,
    LexiconCacheStore,
    ReadersGeneration,
    GenerationEtagMiddleware,
    KeptJsonResponses,
  ],
  exports: [LexiconCache, LexiconCacheStore, ReadersGeneration, GenerationEtagMiddleware],
})
export class LexiconCacheModule {}
