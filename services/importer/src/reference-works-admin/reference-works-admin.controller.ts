import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type {
  AdminReferenceWorksResponse,
  ReferenceWorkChangeResponse,
  VersionChangeQueuedResponse,
} from '@strongs/contracts';
import { RequireRole } from '@strongs/nest-common';
import { acceptedWhileRunning } from '../queue/accepted-while-running';
import {
  ReferenceWorkChangeDto,
  ReferenceWorkCodeParams,
  RollbackReferenceWorkDto,
} from './dto/reference-works-admin.dto';
import { ReferenceWorksAdminService } from './reference-works-admin.service';

@ApiTags('admin')
@Controller('api/admin/reference-works')
@RequireRole('admin')
export class ReferenceWorksAdminController {
  constructor(private readonly works: ReferenceWorksAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Every commentary and topical work with its live and kept generations' })
  async list(): Promise<AdminReferenceWorksResponse> {
    return { works: await this.works.list() };
  }

  @Post(':code/rollback')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Restore a kept generation of a work atomically over the expected one (which is kept in turn); 202 while the job runs on',
  })
  async rollback(
    @Param() { code }: ReferenceWorkCodeParams,
    @Body() dto: RollbackReferenceWorkDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReferenceWorkChangeResponse | VersionChangeQueuedResponse> {
    return acceptedWhileRunning(res, await this.works.rollback(code, dto));
  }

  @Post(':code/publish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Show a work to visitors (a new generation of it)' })
  publish(
    @Param() { code }: ReferenceWorkCodeParams,
    @Body() { expectedGeneration }: ReferenceWorkChangeDto,
  ): Promise<ReferenceWorkChangeResponse> {
    return this.works.publish(code, expectedGeneration);
  }

  @Post(':code/unpublish')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Hide a work from visitors: its commentary sections, topics and topic matches go',
  })
  unpublish(
    @Param() { code }: ReferenceWorkCodeParams,
    @Body() { expectedGeneration }: ReferenceWorkChangeDto,
  ): Promise<ReferenceWorkChangeResponse> {
    return this.works.unpublish(code, expectedGeneration);
  }
}
