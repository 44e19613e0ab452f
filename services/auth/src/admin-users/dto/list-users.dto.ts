import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const MAX_USERS_PER_PAGE = 100;

export class ListUsersDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  @Max(100_000, { message: 'page is too large' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_USERS_PER_PAGE, default: 25 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `perPage must be a whole number from 1 to ${MAX_USERS_PER_PAGE}` })
  @Min(1, { message: `perPage must be a whole number from 1 to ${MAX_USERS_PER_PAGE}` })
  @Max(MAX_USERS_PER_PAGE, { message: `perPage must be a whole number from 1 to ${MAX_USERS_PER_PAGE}` })
  perPage?: number;

  @ApiPropertyOptional({ description: 'Part of a user name' })
  @IsOptional()
  @IsString()
  @MaxLength(32, { message: 'q is too long: at most 32 characters' })
  q?: string;
}
