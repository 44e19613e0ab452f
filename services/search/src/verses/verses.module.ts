import { Module } from '@nestjs/common';
import { AlignedVersesRepository } from './aligned-verses.repository';
import { CrossReferencesRepository } from './cross-references.repository';
import { VersesRepository } from './verses.repository';

@Module({
  providers: [VersesRepository, CrossReferencesRepository, AlignedVersesRepository],
  exports: [VersesRepository, CrossReferencesRepository, AlignedVersesRepository],
})
export class VersesModule {}
