import { Module } from '@nestjs/common';
import { AlignedVersesRepository } from './aligned-verses.repository';
import { CrossReferencesRepository } from './cross-references.repository';
import { KjvGlossesRepository } from './kjv-glosses.repository';
import { VersesRepository } from './verses.repository';

@Module({
  providers: [VersesRepository, CrossReferencesRepository, AlignedVersesRepository, KjvGlossesRepository],
  exports: [VersesRepository, CrossReferencesRepository, AlignedVersesRepository, KjvGlossesRepository],
})
export class VersesModule {}
