import { ApiProperty } from '@nestjs/swagger';
import { PASSWORD_MAX_LENGTH } from '@strongs/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { INVALID_EMAIL } from '../../accounts/dto/register.dto';
import { PasswordRule } from '../../passwords/password-policy';

export class ChangeEmailDto {
  @ApiProperty({ example: 'ruth@example.org', description: 'Stored unverified; a link to verify it is sent' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(254, { message: INVALID_EMAIL })
  @IsEmail({}, { message: INVALID_EMAIL })
  @IsString({ message: INVALID_EMAIL })
  email: string;

  @ApiProperty({ format: 'password' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PasswordRule.tooLong })
  @IsNotEmpty({ message: 'The current password is required' })
  @IsString({ message: 'The current password is required' })
  currentPassword: string;
}
