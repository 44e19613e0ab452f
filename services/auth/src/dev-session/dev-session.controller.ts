import { Body, Controller, Header, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DevSessionResponse } from '@strongs/contracts';
import type { Request } from 'express';
import { DevSessionDto } from './dev-session.dto';
import { DevSessionService } from './dev-session.service';

@ApiTags('accounts')
@Controller('api')
export class DevSessionController {
  constructor(private readonly devSessions: DevSessionService) {}

  @Post('dev-session')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Development only: sign in as the test user (role user). Absent (404) in other modes.',
  })
  @ApiOkResponse({ description: '{authenticated, testUser, createdAt, user}' })
  start(@Body() _dto: DevSessionDto, @Req() req: Request): Promise<DevSessionResponse> {
    return this.devSessions.start(req);
  }
}
