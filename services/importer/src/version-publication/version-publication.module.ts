import { Module } from '@nestjs/common';
import { VersionPublicationController } from './version-publication.controller';
import { VersionPublicationRepository } from './version-publication.repository';
import { VersionPublicationService } from './version-publication.service';

@Module({
  controllers: [VersionPublicationController],
  providers: [VersionPublicationService, VersionPublicationRepository],
})
export class VersionPublicationModule {}
