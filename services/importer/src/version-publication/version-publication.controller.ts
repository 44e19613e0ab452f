import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { VersionPublicationResponse } from '@strongs/contracts';
import { RequireRole } from '@strongs/nest-common';
import { VersionCodeParams } from '../versions/dto/versions-admin.dto';
import { PublishVersionDto } from './dto/publish-version.dto';
import { VersionPublicationService } from './version-publication.service';

@ApiTags('admin')
@Controller('api/admin/versions')
@RequireRole('admin')
export class VersionPublicationController {
  constructor(private readonly publication: VersionPublicationService) {}

  @Post(':code/publish')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Show an installed text to visitors, with the name, source, licence and coverage recorded',
  })
  publish(
    @Param() { code }: VersionCodeParams,
    @Body() dto: PublishVersionDto,
  ): Promise<VersionPublicationResponse> {
    return this.publication.publish(code, dto);
  }

  @Post(':code/unpublish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Show a text to administrators only (visitors see the slot as not installed)' })
  unpublish(@Param() { code }: VersionCodeParams): Promise<VersionPublicationResponse> {
    return this.publication.unpublish(code);
  }
}
