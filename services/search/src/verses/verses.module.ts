import { Module } from '@nestjs/common';
import { CrossReferencesRepository } from './cross-references.repository';
import { VersesRepository } from './verses.repository';

@Module({ providers: [VersesRepository, CrossReferencesRepository], exports: [VersesRepository, CrossReferencesRepository] })
export class VersesModule {}
