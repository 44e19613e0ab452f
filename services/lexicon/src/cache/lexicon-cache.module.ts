import { Global, Module } from '@nestjs/common';
import { LexiconCache } from './lexicon-cache';

@Global()
@Module({ providers: [LexiconCache], exports: [LexiconCache] })
export class LexiconCacheModule {}
