import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Req,
  Res,
  UseFilters,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  type AccountUser,
  type LogoutResponse,
  type SessionStateResponse,
  type SessionUserResponse,
} from '@strongs/contracts';
import {
  CurrentUser,
  RequireSession,
  clearSessionCookie,
  SESSION_CONFIG,
  type SessionConfig,
  type SessionUser,
} from '@strongs/nest-common';
import type { Request, Response } from 'express';
import { LoginThrottledFilter } from '../throttle/login-throttled.error';
import { AccountsService } from './accounts.service';
import { INVALID_CREDENTIALS, REGISTRATION_CLOSED } from './accounts.errors';
import { LoginDto } from './dto/login.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
import { RefreshSessionDto } from './dto/refresh-session.dto';
import { RegisterDto } from './dto/register.dto';

@ApiTags('accounts')
@Controller('api')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    @Inject(SESSION_CONFIG) private readonly sessionConfig: SessionConfig,
  ) {}

  @Post('register')
  @ApiOperation({ summary: 'Create an account (role user) and sign it in' })
  @ApiCreatedResponse({ description: '{id, username, role}' })
  @ApiBadRequestResponse({
    description: 'Username or password breaks a rule (length, characters, common password)',
  })
  @ApiConflictResponse({ description: 'Username is already taken' })
  @ApiForbiddenResponse({ description: REGISTRATION_CLOSED })
  register(@Body() dto: RegisterDto, @Req() req: Request): Promise<AccountUser> {
    return this.accounts.register(dto, req);
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @UseFilters(LoginThrottledFilter)
  @ApiOperation({ summary: 'Sign in; the session cookie gets a new id' })
  @ApiOkResponse({ description: '{id, username, role, sessionId}' })
  @ApiBadRequestResponse({ description: "'Username is required' or 'Password is required'" })
  @ApiUnauthorizedResponse({ description: INVALID_CREDENTIALS })
  @ApiTooManyRequestsResponse({
    description: 'Too many failed attempts for this username or address; see Retry-After',
  })
  login(@Body() dto: LoginDto, @Req() req: Request): Promise<SessionUserResponse> {
    return this.accounts.login(dto, req);
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Sign out: the session is deleted and the cookie cleared' })
  @ApiOkResponse({ description: "{message: 'Logged out'}" })
  logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LogoutResponse> {
    clearSessionCookie(res, this.sessionConfig);
    return this.accounts.logout(req);
  }

  @Get('user')
  @RequireSession()
  @ApiOperation({ summary: 'The signed-in user, confirmed against the accounts' })
  @ApiOkResponse({ description: '{id, username, role, sessionId}' })
  user(@CurrentUser() user: SessionUser, @Req() req: Request): SessionUserResponse {
    return this.accounts.current(user, req);
  }

  @Get('session')
  @ApiOperation({
    summary: 'Whether there is a signed-in user: 200 with {authenticated: false} when there is none',
  })
  @ApiOkResponse({ description: '{authenticated: false} or {authenticated: true, user}' })
  session(@Req() req: Request): Promise<SessionStateResponse> {
    return this.accounts.session(req);
  }

  @Post('user/password')
  @HttpCode(HttpStatus.OK)
  @RequireSession()
  @UseFilters(LoginThrottledFilter)
  @ApiOperation({
    summary: 'Change the password: every other session of the account ends, this one gets a new id',
  })
  @ApiOkResponse({ description: '{id, username, role, sessionId}' })
  @ApiBadRequestResponse({ description: 'The current password is not right, or the new one breaks a rule' })
  @ApiTooManyRequestsResponse({
    description:
      'Too many wrong current passwords for this user from this address (counted with failed logins)',
  })
  changePassword(
    @Body() dto: ChangePasswordDto,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<SessionUserResponse> {
    return this.accounts.changePassword(user, dto, req);
  }

  @Post('refresh-session')
  @HttpCode(HttpStatus.OK)
  @RequireSession()
  @ApiOperation({ summary: 'Rotate the session id of the signed-in user (the body is ignored)' })
  @ApiOkResponse({ description: '{id, username, role, sessionId}' })
  refresh(
    @Body() _dto: RefreshSessionDto,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<SessionUserResponse> {
    return this.accounts.refresh(user, req);
  }
}
