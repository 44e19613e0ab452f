import { ConflictException, Injectable } from '@nestjs/common';
import type { VersionPublicationResponse } from '@strongs/contracts';
import { NotFoundError } from '@strongs/scripture';
import type { PublishVersionDto } from './dto/publish-version.dto';
import { VersionPublicationRepository } from './version-publication.repository';

/** Publishing an installed text to visitors, and taking it back. */
@Injectable()
export class VersionPublicationService {
  constructor(private readonly versions: VersionPublicationRepository) {}

  async publish(code: string, dto: PublishVersionDto): Promise<VersionPublicationResponse> {
    const current = await this.versions.find(code);
    if (!current) throw new NotFoundError(`No version ${code}`);
    if (!current.installed)
      throw new ConflictException(`${code} is not installed: import a text before publishing it`);
    const version = await this.versions.publish(code, {
      name: dto.name.trim(),
      source: dto.source.trim(),
      licence: dto.licence.trim(),
      coverage: dto.coverage.trim() || null,
    });
    return { success: true, message: `Published ${version.name}`, version };
  }

  async unpublish(code: string): Promise<VersionPublicationResponse> {
    if (!(await this.versions.find(code))) throw new NotFoundError(`No version ${code}`);
    const version = await this.versions.unpublish(code);
    return { success: true, message: `${version.name} is now shown to administrators only`, version };
  }
}
