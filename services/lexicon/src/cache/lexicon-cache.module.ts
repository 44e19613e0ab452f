import { Global, Module } from '@nestjs/common';
import { LexiconCache } from './lexicon-cache';
import { LexiconCacheStore } from './lexicon-cache-store';
import { ReadersGeneration } from './readers-generation';

@Global()
@Module({
  providers: [LexiconCache, LexiconCacheStore, ReadersGeneration],
  exports: [LexiconCache, LexiconCacheStore],
})
export class LexiconCacheModule {}
