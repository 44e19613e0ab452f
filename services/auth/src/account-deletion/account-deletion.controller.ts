import { Body, Controller, Delete, HttpCode, HttpStatus, Inject, Req, Res, UseFilters } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { LogoutResponse } from '@strongs/contracts';
import {
  clearSessionCookie,
  CurrentUser,
  RequireSession,
  SESSION_CONFIG,
  type SessionConfig,
  type SessionUser,
} from '@strongs/nest-common';
import type { Request, Response } from 'express';
import { LoginThrottledFilter } from '../throttle/login-throttled.error';
import { AccountDeletionService } from './account-deletion.service';
import { DeleteAccountDto } from './dto/delete-account.dto';

@ApiTags('accounts')
@Controller('api/me')
export class AccountDeletionController {
  constructor(
    private readonly deletion: AccountDeletionService,
    @Inject(SESSION_CONFIG) private readonly sessionConfig: SessionConfig,
  ) {}

  @Delete()
  @HttpCode(HttpStatus.OK)
  @RequireSession()
  @UseFilters(LoginThrottledFilter)
  @ApiOperation({
    summary:
      'Delete the signed-in account and everything it keeps (highlights, notes, bookmarks, reading plans)',
  })
  @ApiOkResponse({ description: "{message: 'Account deleted'}; the session cookie is cleared" })
  @ApiBadRequestResponse({ description: 'The current password is not right' })
  @ApiForbiddenResponse({ description: 'An administrator account' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords (counted with failed logins)' })
  async delete(
    @Body() dto: DeleteAccountDto,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LogoutResponse> {
    const answer = await this.deletion.delete(user, dto.password, req);
    clearSessionCookie(res, this.sessionConfig);
    return answer;
  }
}
