import { ApiProperty } from '@nestjs/swagger';
import { PASSWORD_MAX_LENGTH } from '@strongs/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PasswordRule } from '../../passwords/password-policy';

export class ChangePasswordDto {
  @ApiProperty({ format: 'password' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PasswordRule.tooLong })
  @IsNotEmpty({ message: 'The current password is required' })
  @IsString({ message: 'The current password is required' })
  currentPassword: string;

  @ApiProperty({ format: 'password', description: 'Same rules as at sign-up' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PasswordRule.tooLong })
  @IsNotEmpty({ message: 'The new password is required' })
  @IsString({ message: 'The new password is required' })
  newPassword: string;
}
