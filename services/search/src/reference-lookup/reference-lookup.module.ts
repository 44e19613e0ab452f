import { Module } from '@nestjs/common';
import { VersesModule } from '../verses/verses.module';
import { VersionsModule } from '../versions/versions.module';
import { ReferenceLookupController } from './reference-lookup.controller';
import { ReferenceLookupService } from './reference-lookup.service';

@Module({
  imports: [VersionsModule, VersesModule],
  controllers: [ReferenceLookupController],
  providers: [ReferenceLookupService],
})
export class ReferenceLookupModule {}
