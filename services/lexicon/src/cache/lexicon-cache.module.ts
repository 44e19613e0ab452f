import { Global, Module } from '@nestjs/common';
import { LexiconCache } from './lexicon-cache';
import { ReadersGeneration } from './readers-generation';

@Global()
@Module({ providers: [LexiconCache, ReadersGeneration], exports: [LexiconCache] })
export class LexiconCacheModule {}
