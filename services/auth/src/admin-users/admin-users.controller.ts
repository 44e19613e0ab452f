import { Controller, Get, HttpCode, HttpStatus, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AdminUserActionResponse, AdminUserListResponse } from '@strongs/contracts';
import { CurrentUser, RequireRole, type SessionUser } from '@strongs/nest-common';
import { AdminUsersService } from './admin-users.service';
import { ListUsersDto } from './dto/list-users.dto';

@ApiTags('admin users')
@Controller('api/admin/users')
@RequireRole('admin')
export class AdminUsersController {
  constructor(private readonly service: AdminUsersService) {}

  @Get()
  @ApiOperation({ summary: 'Accounts by name, a page at a time, with role, e-mail and whether disabled' })
  @ApiOkResponse({
    description: '{users: [{id, username, role, email, createdAt, disabledAt}], total, page, perPage}',
  })
  list(@Query() dto: ListUsersDto): Promise<AdminUserListResponse> {
    return this.service.list(dto.page ?? 1, dto.perPage ?? 25, dto.q?.trim() || undefined);
  }

  @Post(':id/disable')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Disable an account: it cannot sign in, and its sessions end at once' })
  @ApiBadRequestResponse({ description: 'An administrator cannot disable their own account' })
  @ApiNotFoundResponse({ description: 'No such user' })
  disable(
    @Param('id', ParseIntPipe) id: number,
    @CurrentUser() admin: SessionUser,
  ): Promise<AdminUserActionResponse> {
    return this.service.disable(id, admin);
  }

  @Post(':id/enable')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Let a disabled account sign in again' })
  @ApiNotFoundResponse({ description: 'No such user' })
  enable(@Param('id', ParseIntPipe) id: number): Promise<AdminUserActionResponse> {
    return this.service.enable(id);
  }

  @Post(':id/unlock')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Forget the failed sign-ins for this name from every address' })
  @ApiNotFoundResponse({ description: 'No such user' })
  unlock(@Param('id', ParseIntPipe) id: number): Promise<AdminUserActionResponse> {
    return this.service.unlock(id);
  }
}
