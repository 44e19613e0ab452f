import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Put,
  Req,
  UseFilters,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { EmailStatusResponse, EmailVerificationResponse } from '@strongs/contracts';
import {
  CurrentUser,
  findSessionUser,
  RequireSession,
  SESSION_USER_LOOKUP,
  type SessionUser,
  type SessionUserLookup,
} from '@strongs/nest-common';
import type { Request } from 'express';
import { LoginThrottledFilter } from '../throttle/login-throttled.error';
import { ChangeEmailDto } from './dto/change-email.dto';
import { VerifyEmailDto } from './dto/verify-email.dto';
import { EmailVerificationService } from './email-verification.service';

@ApiTags('accounts')
@Controller('api')
export class EmailVerificationController {
  constructor(
    private readonly verification: EmailVerificationService,
    @Inject(SESSION_USER_LOOKUP) private readonly sessionUsers: SessionUserLookup,
  ) {}

  @Get('user/email')
  @RequireSession()
  @ApiOperation({ summary: "The signed-in user's e-mail address and whether it is verified" })
  @ApiOkResponse({ description: '{email, verified}' })
  status(@CurrentUser() user: SessionUser): Promise<EmailStatusResponse> {
    return this.verification.status(user.id);
  }

  @Put('user/email')
  @RequireSession()
  @UseFilters(LoginThrottledFilter)
  @ApiOperation({
    summary: 'A new address, with the current password: stored unverified, a link is e-mailed',
  })
  @ApiOkResponse({ description: '{email, verified, message}' })
  @ApiBadRequestResponse({ description: 'Not an address, or the current password is not right' })
  @ApiConflictResponse({ description: 'Another account has this address' })
  @ApiTooManyRequestsResponse({ description: 'A link was sent less than a minute ago, or five today' })
  change(
    @Body() dto: ChangeEmailDto,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<EmailVerificationResponse> {
    return this.verification.change(user, dto.email, dto.currentPassword, req.ip ?? 'unknown');
  }

  @Post('user/email/verification')
  @HttpCode(HttpStatus.OK)
  @RequireSession()
  @ApiOperation({ summary: 'E-mail a new verification link to the current address' })
  @ApiOkResponse({ description: '{email, verified: false, message}' })
  @ApiBadRequestResponse({ description: 'No address, or it is verified already' })
  @ApiTooManyRequestsResponse({ description: 'A link was sent less than a minute ago, or five today' })
  @ApiServiceUnavailableResponse({ description: 'The mail queue is unreachable' })
  resend(@CurrentUser() user: SessionUser): Promise<EmailVerificationResponse> {
    return this.verification.resend(user.id);
  }

  /**
   * A POST from the web's /verify-email page, not a GET of the link itself: mail scanners that open
   * every link in a message would otherwise use a single-use link before its reader does.
   */
  @Post('verify-email')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Follow a verification link: its address is verified; the link is single-use and expires',
  })
  @ApiOkResponse({ description: '{email, verified: true, message}' })
  @ApiBadRequestResponse({
    description: "Unknown, used or expired link, or one for another account than the browser's",
  })
  async verify(@Body() dto: VerifyEmailDto, @Req() req: Request): Promise<EmailVerificationResponse> {
    const viewer = await findSessionUser(req, this.sessionUsers);
    return this.verification.verify(dto.token, viewer?.id);
  }
}
