import { Global, Module } from '@nestjs/common';
import { GenerationEtagMiddleware } from './generation-etag.middleware';
import { LexiconCache } from './lexicon-cache';
import { LexiconCacheStore } from './lexicon-cache-store';
import { ReadersGeneration } from './readers-generation';

@Global()
@Module({
  providers: [LexiconCache, LexiconCacheStore, ReadersGeneration, GenerationEtagMiddleware],
  exports: [LexiconCache, LexiconCacheStore, ReadersGeneration, GenerationEtagMiddleware],
})
export class LexiconCacheModule {}
