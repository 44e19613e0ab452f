import { Module } from '@nestjs/common';
import { VersionsRepository } from './versions.repository';
import { VersionsService } from './versions.service';

@Module({ providers: [VersionsRepository, VersionsService], exports: [VersionsService] })
export class VersionsModule {}
